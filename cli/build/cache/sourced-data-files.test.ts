import { describe, expect, it } from 'vitest';
import { dataFileSources, isUnchangedDataFile, unchangedDataFiles } from './sourced-data-files.ts';

describe('data files made from one content file', () => {
  it("are those the collections declare (the works whole, their list, its authors, the CV's works), each with its file's hash", () => {
    const { 'publication.*': _works, ...sources } = dataFileSources(new Map([['publications.json', 'h1'], ['site.json', 'h2']]));
    expect(sources).toEqual({ publications: 'h1', 'publications-list': 'h1', 'publications-list-authors': 'h1', 'cv-publications': 'h1' });
    const { 'publication.*': _none, ...withoutWorks } = dataFileSources(new Map([['site.json', 'h2']]));
    expect(withoutWorks).toEqual({});
  });

  it('are unchanged while their file has the hash it had for the last build, and only then', () => {
    const now = { publications: 'h1', 'cv-publications': 'h1' };
    expect(unchangedDataFiles(now, { publications: 'h1', 'cv-publications': 'h1' })).toEqual(new Set(['publications', 'cv-publications']));
    expect(unchangedDataFiles(now, { publications: 'h0', 'cv-publications': 'h1' })).toEqual(new Set(['cv-publications']));
    expect(unchangedDataFiles(now, undefined)).toEqual(new Set());
  });
});

describe("the works' page data files", () => {
  const content = new Map([
    ['papers/w1.pdf', 'p1'],
    ['posts/dunes.md', 'm1'],
    ['publications.json', 'h1'],
    ['site.json', 'h2'],
    ['software.json', 's1'],
    ['strings.en.json', 'e1'],
    ['talks.json', 't1'],
  ]);
  const worksHash = (edited: ReadonlyMap<string, string>) => dataFileSources(edited)['publication.*'];
  const edited = (path: string, hash: string | undefined) => {
    const files = new Map(content);
    if (hash === undefined) files.delete(path);
    else files.set(path, hash);
    return files;
  };

  it('are one group, whose hash changes with the works, the manuscripts, the languages and what other kinds say of the works', () => {
    const before = worksHash(content);
    expect(before).toMatch(/^[0-9a-f]{64}$/);
    for (const [path, hash] of [
      ['publications.json', 'h9'],
      ['publications.manual.json', 'm9'],
      ['papers/w2.pdf', 'p2'],
      ['papers/w1.pdf', undefined],
      ['site.json', 'h9'],
      ['talks.json', 't9'],
      ['software.json', 's9'],
    ] as const) {
      expect(worksHash(edited(path, hash)), path).not.toBe(before);
    }
  });

  it("keep their hash when a post or an interface string changes, and are each unchanged with their group", () => {
    expect(worksHash(edited('posts/dunes.md', 'm9'))).toBe(worksHash(content));
    expect(worksHash(edited('strings.en.json', 'e9'))).toBe(worksHash(content));
    const unchanged = unchangedDataFiles(dataFileSources(content), dataFileSources(edited('posts/dunes.md', 'm9')));
    expect(isUnchangedDataFile(unchanged, 'publication.w1')).toBe(true);
    expect(isUnchangedDataFile(unchanged, 'publications')).toBe(true);
    expect(isUnchangedDataFile(unchanged, 'posts.en')).toBe(false);
    const refreshed = unchangedDataFiles(dataFileSources(edited('talks.json', 't9')), dataFileSources(content));
    expect(isUnchangedDataFile(refreshed, 'publication.w1')).toBe(false);
    expect(isUnchangedDataFile(refreshed, 'publications')).toBe(true);
  });
});
