import { describe, expect, it } from 'vitest';
import { mergedIndexFolders } from './merged-search-indexes.ts';
import { searchIndexApartAt, searchIndexesApart, searchShards } from './search-indexes.ts';

describe('the indexes of the site search', () => {
  it('keeps the papers apart, in their own folder', () => {
    expect(searchIndexesApart).toEqual([{ name: 'publications', folder: 'publications' }]);
  });

  it("says which index a page is in by its path: a paper's is the papers', any other the site's", () => {
    expect(searchIndexApartAt('/publications/w4412260478/')).toBe('publications');
    expect(searchIndexApartAt('/publications/w4412260478')).toBe('publications');
    expect(searchIndexApartAt('/publications/')).toBeUndefined();
    expect(searchIndexApartAt('/posts/estimating-wave-run-up/')).toBeUndefined();
    expect(searchIndexApartAt('/talks/')).toBeUndefined();
    expect(searchIndexApartAt('/')).toBeUndefined();
  });

  it("names a kind's index per group of its items, the first as the kind, and has none for an empty group", () => {
    expect(searchShards('publications', [['w1', 'w2'], ['w3']])).toEqual([
      { name: 'publications', keys: ['w1', 'w2'] },
      { name: 'publications-2', keys: ['w3'] },
    ]);
    expect(searchShards('publications', [[], ['w3']])).toEqual([{ name: 'publications', keys: ['w3'] }]);
    expect(searchShards('publications', [])).toEqual([]);
  });

  it('reads the list of merged indexes, and refuses anything else than their folders', () => {
    expect(mergedIndexFolders(['publications/'])).toEqual(['publications/']);
    expect(mergedIndexFolders([])).toEqual([]);
    for (const bad of [{}, 'publications/', ['../elsewhere/'], ['https://example.org/'], ['publications'], [1]]) {
      expect(() => mergedIndexFolders(bad)).toThrow('/pagefind/indexes.json is not a list of index folders');
    }
  });
});
