import { describe, expect, it } from 'vitest';
import { fewestPagesToShare, sharePages, sharesPages } from './prerender-parallel.ts';

describe('a prerender shared by two processes', () => {
  it('is shared on a machine of more than one core with enough pages to render, or as the owner says', () => {
    expect(sharesPages(fewestPagesToShare, undefined, 2)).toBe(true);
    expect(sharesPages(fewestPagesToShare - 1, undefined, 2)).toBe(false);
    expect(sharesPages(5_000, undefined, 1)).toBe(false);
    expect(sharesPages(5_000, '1', 8)).toBe(false);
    expect(sharesPages(3, '2', 1)).toBe(true);
    expect(sharesPages(fewestPagesToShare, 'many', 2)).toBe(true);
  });

  it('gives every other page to each process, every page to one of them', () => {
    const paths = ['/', '/cv', '/publications/a', '/publications/b', '/fr/publications/a'];
    expect(sharePages(paths)).toEqual([
      ['/', '/publications/a', '/fr/publications/a'],
      ['/cv', '/publications/b'],
    ]);
  });
});
