import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { mergedIndexesFile } from '../../core/site/merged-search-indexes.ts';
import { searchIndexesApart, searchShards, type SearchIndexApart } from '../../core/site/search-indexes.ts';
import { linkOrWrite } from '../shared/linked-files.ts';
import { vocabularyRecord, type VocabularyRecord } from './search-vocabulary.ts';

/** Where the index is served: the search page loads /pagefind/pagefind.js (site/features/search/pagefind-client.ts). */
export const searchIndexFolder = 'pagefind';

/** Pagefind's ready-made interfaces, which the site does not use (its search page is its own island). */
const unusedInterfaceFiles = /^pagefind-(?:ui|modular-ui|component-ui|highlight)\.(?:js|css)$/;

/** The index's entry file: which languages it has, and each language's files (by their hash). */
const entryFileName = 'pagefind-entry.json';

export interface SearchIndexTotals {
  /** Pages indexed, every language together. */
  pages: number;
  /** The languages indexed (Pagefind splits the index by each page's `<html lang>`). */
  languages: string[];
  files: number;
  /** What the index folder holds, as shipped (the index files are compressed by Pagefind itself). */
  bytes: number;
}

/**
 * The pages of one language in one of the site's indexes (core/site/search-indexes.ts), indexed apart from the
 * others' (docs/decisions/search-index-per-language.md): the default language's are every page but those under
 * another language's folder, another language's are its folder's; a kind indexed apart has its item pages'.
 */
export interface SearchIndexPart {
  language: string;
  /** The kind whose index the part is in; undefined for the site's own pages. */
  apart?: string;
  /** Pagefind's glob of the part's pages, from the site folder. */
  glob: string;
  /** Whether the page at `sitePath` (forward slashes, from the site folder) is one of the part's. */
  has(sitePath: string): boolean;
}

/** A part's name in the cache and in the build's report: its language, after its kind's name if indexed apart. */
export function searchPartName(part: Pick<SearchIndexPart, 'language' | 'apart'>): string {
  return part.apart === undefined ? part.language : `${part.apart}-${part.language}`;
}

function failure(step: string, errors: readonly string[]): Error {
  return new Error(
    `The site search index could not be built (Pagefind, ${step}, cli/build/search-index.ts): ${errors.join('; ')}. ` +
      'Run the build again with --verbose; if Pagefind itself fails, reinstall it (npm ci) for this platform.',
  );
}

/** A glob that matches any of `globs`. */
function anyOf(globs: readonly string[]): string {
  return globs.length === 1 ? (globs[0] as string) : `{${globs.join(',')}}`;
}

/**
 * The not-found page's folder in each language's: the prerender writes the page there, finish moves it to
 * `404.html`. The index is made before (docs/search.md): the page is left out, as Pagefind would leave it (it has
 * no `data-pagefind-body`).
 */
const notFoundFolder = '404';

/** The folders, in each language's, of the kinds indexed apart: their item pages are their index's. */
const apartFolders = new Set(searchIndexesApart.map((index) => index.folder));

/**
 * Pagefind's globs of the pages under `folder` of the site ('' for its root), each entry's but the `skipped`; of
 * a folder indexed apart, only the pages directly in it (its list), not its items'.
 */
function folderGlobs(siteDir: string, folder: string, skipped: (name: string) => boolean): string[] {
  const globs: string[] = [];
  for (const entry of readdirSync(join(siteDir, folder), { withFileTypes: true })) {
    if (skipped(entry.name) || !(entry.isDirectory() || entry.name.endsWith('.html'))) continue;
    // Every name in a language's folder is the product's (a section, assets/, data/) or a validated slug.
    if (!/^[\w.-]+$/.test(entry.name)) throw new Error(`cli/build/search-index.ts: "${entry.name}" in the site cannot be part of a Pagefind glob`);
    const path = folder === '' ? entry.name : `${folder}/${entry.name}`;
    if (!entry.isDirectory()) globs.push(path);
    else globs.push(apartFolders.has(entry.name) ? `${path}/*.html` : `${path}/**/*.html`);
  }
  return globs.sort();
}

/** The folder of a kind indexed apart a page is an item page of, by its path in its language's folder. */
function itemFolderOf(inLanguage: string): string | undefined {
  const segments = inLanguage.split('/');
  return segments.length > 2 && apartFolders.has(segments[0] as string) ? segments[0] : undefined;
}

/** An index of a kind kept apart, in one language: its name, the glob of its pages and which item folders it holds. */
interface ShardPages {
  name: string;
  glob: string;
  holds(folder: string): boolean;
}

/**
 * The indexes of a kind kept apart whose item folders, in `path`, are `folders`: one per group of its items its
 * build gives (core/site/search-indexes.ts), each the pages of its items' folders; a folder in no group (a moved
 * work's redirect) is the last index's. Without groups, or with one, every item page is one index's, as one glob.
 */
function shardPages(index: SearchIndexApart, path: string, folders: readonly string[], groups: readonly (readonly string[])[] | undefined): ShardPages[] {
  const shards = searchShards(index.name, groups ?? []);
  if (shards.length <= 1) return [{ name: index.name, glob: `${path}/*/**/*.html`, holds: () => true }];
  const shardAt = new Map(shards.flatMap((shard, at) => shard.keys.map((key) => [key, at] as const)));
  const shardOf = (folder: string) => shardAt.get(folder) ?? shards.length - 1;
  return shards.flatMap((shard, at) => {
    const own = folders.filter((folder) => shardOf(folder) === at);
    return own.length === 0 ? [] : [{ name: shard.name, glob: `${path}/${anyOf(own)}/**/*.html`, holds: (folder: string) => shardOf(folder) === at }];
  });
}

/**
 * The site's pages by language, the default language first, then each kind indexed apart by language, in an index
 * per group of its items where its build gives `groups` (by kind: the papers' older works and newest two years'); a
 * language or a kind with no page at all has no part.
 */
export function searchIndexParts(
  siteDir: string,
  languages: readonly string[],
  defaultLanguage: string,
  groups: Readonly<Record<string, readonly (readonly string[])[]>> = {},
): SearchIndexPart[] {
  const others = languages.filter((language) => language !== defaultLanguage);
  const site: SearchIndexPart[] = [];
  const apart: SearchIndexPart[] = [];
  for (const language of [defaultLanguage, ...others]) {
    const folder = language === defaultLanguage ? '' : language;
    if (folder !== '' && !existsSync(join(siteDir, folder))) continue;
    // The default language's pages are every page but those under another language's folder.
    const skipped = (name: string) => name === notFoundFolder || (folder === '' && (others.includes(name) || name === searchIndexFolder));
    // Null for a page of another language; undefined for one of the site's index, else its kind's folder.
    const itemsFolderAt = (sitePath: string): string | undefined | null => {
      const inFolder = folder === '' ? sitePath : sitePath.startsWith(`${folder}/`) ? sitePath.slice(folder.length + 1) : undefined;
      return inFolder === undefined || skipped(inFolder.split('/')[0] as string) ? null : itemFolderOf(inFolder);
    };
    const globs = folderGlobs(siteDir, folder, skipped);
    if (globs.length > 0) {
      site.push({ language, glob: anyOf(globs), has: (sitePath) => itemsFolderAt(sitePath) === undefined });
    }
    for (const index of searchIndexesApart) {
      const itemsFolder = join(siteDir, folder, index.folder);
      const itemFolders = existsSync(itemsFolder) ? readdirSync(itemsFolder, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name) : [];
      if (itemFolders.length === 0) continue;
      for (const name of itemFolders) if (!/^[\w.-]+$/.test(name)) throw new Error(`cli/build/search-index.ts: "${name}" in the site cannot be part of a Pagefind glob`);
      const path = folder === '' ? index.folder : `${folder}/${index.folder}`;
      for (const shard of shardPages(index, path, itemFolders.sort(), groups[index.name])) {
        // The item's folder: the segment after the kind's, in the language's folder.
        const has = (sitePath: string) => itemsFolderAt(sitePath) === index.folder && shard.holds(sitePath.split('/')[folder === '' ? 1 : 2] as string);
        apart.push({ language, apart: shard.name, glob: shard.glob, has });
      }
    }
  }
  return [...site, ...apart];
}

const pagefindModule = import.meta.resolve('pagefind');

/**
 * Pagefind's options for every index of the site (the build's and the dev server's): it reads each page from its
 * `<main>`, where every page keeps what the index takes (`data-pagefind-body` and its meta, docs/search.md), and
 * skips the head, which holds a paper's 250 citation and JSON-LD elements. The index is the same bytes; Pagefind
 * took 1.9 s of CPU for the 1,000 papers of a language where it took 2.2 s (docs/performance.md).
 */
export const pagefindIndexOptions = { rootSelector: 'main' } as const;

/**
 * Pagefind's Node API for `part`: a module instance of its own, whose Pagefind process indexes beside the other
 * parts' and is closed (stopped) without stopping theirs. The API keeps one process per module instance.
 */
async function pagefindFor(part: string): Promise<typeof import('pagefind')> {
  return (await import(`${pagefindModule}?part=${encodeURIComponent(part)}`)) as typeof import('pagefind');
}

interface EntryFile {
  languages: Record<string, { page_count: number }>;
}

/** A file of the index by its path in the index folder (forward slashes), with its bytes. */
export type SearchIndexFile = readonly [string, Buffer];

/** A part's index as Pagefind made it: its files, by name, and its pages and languages. */
export interface IndexedPart {
  totals: SearchIndexTotals;
  files: SearchIndexFile[];
}

function entryOf(files: readonly SearchIndexFile[]): EntryFile & Record<string, unknown> {
  const entry = files.find(([name]) => name === entryFileName)?.[1];
  if (entry === undefined) throw new Error(`cli/build/search-index.ts: Pagefind's index has no ${entryFileName}`);
  return JSON.parse(entry.toString('utf8')) as EntryFile & Record<string, unknown>;
}

function totalsOf(languages: EntryFile['languages'], files: readonly SearchIndexFile[]): SearchIndexTotals {
  const pages = Object.values(languages).reduce((total, language) => total + language.page_count, 0);
  return { pages, languages: Object.keys(languages), files: files.length, bytes: files.reduce((total, [, bytes]) => total + bytes.length, 0) };
}

/**
 * Indexes the pages of `part` in the built site `siteDir` (the staging folder). Only the pages whose `<main>`
 * carries `data-pagefind-body` are indexed (docs/search.md). Pagefind gives its files to the build instead of
 * writing them (`getFiles`): most are the last output's, which `writeSearchIndex` links, and a file Pagefind creates
 * costs it 0.3–0.7 ms on the 2-core machine (writing a language's 1,066 files took 1.14–1.60 s, giving them
 * 0.89–0.93 s). `signal` stops Pagefind (its process is closed). The site's part of a language also holds the
 * `vocabulary` of each index kept apart in it, once known (core/site/merged-search-indexes.ts).
 */
export async function indexSearchPart(
  siteDir: string,
  part: SearchIndexPart,
  signal?: AbortSignal,
  vocabulary?: Promise<readonly VocabularyRecord[]>,
): Promise<IndexedPart> {
  const pagefind = await pagefindFor(searchPartName(part));
  const stop = () => void pagefind.close();
  signal?.addEventListener('abort', stop, { once: true });
  try {
    signal?.throwIfAborted();
    const { index, errors } = await pagefind.createIndex(pagefindIndexOptions);
    if (index === undefined || errors.length > 0) throw failure('createIndex', errors);
    const added = await index.addDirectory({ path: siteDir, glob: part.glob });
    if (added.errors.length > 0) throw failure(`addDirectory ${siteDir} ${part.glob}`, added.errors);
    // After the pages, always: the index's bytes depend on the order things are added in.
    for (const record of (await vocabulary) ?? []) {
      signal?.throwIfAborted();
      const recorded = await index.addCustomRecord(vocabularyRecord(record));
      if (recorded.errors.length > 0) throw failure(`addCustomRecord (the words of ${record.apart})`, recorded.errors);
    }
    signal?.throwIfAborted();
    const got = await index.getFiles();
    if (got.errors.length > 0) throw failure('getFiles', got.errors);
    signal?.throwIfAborted();
    const files = got.files
      .filter(({ path }) => !unusedInterfaceFiles.test(path))
      .map(({ path, content }): SearchIndexFile => [path, Buffer.from(content.buffer, content.byteOffset, content.byteLength)])
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    // addDirectory counts every HTML file it read; the entry file, the pages it kept (those marked for the index).
    return { totals: totalsOf(entryOf(files).languages, files), files };
  } finally {
    signal?.removeEventListener('abort', stop);
    // Pagefind runs as a child process; the build must not wait on it.
    await pagefind.close();
  }
}

/** The index files of a part, as the browser merges them: the entry, the meta file and the chunks, not the scripts. */
const isIndexFile = (name: string) => name === entryFileName || name.endsWith('.pf_meta') || name.includes('/');

/** One index's parts (a part per language) put together: every part's own files, and an entry naming every language. */
function joinedIndex(parts: readonly (readonly SearchIndexFile[])[]): { files: Map<string, Buffer>; languages: EntryFile['languages'] } {
  const languages: EntryFile['languages'] = {};
  const files = new Map<string, Buffer>();
  let entry: (EntryFile & Record<string, unknown>) | undefined;
  for (const part of parts) {
    const partEntry = entryOf(part);
    for (const [language, about] of Object.entries(partEntry.languages)) {
      if (languages[language] !== undefined) throw new Error(`cli/build/search-index.ts: two parts of the search index have pages in "${language}"`);
      languages[language] = about;
    }
    entry ??= partEntry;
    // Pagefind's scripts and its WebAssembly for pages of no language are the same in every part: kept once.
    for (const [name, bytes] of part) if (name !== entryFileName) files.set(name, bytes);
  }
  const sorted: EntryFile['languages'] = Object.fromEntries(Object.entries(languages).sort(([a], [b]) => (a < b ? -1 : 1)));
  files.set(entryFileName, Buffer.from(JSON.stringify({ ...(entry ?? { version: '' }), languages: sorted })));
  return { files, languages: sorted };
}

/**
 * The site's search index as it is served, by each file's path in its folder: each index's parts put together
 * (joinedIndex), as Pagefind writes an index for pages of several languages; the first index (the site's pages,
 * else the first kind indexed apart) with Pagefind's scripts, each other in a folder of its own named by its kind,
 * with only its index files (the browser runs them with the first's script), and the file naming those folders
 * (core/site/search-indexes.ts); the pages counted are the pages, not the site's records of the other indexes' words. Two parts of one index with the same language (a page whose `<html lang>` is
 * another part's) would make an index the browser cannot read: that stops the build.
 */
export function searchIndexLayout(parts: readonly { apart?: string; files: readonly SearchIndexFile[] }[]): { files: Map<string, Buffer>; totals: SearchIndexTotals } {
  const indexes = new Map<string | undefined, (readonly SearchIndexFile[])[]>();
  for (const part of [...parts].sort((a, b) => Number(a.apart !== undefined) - Number(b.apart !== undefined))) {
    indexes.set(part.apart, [...(indexes.get(part.apart) ?? []), part.files]);
  }
  const files = new Map<string, Buffer>();
  const merged: string[] = [];
  let pages = 0;
  const languages = new Set<string>();
  const siteLanguages = new Set<string>();
  for (const [at, [name, indexParts]] of [...indexes].entries()) {
    const index = joinedIndex(indexParts);
    const folder = at === 0 ? '' : `${name}/`;
    if (folder !== '') merged.push(folder);
    for (const [file, bytes] of index.files) if (folder === '' || isIndexFile(file)) files.set(`${folder}${file}`, bytes);
    for (const [language, about] of Object.entries(index.languages)) {
      languages.add(language);
      if (name === undefined) siteLanguages.add(language);
      // The site's index of a language holds a record of the words of each index kept apart in it: not a page.
      pages += about.page_count - (name !== undefined && siteLanguages.has(language) ? 1 : 0);
    }
  }
  files.set(mergedIndexesFile, Buffer.from(JSON.stringify(merged)));
  const bytes = [...files.values()].reduce((total, file) => total + file.length, 0);
  return { files, totals: { pages, languages: [...languages].sort(), files: files.size, bytes } };
}

/**
 * Writes the search index (searchIndexLayout) into `siteDir`/`into`. A file the last output's index
 * (`previousIndex`) has with the same bytes is linked from it (Pagefind names its index files by their content).
 */
export function writeSearchIndex(
  siteDir: string,
  parts: readonly { apart?: string; files: readonly SearchIndexFile[] }[],
  previousIndex?: string,
  into = searchIndexFolder,
): SearchIndexTotals {
  const target = join(siteDir, into);
  const { files, totals } = searchIndexLayout(parts);
  const folders = new Set<string>();
  for (const [name, bytes] of files) {
    const file = join(target, name);
    if (!folders.has(dirname(file))) mkdirSync(dirname(file), { recursive: true });
    folders.add(dirname(file));
    linkOrWrite(file, bytes, previousIndex === undefined ? undefined : join(previousIndex, name));
  }
  return totals;
}
