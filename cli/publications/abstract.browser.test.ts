// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toPlainText } from './abstract.ts';

/** What a browser shows of an HTML fragment (jsdom parses HTML as browsers do). */
function browserText(html: string): string {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element.textContent ?? '';
}

/** Text with entities, with and without their ';', and no `<`: a browser shows only its decoded text. */
const entityText = fc
  .array(fc.constantFrom('&', ';', '#', 'amp', 'lt', 'gt', 'copy', 'eacute', 'nbsp', 'not', 'notin', '39', 'x3C', 'x', 'D', ' ', 'a', '2020'), { maxLength: 30 })
  .map((parts) => parts.join(''));

describe('toPlainText, as a browser reads it', () => {
  it('decodes entities as a browser shows them', () => {
    fc.assert(
      fc.property(entityText, (text) => {
        const shown = browserText(text);
        // What decoding reveals (a tag, another entity) is decoded or stripped again: other properties cover it.
        fc.pre(!/[<&]/.test(shown));
        expect(toPlainText(text)).toBe(shown.replace(/\s+/g, ' ').trim());
      }),
      { numRuns: 2000 },
    );
  });
});
