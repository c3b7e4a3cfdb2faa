import { describe, expect, it } from 'vitest';
import { embeddedJsonScript, serializeForScript } from './page-data.ts';

describe('serializeForScript', () => {
  it('cannot close its script element or open a comment, and parses back to the same value', () => {
    const hostile = { title: '</script><script>alert(1)</script><!-- & \u2028' };
    const serialized = serializeForScript(hostile);
    expect(serialized).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(serialized)).toEqual(hostile);
  });

  it('wraps the data in a JSON script element the browser never executes', () => {
    expect(embeddedJsonScript('portfolio-data', { skills: { a: 1 } })).toBe(
      '<script type="application/json" id="portfolio-data">{"skills":{"a":1}}</script>',
    );
  });
});
