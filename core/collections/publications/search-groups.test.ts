import { describe, expect, it } from 'vitest';
import { publicationSearchGroups } from './search-groups.ts';

const work = (id: string, year: number | null) => ({ id, year });

describe("the papers' search index groups", () => {
  it("puts the works of the owner's newest two years apart from the older, in the works' order", () => {
    const works = [work('W5', 2026), work('W4', 2024), work('W3', 2025), work('Manual-Note', 2025), work('W2', 2019), work('W1', null)];
    expect(publicationSearchGroups(works)).toEqual([
      ['w4', 'w2', 'w1'],
      ['w5', 'w3', 'manual-note'],
    ]);
  });

  it('counts the years from the newest work, not from the clock', () => {
    expect(publicationSearchGroups([work('W2', 2012), work('W1', 2011), work('W0', 2010)])).toEqual([['w0'], ['w2', 'w1']]);
  });

  it('leaves the older group empty for works of two years or fewer, and a work without a year with the older', () => {
    expect(publicationSearchGroups([work('W2', 2026), work('W1', 2025)])).toEqual([[], ['w2', 'w1']]);
    expect(publicationSearchGroups([work('W1', null)])).toEqual([['w1'], []]);
    expect(publicationSearchGroups([])).toEqual([[], []]);
  });
});
