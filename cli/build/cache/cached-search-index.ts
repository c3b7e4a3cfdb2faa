import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { searchIndexFolder, searchPartName, writeSearchIndex, type IndexedPart, type SearchIndexPart, type SearchIndexTotals } from '../search-index.ts';
import type { CacheEntries } from './cache-entries.ts';
import { packFiles, unpackFiles } from './packed-files.ts';
import { indexVocabulary, type VocabularyRecord } from '../search-vocabulary.ts';
import { pathUnder } from '../../shared/files-under.ts';
import { searchedContent } from '../searched-content.ts';

const namespace = 'search-index';

/**
 * Every HTML file of the site, by its path in the site, in order. Read synchronously: Pagefind waits for it, and an
 * asynchronous read of the 2,100 folders took its turns among the compression's after a post edit.
 */
function htmlPages(siteDir: string): string[] {
  const entries = readdirSync(siteDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => pathUnder(siteDir, join(entry.parentPath, entry.name)))
    .sort();
}

/** A page's hash as a part's key holds it: of what Pagefind reads of it (searched-content.ts). */
function pageHash(file: string): string {
  return createHash('sha256').update(searchedContent(readFileSync(file, 'utf8'))).digest('hex');
}

/**
 * Each page's hash, by its path in the site: the last build's for a page that is the last output's very file
 * (`last`), which is not read again; the others' read, synchronously (finish waits for them, and one asynchronous
 * read after the other waited for the thread pool at each page). A refresh of 1,000 works read 100 MB of papers'
 * pages here where 14 of them had changed.
 */
function pageHashes(siteDir: string, pages: readonly string[], last: LastOutputPages | undefined, before: LastPart | undefined): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const page of pages) {
    const file = join(siteDir, page);
    const recorded = before?.pages?.[page];
    hashes[page] = recorded !== undefined && last?.samePage(page, file) ? recorded : pageHash(file);
  }
  return hashes;
}

/** The key of a part: its name, what else it holds (inputsOf), and each of its pages by path and hash, in order. */
function partKey(name: string, inputs: string, pages: readonly string[], hashes: Readonly<Record<string, string>>): string {
  const hash = createHash('sha256').update(`${name}\0${inputs}\0`);
  for (const page of pages) hash.update(`${page}\0${hashes[page]}\0`);
  return `${name}-${hash.digest('hex')}`;
}

export interface IndexedSite extends SearchIndexTotals {
  /** The parts that came from the cache, by name (searchPartName). */
  reused: string[];
}

/** Pagefind indexing the pages of `part`, then the `vocabulary` records; stopped when `signal` aborts. */
export type IndexPart = (siteDir: string, part: SearchIndexPart, signal: AbortSignal, vocabulary?: Promise<readonly VocabularyRecord[]>) => Promise<IndexedPart>;

/** The last output, whose pages a new one may share (cli/build/cache/previous-output.ts). */
export interface LastOutputPages {
  /** Whether `file`, the new output's page at `sitePath`, is the last output's very file, as its build wrote it. */
  samePage(sitePath: string, file: string): boolean;
}

/** A part's key in the last build, the hash of its pages' paths then, what else it held (inputsOf), and its pages' hashes. */
interface LastPart {
  key: string;
  paths: string;
  inputs: string;
  pages?: Record<string, string>;
}

/** A part's key in this build and its pages' hashes (pageHashes). */
interface PartKey {
  key: string;
  pages: Record<string, string>;
}

/** What the cache keeps of a part besides its files. */
interface CachedMeta {
  totals: SearchIndexTotals;
  /** The words of its pages, for a part kept apart (search-vocabulary.ts); empty for the site's. */
  vocabulary: string;
}

type MadePart = IndexedPart & { reused: boolean; vocabulary: string };

function pathsHash(pages: readonly string[]): string {
  return createHash('sha256').update(pages.join('\n')).digest('hex');
}

/** Each part's key in the last build into the output folder `outDir`: `<namespace>/last-<hash of the folder>`. */
function lastKeysEntry(outDir: string): string {
  return `last-${createHash('sha256').update(outDir).digest('hex')}`;
}

async function lastParts(entries: CacheEntries, outDir: string): Promise<Record<string, LastPart>> {
  const payload = await entries.read(namespace, lastKeysEntry(outDir));
  try {
    return payload === undefined ? {} : (JSON.parse(payload.toString('utf8')) as Record<string, LastPart>);
  } catch {
    return {};
  }
}

/**
 * The key of a part whose pages are all the last output's own files (linked, not written again: the same pages
 * as the last build's, none added or removed): its key in that build, known without reading a page. Undefined
 * when any page differs.
 */
function unchangedKey(part: SearchIndexPart, pages: readonly string[], siteDir: string, last: LastOutputPages | undefined, known: Record<string, LastPart>): LastPart | undefined {
  const before = known[searchPartName(part)];
  if (last === undefined || before === undefined || before.paths !== pathsHash(pages)) return undefined;
  return pages.every((page) => last.samePage(page, join(siteDir, page))) ? before : undefined;
}

/**
 * The site search's index (`pagefind/`), one part per language of each of its indexes (search-index.ts): each part
 * taken from the cache when nothing Pagefind reads of its pages changed since it was made (nor, for the site's, the words of the
 * parts kept apart it holds), else made by `index` (Pagefind, a process per part) and
 * kept; without a cache, always made. A part whose pages are all the last output's own (`last`) is known unchanged
 * at once, and its Pagefind never starts; another's Pagefind starts at once, beside the hashing of its pages, and
 * is stopped when the cache has the part. `pagesRead` settles once the pages are read (finish may change the
 * folder after it); `indexed` once the parts are done, or stopped, and put together. `outDir` is where the site
 * will be served from (the last output, when there is one: its index files that are unchanged are linked); `ready`
 * settles when the index may be written into `siteDir`.
 */
export function cachedSearchIndex(
  entries: CacheEntries | undefined,
  siteDir: string,
  parts: readonly SearchIndexPart[],
  index: IndexPart,
  output?: { outDir: string; last: LastOutputPages | undefined; ready?: Promise<unknown> },
): { pagesRead: Promise<unknown>; indexed: Promise<IndexedSite> } {
  const last = output?.last;
  const previousIndex = last && output && join(output.outDir, searchIndexFolder);
  const stops = parts.map(() => new AbortController());
  const made: (Promise<IndexedPart> | undefined)[] = parts.map(() => undefined);
  // The site's part of a language holds the words of each part kept apart in it (core/site/merged-search-indexes.ts).
  const apartOf = parts.map((part) => (part.apart !== undefined ? [] : parts.flatMap((other, at) => (other.apart !== undefined && other.language === part.language ? [at] : []))));
  const vocabularyFor = (at: number): Promise<VocabularyRecord[]> =>
    Promise.all((apartOf[at] as number[]).map(async (apart) => ({ apart: parts[apart]?.apart as string, language: parts[apart]?.language as string, words: (await partDone(apart)).vocabulary })));
  const start = (at: number): Promise<IndexedPart> => {
    if (made[at] === undefined) {
      const vocabulary = apartOf[at]?.length ? vocabularyFor(at) : undefined;
      // A part stopped before it reads the words does not wait for them: their failure is the other part's.
      vocabulary?.catch(() => undefined);
      made[at] = index(siteDir, parts[at] as SearchIndexPart, (stops[at] as AbortController).signal, vocabulary);
      made[at].catch(() => undefined);
    }
    return made[at];
  };
  const pages = Promise.resolve(entries === undefined ? undefined : htmlPages(siteDir));
  const known: Promise<Record<string, LastPart>> = entries === undefined || output === undefined ? Promise.resolve({}) : lastParts(entries, output.outDir);
  const pagesOf = parts.map(async (part) => ((await pages) ?? []).filter(part.has));
  // What a part holds besides its pages: the keys of the parts whose words it holds.
  const inputsOf = (at: number): Promise<string> => Promise.all((apartOf[at] as number[]).map(async (apart) => (await (keys[apart] as Promise<PartKey>)).key)).then((apartKeys) => apartKeys.join('\n'));
  const keys: Promise<PartKey>[] = parts.map(async (part, at) => {
    const partPages = await (pagesOf[at] as Promise<string[]>);
    const lastPart = (await known)[searchPartName(part)];
    const before = unchangedKey(part, partPages, siteDir, last, await known);
    if (before === undefined) start(at);
    const inputs = await inputsOf(at);
    if (before !== undefined && before.inputs === inputs && before.pages !== undefined) return { key: before.key, pages: before.pages };
    start(at);
    const hashes = pageHashes(siteDir, partPages, last, lastPart);
    return { key: partKey(searchPartName(part), inputs, partPages, hashes), pages: hashes };
  });
  for (const key of keys) key.catch(() => undefined);

  /** A part's index, whether it came from the cache, and the words of its pages (a part kept apart's). */
  const partMade = async (at: number): Promise<MadePart> => {
    const vocabularyOf = (part: IndexedPart) => (parts[at]?.apart === undefined ? '' : indexVocabulary(part.files));
    if (entries === undefined) {
      const part = await start(at);
      return { ...part, reused: false, vocabulary: vocabularyOf(part) };
    }
    const { key } = await (keys[at] as Promise<PartKey>);
    const payload = await entries.read(namespace, key);
    const cached = payload === undefined ? undefined : unpackFiles<CachedMeta>(payload);
    if (cached !== undefined) {
      stops[at]?.abort();
      await made[at]?.catch(() => undefined);
      return { totals: cached.meta.totals, files: cached.files, reused: true, vocabulary: cached.meta.vocabulary };
    }
    const part = await start(at);
    const vocabulary = vocabularyOf(part);
    await entries.write(namespace, key, packFiles({ totals: part.totals, vocabulary } satisfies CachedMeta, part.files));
    return { ...part, reused: false, vocabulary };
  };
  const done: (Promise<MadePart> | undefined)[] = parts.map(() => undefined);
  const partDone = (at: number): Promise<MadePart> => (done[at] ??= partMade(at));

  const indexed = (async (): Promise<IndexedSite> => {
    // The first part to fail stops the others (whose failure is then that they were stopped); each is waited for,
    // so that nothing writes into the site once this rejects.
    let failure: { reason: unknown } | undefined;
    const all = parts.map((_, at) =>
      partDone(at).catch((reason: unknown) => {
        failure ??= { reason };
        for (const stop of stops) stop.abort();
        throw reason;
      }),
    );
    const settled = await Promise.allSettled(all);
    if (failure !== undefined) {
      await Promise.all(made.map((run) => run?.catch(() => undefined)));
      throw failure.reason;
    }
    // Made while the site's folder is still read by others (the service worker's precache lists it): written after.
    await output?.ready;
    const indexedParts = settled.map((outcome) => (outcome as PromiseFulfilledResult<MadePart>).value);
    const totals = writeSearchIndex(siteDir, indexedParts.map(({ files }, at) => ({ apart: parts[at]?.apart, files })), previousIndex);
    if (entries !== undefined && output !== undefined) {
      const thisBuild = await Promise.all(
        parts.map(async (part, at): Promise<[string, LastPart]> => {
          const { key, pages: hashes } = await (keys[at] as Promise<PartKey>);
          return [searchPartName(part), { key, paths: pathsHash(await (pagesOf[at] as Promise<string[]>)), inputs: await inputsOf(at), pages: hashes }];
        }),
      );
      await entries.write(namespace, lastKeysEntry(output.outDir), Buffer.from(JSON.stringify(Object.fromEntries(thisBuild))));
    }
    return { ...totals, reused: parts.filter((_, at) => indexedParts[at]?.reused).map(searchPartName) };
  })();
  return { pagesRead: Promise.all(keys).catch(() => undefined), indexed };
}
