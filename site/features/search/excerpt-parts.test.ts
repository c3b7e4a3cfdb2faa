import { describe, expect, it } from 'vitest';
import { decodeEntities, excerptParts } from './excerpt-parts.ts';

describe('excerptParts', () => {
  it('splits an excerpt into plain and marked runs, in order', () => {
    expect(excerptParts('Storm <mark>surge</mark> flooding along the <mark>coast</mark>')).toEqual([
      { text: 'Storm ', marked: false },
      { text: 'surge', marked: true },
      { text: ' flooding along the ', marked: false },
      { text: 'coast', marked: true },
    ]);
  });

  it('gives the escaped characters back as text, so markup in a page reads as what it says', () => {
    expect(excerptParts('&lt;img src=x onerror=alert(1)&gt; &amp; <mark>wave&#39;s</mark> &#x201C;run-up&#x201D;')).toEqual([
      { text: '<img src=x onerror=alert(1)> & ', marked: false },
      { text: "wave's", marked: true },
      { text: ' “run-up”', marked: false },
    ]);
  });

  it('drops any other tag and keeps its text, and joins runs the tags split', () => {
    expect(excerptParts('a <b>bold</b> <script>x</script>word')).toEqual([{ text: 'a bold xword', marked: false }]);
  });

  it('takes a <mark> with attributes, upper case, and an unclosed one to the end', () => {
    expect(excerptParts('<MARK class="x">Wave</MARK> and <mark>tide')).toEqual([
      { text: 'Wave', marked: true },
      { text: ' and ', marked: false },
      { text: 'tide', marked: true },
    ]);
  });

  it('gives nothing for an empty excerpt', () => {
    expect(excerptParts('')).toEqual([]);
  });
});

describe('decodeEntities', () => {
  it('decodes the named, decimal and hexadecimal forms and leaves an unknown or impossible one as written', () => {
    expect(decodeEntities('&quot;a&quot; &apos;b&apos; &#233;t&#xE9; &nbsp;')).toBe('"a" \'b\' été \u00a0');
    expect(decodeEntities('&unknown; &#0; &#x110000;')).toBe('&unknown; &#0; &#x110000;');
  });
});
