import { describe, expect, it } from 'vitest';
import { convertHtml } from './hugo-html.ts';

const image = (src: string, alt: string) => `![${alt}](images/${src})`;

describe('convertHtml', () => {
  it("drops Hugo's summary divider and comments", () => {
    expect(convertHtml('Intro.\n\n<!--more-->\n\nRest.', image)).toEqual({ markdown: 'Intro.\n\n\n\nRest.', notes: [] });
  });

  it('makes an <img> an image and <br> a line break', () => {
    expect(convertHtml('<img src="tank.png" alt="Tank">\n\nOne<br>two', image)).toEqual({ markdown: '![Tank](images/tank.png)\n\nOne\\\ntwo', notes: ['raw HTML <img> → an image'] });
  });

  it('removes an embed whole and other tags keeping their text, naming each', () => {
    const converted = convertHtml('<iframe src="https://example.org/map"></iframe>\n\nSee <span class="x">this</span>.', image);
    expect(converted.markdown).toBe('\n\nSee this.');
    expect(converted.notes).toEqual(['raw HTML <iframe> removed: posts hold Markdown only; link to what it showed instead', 'raw HTML <span> removed, its text kept: posts hold Markdown only']);
  });

  it('leaves HTML in code alone', () => {
    expect(convertHtml('```html\n<div>x</div>\n```\n\n`<br>`', image)).toEqual({ markdown: '```html\n<div>x</div>\n```\n\n`<br>`', notes: [] });
  });
});
