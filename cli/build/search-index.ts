import { mkdirSync, readdirSync, renameSync, statSync } from 'node:fs';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';

/** Where the index is served: the search page loads /pagefind/pagefind.js (site/features/search/pagefind-client.ts). */
export const searchIndexFolder = 'pagefind';

/** Where each language's index is written (`<folder>/<language>/`) before the languages are put together. */
export const searchIndexPartsFolder = 'pagefind.parts';

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

/** The site's pages by language, the default language first; a language with no page at all has no part. */
export async function searchIndexParts(siteDir: string, languages: readonly string[], defaultLanguage: string): Promise<SearchIndexPart[]> {
  const others = languages.filter((language) => language !== defaultLanguage);
  const ownFolders = [searchIndexFolder, searchIndexPartsFolder];
  const isRootPage = (first: string) => !others.includes(first) && !ownFolders.includes(first);
  const rootGlobs: string[] = [];
  for (const entry of await readdir(siteDir, { withFileTypes: true })) {
    if (!isRootPage(entry.name) || !(entry.isDirectory() || entry.name.endsWith('.html'))) continue;
    // Every name at the site's root is the product's (a section, assets/, data/) or a validated slug.
    if (!/^[\w.-]+$/.test(entry.name)) throw new Error(`cli/build/search-index.ts: "${entry.name}" at the site's root cannot be part of a Pagefind glob`);
    rootGlobs.push(entry.isDirectory() ? `${entry.name}/**/*.html` : entry.name);
  }
  const root: SearchIndexPart = { language: defaultLanguage, glob: anyOf(rootGlobs.sort()), has: (sitePath) => isRootPage(sitePath.split('/')[0] as string) };
  const present = new Set(await readdir(siteDir));
  return [
    ...(rootGlobs.length > 0 ? [root] : []),
    ...others.filter((language) => present.has(language)).map((language) => ({ language, glob: `${language}/**/*.html`, has: (sitePath: string) => sitePath.startsWith(`${language}/`) })),
  ];
}

/** The index's files and bytes; with synchronous calls (2,100 files one after the other for 1,000 works). */
function folderTotals(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += statSync(join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
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

/**
 * Indexes the pages of `part` in the built site `siteDir` (the staging folder: a failure leaves the last good site
 * as it was) into `siteDir`/`folder`. Only the pages whose `<main>` carries `data-pagefind-body` are indexed
 * (docs/search.md). `signal` stops Pagefind (its process is closed) before it writes.
 */
export async function writeSearchIndexPart(siteDir: string, part: SearchIndexPart, folder: string, signal?: AbortSignal): Promise<SearchIndexTotals> {
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
    const outputPath = join(siteDir, folder);
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length > 0) throw failure(`writeFiles ${outputPath}`, written.errors);
    for (const file of await readdir(outputPath)) {
      if (unusedInterfaceFiles.test(file)) await rm(join(outputPath, file));
    }
    // addDirectory counts every HTML file it read; the entry file, the pages it kept (those marked for the index).
    const entry = JSON.parse(await readFile(join(outputPath, entryFileName), 'utf8')) as EntryFile;
    const languages = Object.keys(entry.languages);
    const pages = Object.values(entry.languages).reduce((total, language) => total + language.page_count, 0);
    return { pages, languages, ...folderTotals(outputPath) };
  } finally {
    signal?.removeEventListener('abort', stop);
    // Pagefind runs as a child process; the build must not wait on it.
    await pagefind.close();
  }
}

/**
 * Puts the parts' indexes (each in `siteDir`/`folders[i]`) together in `siteDir`/`into`: every part's own files,
 * Pagefind's scripts once (each part has the same), and one entry file naming every language, as Pagefind writes it
 * for the whole site. Two parts with the same language (a page whose `<html lang>` is another part's) would make
 * an index the browser cannot read: that stops the build.
 */
export async function mergeSearchIndexParts(siteDir: string, folders: readonly string[], into = searchIndexFolder): Promise<SearchIndexTotals> {
  const target = join(siteDir, into);
  let entry: (EntryFile & Record<string, unknown>) | undefined;
  const languages: EntryFile['languages'] = {};
  for (const folder of folders) {
    const dir = join(siteDir, folder);
    const part = JSON.parse(await readFile(join(dir, entryFileName), 'utf8')) as EntryFile & Record<string, unknown>;
    for (const [language, about] of Object.entries(part.languages)) {
      if (languages[language] !== undefined) throw new Error(`cli/build/search-index.ts: two parts of the search index have pages in "${language}"`);
      languages[language] = about;
    }
    entry ??= part;
    // Synchronous calls: a part's 1,000 files one after the other.
    const folders = new Set<string>();
    for (const file of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!file.isFile() || (file.name === entryFileName && file.parentPath === dir)) continue;
      const from = join(file.parentPath, file.name);
      const to = join(target, relative(dir, from));
      if (!folders.has(dirname(to))) mkdirSync(dirname(to), { recursive: true });
      folders.add(dirname(to));
      // Pagefind's scripts and its WebAssembly for pages of no language are the same in every part: kept once.
      renameSync(from, to);
    }
  }
  await mkdir(target, { recursive: true });
  const sorted = Object.fromEntries(Object.keys(languages).sort().map((language) => [language, languages[language]]));
  await writeFile(join(target, entryFileName), JSON.stringify({ ...(entry ?? { version: '' }), languages: sorted }));
  const pages = Object.values(languages).reduce((total, language) => total + language.page_count, 0);
  return { pages, languages: Object.keys(sorted), ...folderTotals(target) };
}
