import { describe, expect, it } from 'vitest';
import type { Publication } from '../../schemas/types.generated.ts';
import { sortNewestFirst } from './sort.ts';

function item(id: string, year: number | null, date: string | null, title = id): Publication {
  return { id, title, url: 'https://example.org', year, date, venue: null, authors: [], abstract: '', abstractTeaser: '', category: 'article', isOpenAccess: false, oaUrl: null, citedByCount: 0, doi: null, volume: null, issue: null, firstPage: null, lastPage: null, pdfUrl: null, language: null, keywords: [] };
}

describe('sortNewestFirst', () => {
  it('orders by year, then date, descending, unknown years last, then title', () => {
    const sorted = sortNewestFirst([
      item('no-year', null, null, 'A'),
      item('2020-undated', 2020, null, 'Z'),
      item('2020-march', 2020, '2020-03-01'),
      item('2021', 2021, '2021-01-01'),
      item('2020-may-b', 2020, '2020-05-01', 'Beta'),
      item('2020-may-a', 2020, '2020-05-01', 'alpha'),
      item('no-year-b', null, '2019-01-01', 'B'),
    ]);
    expect(sorted.map((publication) => publication.id)).toEqual(['2021', '2020-may-a', '2020-may-b', '2020-march', '2020-undated', 'no-year-b', 'no-year']);
  });

  it('is stable for equal keys (by id) and does not change its input', () => {
    const input = [item('W2', 2020, null, 'Same'), item('W1', 2020, null, 'Same')];
    expect(sortNewestFirst(input).map((publication) => publication.id)).toEqual(['W1', 'W2']);
    expect(input.map((publication) => publication.id)).toEqual(['W2', 'W1']);
  });
});
