import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { linkOrWrite } from '../shared/linked-files.ts';

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
 * The pages of one language, indexed apart from the others' (docs/decisions/search-index-per-language.md): the
 * default language's are every page but those under another language's folder, another language's are its folder's.
 */
export interface SearchIndexPart {
  language: string;
  /** Pagefind's glob of the part's pages, from the site folder. */
  glob: string;
  /** Whether the page at `sitePath` (forward slashes, from the site folder) is one of the part's. */
  has(sitePath: string): boolean;
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

/** Pagefind's globs of the pages under `folder` of the site ('' for its root), each entry's but the `skipped`. */
function folderGlobs(siteDir: string, folder: string, skipped: (name: string) => boolean): string[] {
  const globs: string[] = [];
  for (const entry of readdirSync(join(siteDir, folder), { withFileTypes: true })) {
    if (skipped(entry.name) || !(entry.isDirectory() || entry.name.endsWith('.html'))) continue;
    // Every name in a language's folder is the product's (a section, assets/, data/) or a validated slug.
    if (!/^[\w.-]+$/.test(entry.name)) throw new Error(`cli/build/search-index.ts: "${entry.name}" in the site cannot be part of a Pagefind glob`);
    const path = folder === '' ? entry.name : `${folder}/${entry.name}`;
    globs.push(entry.isDirectory() ? `${path}/**/*.html` : path);
  }
  return globs.sort();
}

/** The site's pages by language, the default language first; a language with no page at all has no part. */
export async function searchIndexParts(siteDir: string, languages: readonly string[], defaultLanguage: string): Promise<SearchIndexPart[]> {
  const others = languages.filter((language) => language !== defaultLanguage);
  const parts: SearchIndexPart[] = [];
  for (const language of [defaultLanguage, ...others]) {
    const folder = language === defaultLanguage ? '' : language;
    if (folder !== '' && !existsSync(join(siteDir, folder))) continue;
    // The default language's pages are every page but those under another language's folder.
    const skipped = (name: string) => name === notFoundFolder || (folder === '' && (others.includes(name) || name === searchIndexFolder));
    const globs = folderGlobs(siteDir, folder, skipped);
    if (globs.length === 0) continue;
    const has = (sitePath: string) => {
      const inFolder = folder === '' ? sitePath : sitePath.startsWith(`${folder}/`) ? sitePath.slice(folder.length + 1) : undefined;
      return inFolder !== undefined && !skipped(inFolder.split('/')[0] as string);
    };
    parts.push({ language, glob: anyOf(globs), has });
  }
  return parts;
}

const pagefindModule = import.meta.resolve('pagefind');

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
 * 0.89–0.93 s). `signal` stops Pagefind (its process is closed).
 */
export async function indexSearchPart(siteDir: string, part: SearchIndexPart, signal?: AbortSignal): Promise<IndexedPart> {
  const pagefind = await pagefindFor(part.language);
  const stop = () => void pagefind.close();
  signal?.addEventListener('abort', stop, { once: true });
  try {
    signal?.throwIfAborted();
    const { index, errors } = await pagefind.createIndex({});
    if (index === undefined || errors.length > 0) throw failure('createIndex', errors);
    const added = await index.addDirectory({ path: siteDir, glob: part.glob });
    if (added.errors.length > 0) throw failure(`addDirectory ${siteDir} ${part.glob}`, added.errors);
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

/**
 * Writes the parts' indexes together into `siteDir`/`into`: every part's own files, Pagefind's scripts once (each
 * part has the same), and one entry file naming every language, as Pagefind writes it for the whole site. A file
 * the last output's index (`previousIndex`) has with the same bytes is linked from it (Pagefind names its index
 * files by their content). Two parts with the same language (a page whose `<html lang>` is another part's) would
 * make an index the browser cannot read: that stops the build.
 */
export function writeSearchIndex(siteDir: string, parts: readonly (readonly SearchIndexFile[])[], previousIndex?: string, into = searchIndexFolder): SearchIndexTotals {
  const target = join(siteDir, into);
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
  const folders = new Set<string>();
  for (const [name, bytes] of files) {
    const file = join(target, name);
    if (!folders.has(dirname(file))) mkdirSync(dirname(file), { recursive: true });
    folders.add(dirname(file));
    linkOrWrite(file, bytes, previousIndex === undefined ? undefined : join(previousIndex, name));
  }
  return totalsOf(sorted, [...files]);
}
