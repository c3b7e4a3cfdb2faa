import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
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
export async function pagesHash(siteDir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await htmlFiles(siteDir)) hash.update(`${relative(siteDir, file)}\0`).update(await readFile(file)).update('\0');
  return hash.digest('hex');
}

export interface IndexedSite extends SearchIndexTotals {
  /** Whether the index came from the cache. */
  reused: boolean;
}

/**
 * The site search's index (`pagefind/`) taken from the cache when no page's HTML changed since it was made (`key`:
 * pagesHash), else made by `index` (Pagefind) and kept (without a cache, always made).
 */
export async function cachedSearchIndex(
  entries: CacheEntries | undefined,
  siteDir: string,
  key: string,
  index: (siteDir: string) => Promise<SearchIndexTotals>,
): Promise<IndexedSite> {
  if (entries === undefined) return { ...(await index(siteDir)), reused: false };
  const payload = await entries.read(namespace, key);
  const cached = payload === undefined ? undefined : unpackFiles<SearchIndexTotals>(payload);
  if (cached !== undefined) {
    for (const [name, bytes] of cached.files) {
      const file = join(siteDir, indexFolder, name);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, bytes);
    }
    return { ...cached.meta, reused: true };
  }
  const totals = await index(siteDir);
  const folder = join(siteDir, indexFolder);
  const names = (await readdir(folder, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
  const files = await Promise.all(names.map(async (name) => [name, await readFile(join(folder, name))] as const));
  await entries.write(namespace, key, packFiles(totals, files));
  return { ...totals, reused: false };
}
