import { describe, expect, it } from 'vitest';
import { dataFileSources, unchangedDataFiles } from './sourced-data-files.ts';

describe('data files made from one content file', () => {
  it("are those the collections declare (the works whole, their list, its authors, the CV's works), each with its file's hash", () => {
    const sources = dataFileSources(new Map([['publications.json', 'h1'], ['site.json', 'h2']]));
    expect(sources).toEqual({ publications: 'h1', 'publications-list': 'h1', 'publications-list-authors': 'h1', 'cv-publications': 'h1' });
    expect(dataFileSources(new Map([['site.json', 'h2']]))).toEqual({});
  });

  it('are unchanged while their file has the hash it had for the last build, and only then', () => {
    const now = { publications: 'h1', 'cv-publications': 'h1' };
    expect(unchangedDataFiles(now, { publications: 'h1', 'cv-publications': 'h1' })).toEqual(new Set(['publications', 'cv-publications']));
    expect(unchangedDataFiles(now, { publications: 'h0', 'cv-publications': 'h1' })).toEqual(new Set(['cv-publications']));
    expect(unchangedDataFiles(now, undefined)).toEqual(new Set());
  });
});
