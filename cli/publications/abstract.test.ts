import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { abstractFromInvertedIndex, abstractTeaser, teaserLength, toPlainText } from './abstract.ts';
import { recordedWorkSets } from './testing/recorded-works.ts';

const tag = /<[A-Za-z/!][^>]*>/;

function invertedIndexOf(words: readonly string[]): Record<string, number[]> {
  // Built the way JSON.parse builds it: own keys only, so words such as "toString" are ordinary keys.
  const positions = new Map<string, number[]>();
  words.forEach((word, position) => {
    positions.set(word, [...(positions.get(word) ?? []), position]);
  });
  return Object.fromEntries(positions);
}

describe.each(recordedWorkSets())('abstracts of real works ($label)', (recorded) => {
  it('drops <i> markup but keeps the words it wrapped (W1663973292)', () => {
    const abstract = abstractFromInvertedIndex(recorded.byId('W1663973292').abstract_inverted_index);
    expect(abstract).toMatch(/^The Journal of Electronic Imaging \(JEI\), copublished bimonthly/);
    expect(abstract).not.toContain('<');
  });

  it('decodes escaped &lt;i&gt; and strips the tag it reveals, and turns JATS sections into text (W4385961274)', () => {
    const abstract = abstractFromInvertedIndex(recorded.byId('W4385961274').abstract_inverted_index);
    expect(abstract).toMatch(/^UNSTRUCTURED Founded in 2009, the Online Journal of Public Health Informatics \(OJPHI\) strives/);
    expect(abstract).not.toMatch(/&lt;|&gt;|<|>/);
  });

  it('keeps bare <4 and >0.9 in running text (W4367333911)', () => {
    const abstract = abstractFromInvertedIndex(recorded.byId('W4367333911').abstract_inverted_index);
    expect(abstract).toContain('(hF1: >0.9)');
    expect(abstract).toContain('reads in <4 min per sample');
    expect(abstract).toContain('(<10 total isolates)');
  });

  it('is empty when OpenAlex has no abstract (W3197265335)', () => {
    expect(recorded.byId('W3197265335').abstract_inverted_index).toBeNull();
    expect(abstractFromInvertedIndex(null)).toBe('');
  });
});

describe('toPlainText', () => {
  it.each([
    ['<p>First.</p><p>Second.</p>', 'First. Second.'],
    ['m<sup>2</sup> of sand', 'm2 of sand'],
    ['<jats:title>Abstract</jats:title><jats:p>Text</jats:p>', 'Abstract Text'],
    ['a <!-- note --> b', 'a b'],
    ['R&amp;D &eacute;tude &#233;t&#xE9; &nbsp;x', 'R&D étude été x'],
    ['&amp;lt;b&amp;gt;bold&amp;lt;/b&amp;gt;', 'bold'],
    ['<<i>b>c', 'c'],
    ['p < 0.05 and x > 2, <4 mm, > 0.9', 'p < 0.05 and x > 2, <4 mm, > 0.9'],
    ['AT&T and a & b', 'AT&T and a & b'],
    ['R&amp D, &copy 2020, p &lt 0.05, &#39quoted&#39, &lt4 mm', "R& D, © 2020, p < 0.05, 'quoted', <4 mm"],
    ['&amp;lti&amp;gtin vivo&lt/i&gt', 'in vivo'],
    ['  spaced\n\tout  ', 'spaced out'],
  ])('%j → %j', (markup, text) => {
    expect(toPlainText(markup)).toBe(text);
  });

  const markupish = fc
    .array(fc.constantFrom('<', '>', '&', ';', 'lt;', 'gt;', 'amp;', '#60;', '#x3C;', 'lt', 'gt', 'amp', 'copy', '#39', '#x3C', 'i', 'b', 'sec', '/', '!', ' ', '\n', 'a', '4', '0.9'), { maxLength: 40 })
    .map((parts) => parts.join(''));

  it('never leaves a tag in its output', () => {
    fc.assert(
      fc.property(fc.oneof(markupish, fc.string()), (markup) => {
        expect(toPlainText(markup)).not.toMatch(tag);
      }),
      { numRuns: 2000 },
    );
  });

  it('is idempotent, with whitespace collapsed and trimmed', () => {
    fc.assert(
      fc.property(fc.oneof(markupish, fc.string()), (markup) => {
        const text = toPlainText(markup);
        expect(toPlainText(text)).toBe(text);
        expect(text).not.toMatch(/\s\s|^\s|\s$/);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('abstractFromInvertedIndex', () => {
  const plainWord = fc.stringMatching(/^[A-Za-z0-9éø.,;:()'’%=+-]{1,12}$/);

  it('gives back the words an inverted index was made from', () => {
    fc.assert(
      fc.property(fc.array(plainWord, { minLength: 1, maxLength: 80 }), (words) => {
        expect(abstractFromInvertedIndex(invertedIndexOf(words))).toBe(words.join(' '));
      }),
    );
  });

  it('orders words by position whatever the key order, and ignores malformed entries', () => {
    expect(abstractFromInvertedIndex({ world: [1], hello: [0], again: [3], '!': [2], bad: 'x' as unknown as number[] })).toBe('hello world ! again');
    expect(abstractFromInvertedIndex('not an index')).toBe('');
  });
});

describe('abstractTeaser', () => {
  it('is the abstract itself up to 240 characters', () => {
    const abstract = 'x'.repeat(teaserLength);
    expect(abstractTeaser(abstract)).toBe(abstract);
    expect(abstractTeaser('')).toBe('');
  });

  it('cuts at the last word boundary before 240 characters and adds …', () => {
    const words = Array.from({ length: 60 }, (_, index) => `word${index}`);
    const abstract = words.join(' ');
    const teaser = abstractTeaser(abstract);
    expect(teaser.endsWith('…')).toBe(true);
    const kept = teaser.slice(0, -1);
    expect(kept.length).toBeLessThanOrEqual(teaserLength);
    expect(abstract.startsWith(`${kept} `)).toBe(true);
    expect(abstract.slice(kept.length + 1).split(' ')[0]).toBe(words[kept.split(' ').length]);
  });

  it('keeps a word that ends exactly at 240 characters', () => {
    const abstract = `${'a'.repeat(239)}b ${'c'.repeat(20)}`;
    expect(abstractTeaser(abstract)).toBe(`${'a'.repeat(239)}b…`);
  });

  it('cuts a single over-long word at 240 characters without splitting a surrogate pair', () => {
    const abstract = '🌊'.repeat(300);
    expect(abstractTeaser(abstract)).toBe(`${'🌊'.repeat(240)}…`);
  });

  it('always starts the abstract and stays within 240 characters plus …', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }).map(toPlainText), (abstract) => {
        const teaser = abstractTeaser(abstract);
        if (teaser === abstract) return;
        expect(teaser.endsWith('…')).toBe(true);
        expect(Array.from(teaser).length).toBeLessThanOrEqual(teaserLength + 1);
        expect(abstract.startsWith(teaser.slice(0, -1))).toBe(true);
      }),
    );
  });
});
