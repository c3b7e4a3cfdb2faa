import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { mergeSearchIndexParts, searchIndexFolder, searchIndexPartsFolder, type SearchIndexPart, type SearchIndexTotals } from '../search-index.ts';
import type { CacheEntries } from './cache-entries.ts';
import { packFiles, unpackFiles } from './packed-files.ts';
import { linkOrWrite } from '../../shared/linked-files.ts';
import { pathUnder } from '../../shared/files-under.ts';

const namespace = 'search-index';

/** Every HTML file of the site, by its path in the site, in order. */
async function htmlPages(siteDir: string): Promise<string[]> {
  const entries = await readdir(siteDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => pathUnder(siteDir, join(entry.parentPath, entry.name)))
    .sort();
}

/** The hash of what Pagefind reads of a part: each of its HTML files, by path and bytes. */
async function partHash(siteDir: string, pages: readonly string[], language: string): Promise<string> {
  const hash = createHash('sha256').update(`${language}\0`);
  for (const page of pages) hash.update(`${page}\0`).update(await readFile(join(siteDir, page))).update('\0');
  return hash.digest('hex');
}

export interface IndexedSite extends SearchIndexTotals {
  /** The languages whose index came from the cache. */
  reused: string[];
}

/** Pagefind indexing the pages of `part` into `siteDir`/`folder`; stopped, before it writes, when `signal` aborts. */
export type IndexPart = (siteDir: string, part: SearchIndexPart, folder: string, signal: AbortSignal) => Promise<SearchIndexTotals>;

/** Where a part's index is written before the parts are put together in `pagefind/`. */
function partFolder(part: SearchIndexPart): string {
  return `${searchIndexPartsFolder}/${part.language}`;
}

/**
 * Writes a part's index kept in the cache into its folder; a file the last output's index has with the same bytes
 * (Pagefind names its files by their content) is linked from it.
 */
async function restorePart(siteDir: string, part: SearchIndexPart, files: readonly [string, Buffer][], previousIndex: string | undefined): Promise<void> {
  for (const [name, bytes] of files) {
    const file = join(siteDir, partFolder(part), name);
    await mkdir(dirname(file), { recursive: true });
    linkOrWrite(file, bytes, name === 'pagefind-entry.json' || previousIndex === undefined ? undefined : join(previousIndex, name));
  }
}

/**
 * The site search's index (`pagefind/`), one part per language (search-index.ts): each part taken from the cache
 * when none of its pages' HTML changed since it was made, else made by `index` (Pagefind, a process per part) and
 * kept; without a cache, always made. Each part's Pagefind starts at once, beside the hashing of its pages (which
 * it used to wait for), and is stopped when the cache has the part. `pagesRead` settles once the hashing has read
 * the pages (finish may change the folder after it); `indexed` once the parts are done, or stopped, and put
 * together. `previousIndex` is the last output's index folder, whose unchanged files are linked.
 */
export function cachedSearchIndex(
  entries: CacheEntries | undefined,
  siteDir: string,
  parts: readonly SearchIndexPart[],
  index: IndexPart,
  previousIndex?: string,
): { pagesRead: Promise<unknown>; indexed: Promise<IndexedSite> } {
  const stops = parts.map(() => new AbortController());
  const made = parts.map((part, at) => index(siteDir, part, partFolder(part), (stops[at] as AbortController).signal));
  for (const run of made) run.catch(() => undefined);
  const pages = entries === undefined ? undefined : htmlPages(siteDir);
  const keys = parts.map(async (part) => `${part.language}-${await partHash(siteDir, ((await pages) ?? []).filter(part.has), part.language)}`);
  for (const key of keys) key.catch(() => undefined);

  const partDone = async (part: SearchIndexPart, at: number): Promise<boolean> => {
    if (entries === undefined) return (made[at] as Promise<SearchIndexTotals>).then(() => false);
    const key = await (keys[at] as Promise<string>);
    const payload = await entries.read(namespace, key);
    const cached = payload === undefined ? undefined : unpackFiles<SearchIndexTotals>(payload);
    if (cached !== undefined) {
      stops[at]?.abort();
      await made[at]?.catch(() => undefined);
      await rm(join(siteDir, partFolder(part)), { recursive: true, force: true });
      await restorePart(siteDir, part, cached.files, previousIndex);
      return true;
    }
    const totals = await (made[at] as Promise<SearchIndexTotals>);
    const folder = join(siteDir, partFolder(part));
    const names = (await readdir(folder, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => pathUnder(folder, join(entry.parentPath, entry.name)))
      .sort();
    const files = await Promise.all(names.map(async (name) => [name, await readFile(join(folder, name))] as const));
    await entries.write(namespace, key, packFiles(totals, files));
    return false;
  };

  const indexed = (async (): Promise<IndexedSite> => {
    // The first part to fail stops the others (whose failure is then that they were stopped); each is waited for,
    // so that nothing writes into the site once this rejects.
    let failure: { reason: unknown } | undefined;
    const done = parts.map((part, at) =>
      partDone(part, at).catch((reason: unknown) => {
        failure ??= { reason };
        for (const stop of stops) stop.abort();
        throw reason;
      }),
    );
    const settled = await Promise.allSettled(done);
    if (failure !== undefined) {
      await Promise.all(made.map((run) => run.catch(() => undefined)));
      throw failure.reason;
    }
    const totals = await mergeSearchIndexParts(siteDir, parts.map(partFolder), searchIndexFolder);
    await rm(join(siteDir, searchIndexPartsFolder), { recursive: true, force: true });
    return { ...totals, reused: parts.filter((_, at) => settled[at]?.status === 'fulfilled' && settled[at].value).map((part) => part.language) };
  })();
  return { pagesRead: Promise.all(keys).catch(() => undefined), indexed };
}
