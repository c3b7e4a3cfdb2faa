import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { searchIndexFolder as indexFolder, type SearchIndexTotals } from '../search-index.ts';
import type { CacheEntries } from './cache-entries.ts';
import { packFiles, unpackFiles } from './packed-files.ts';

const namespace = 'search-index';

async function htmlFiles(siteDir: string): Promise<string[]> {
  const entries = await readdir(siteDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/**
 * The hash of what Pagefind reads: every HTML file of the site, by path and bytes. Taken before finish changes the
 * folder (it removes the prerender's own folders, which a listing running beside would find gone).
 */
async function pagesHash(siteDir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await htmlFiles(siteDir)) hash.update(`${relative(siteDir, file)}\0`).update(await readFile(file)).update('\0');
  return hash.digest('hex');
}

export interface IndexedSite extends SearchIndexTotals {
  /** Whether the index came from the cache. */
  reused: boolean;
}

/** Pagefind indexing `siteDir` into its folder `folder`; stopped, before it writes, when `signal` aborts. */
export type IndexSite = (siteDir: string, folder: string, signal: AbortSignal) => Promise<SearchIndexTotals>;

/** Where Pagefind writes until the build knows the cache has no index of these pages (a folder compress skips too). */
export const pendingIndexFolder = `${indexFolder}.pending`;

/**
 * The site search's index (`pagefind/`): taken from the cache when no page's HTML changed since it was made (the
 * key: pagesHash), else made by `index` (Pagefind) and kept; without a cache, always made. Pagefind starts at once,
 * beside the hashing of the pages (0.9–1.0 s for the 2,046 pages of 1,000 works, which it used to wait for), into a
 * folder of its own, and is stopped when the cache has the index. `pagesRead` settles once the hashing has read
 * the pages (finish may change the folder after it); `indexed` once Pagefind is done or stopped.
 */
export function cachedSearchIndex(
  entries: CacheEntries | undefined,
  siteDir: string,
  index: IndexSite,
): { pagesRead: Promise<unknown>; indexed: Promise<IndexedSite> } {
  const stop = new AbortController();
  if (entries === undefined) return { pagesRead: Promise.resolve(), indexed: index(siteDir, indexFolder, stop.signal).then((totals) => ({ ...totals, reused: false })) };
  const made = index(siteDir, pendingIndexFolder, stop.signal);
  made.catch(() => undefined);
  const key = pagesHash(siteDir);
  const indexed = (async (): Promise<IndexedSite> => {
    try {
      const payload = await entries.read(namespace, await key);
      const cached = payload === undefined ? undefined : unpackFiles<SearchIndexTotals>(payload);
      if (cached !== undefined) {
        stop.abort();
        await made.catch(() => undefined);
        await rm(join(siteDir, pendingIndexFolder), { recursive: true, force: true });
        for (const [name, bytes] of cached.files) {
          const file = join(siteDir, indexFolder, name);
          await mkdir(dirname(file), { recursive: true });
          await writeFile(file, bytes);
        }
        return { ...cached.meta, reused: true };
      }
      const totals = await made;
      const folder = join(siteDir, indexFolder);
      await rename(join(siteDir, pendingIndexFolder), folder);
      const names = (await readdir(folder, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split('\\').join('/'))
        .sort();
      const files = await Promise.all(names.map(async (name) => [name, await readFile(join(folder, name))] as const));
      await entries.write(namespace, await key, packFiles(totals, files));
      return { ...totals, reused: false };
    } catch (error) {
      // Nothing writes into the site folder once this rejects: Pagefind is stopped and waited for.
      stop.abort();
      await made.catch(() => undefined);
      throw error;
    }
  })();
  return { pagesRead: key, indexed };
}
