import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CacheEntries } from './cache-entries.ts';
import { cachedSearchIndex, pendingIndexFolder, type IndexSite } from './cached-search-index.ts';

let siteDir: string;
let entries: CacheEntries;
beforeEach(() => {
  siteDir = mkdtempSync(join(tmpdir(), 'cached-search-index-'));
  mkdirSync(join(siteDir, 'posts', 'a'), { recursive: true });
  writeFileSync(join(siteDir, 'posts', 'a', 'index.html'), '<main data-pagefind-body>Storm surge</main>');
  entries = new CacheEntries(join(siteDir, '..', `${siteDir.split('/').at(-1)}-cache`));
});
afterEach(() => {
  rmSync(siteDir, { recursive: true, force: true });
  rmSync(entries.root, { recursive: true, force: true });
});

/** A stand-in for Pagefind: writes its index `after` ms, unless stopped first; records how each run ended. */
function standIn(after: number) {
  const runs: string[] = [];
  const index: IndexSite = async (dir, folder, signal) => {
    await sleep(after);
    if (signal.aborted) {
      runs.push(`stopped in ${folder}`);
      throw new Error('Pagefind backend closed');
    }
    mkdirSync(join(dir, folder), { recursive: true });
    writeFileSync(join(dir, folder, 'pagefind-entry.json'), readFileSync(join(dir, 'posts', 'a', 'index.html')));
    runs.push(`written in ${folder}`);
    return { pages: 1, languages: ['en'], files: 1, bytes: 40 };
  };
  return { index, runs };
}

describe('the search index and the build cache', () => {
  it('starts Pagefind with the hashing of the pages, and stops it when the cache has the index of these very pages', async () => {
    const first = standIn(50);
    const made = cachedSearchIndex(entries, siteDir, first.index);
    await made.pagesRead;
    expect(await made.indexed).toMatchObject({ pages: 1, reused: false });
    expect(first.runs).toEqual([`written in ${pendingIndexFolder}`]);
    expect(readdirSync(siteDir).sort()).toEqual(['pagefind', 'posts']);

    rmSync(join(siteDir, 'pagefind'), { recursive: true });
    const again = standIn(500);
    const reused = cachedSearchIndex(entries, siteDir, again.index);
    expect(await reused.indexed).toMatchObject({ pages: 1, reused: true });
    expect(readFileSync(join(siteDir, 'pagefind', 'pagefind-entry.json'), 'utf8')).toBe('<main data-pagefind-body>Storm surge</main>');
    // Stopped, and waited for: nothing of it is left in the site.
    expect(again.runs).toEqual([`stopped in ${pendingIndexFolder}`]);
    expect(existsSync(join(siteDir, pendingIndexFolder))).toBe(false);
  });

  it('makes the index again when a page changed, and writes it where it is served', async () => {
    await cachedSearchIndex(entries, siteDir, standIn(0).index).indexed;
    rmSync(join(siteDir, 'pagefind'), { recursive: true });
    writeFileSync(join(siteDir, 'posts', 'a', 'index.html'), '<main data-pagefind-body>Storm surge, edited</main>');

    const again = standIn(0);
    expect(await cachedSearchIndex(entries, siteDir, again.index).indexed).toMatchObject({ reused: false });
    expect(again.runs).toEqual([`written in ${pendingIndexFolder}`]);
    expect(readFileSync(join(siteDir, 'pagefind', 'pagefind-entry.json'), 'utf8')).toContain('edited');
    expect(existsSync(join(siteDir, pendingIndexFolder))).toBe(false);
  });

  it('writes straight where the index is served without a cache', async () => {
    const once = standIn(0);
    expect(await cachedSearchIndex(undefined, siteDir, once.index).indexed).toMatchObject({ reused: false });
    expect(once.runs).toEqual(['written in pagefind']);
  });
});
