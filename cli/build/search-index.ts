import { readFile, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import * as pagefind from 'pagefind';

/** Where the index is served: the search page loads /pagefind/pagefind.js (site/features/search/pagefind-client.ts). */
export const searchIndexFolder = 'pagefind';

/** Pagefind's ready-made interfaces, which the site does not use (its search page is its own island). */
const unusedInterfaceFiles = /^pagefind-(?:ui|modular-ui|component-ui|highlight)\.(?:js|css)$/;

export interface SearchIndexTotals {
  /** Pages indexed, every language together. */
  pages: number;
  /** The languages indexed (Pagefind splits the index by each page's `<html lang>`). */
  languages: string[];
  files: number;
  /** What the index folder holds, as shipped (the index files are compressed by Pagefind itself). */
  bytes: number;
}

function failure(step: string, errors: readonly string[]): Error {
  return new Error(
    `The site search index could not be built (Pagefind, ${step}, cli/build/search-index.ts): ${errors.join('; ')}. ` +
      'Run the build again with --verbose; if Pagefind itself fails, reinstall it (npm ci) for this platform.',
  );
}

async function folderTotals(dir: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return { files, bytes };
}

/**
 * Indexes the built site in `siteDir` (the staging folder: a failure leaves the last good site as it was) into
 * `siteDir`/`folder` (pagefind/ unless the build decides later where it goes: cached-search-index.ts). Only the
 * pages whose `<main>` carries `data-pagefind-body` are indexed (docs/search.md); Pagefind makes one index per
 * language from each page's `<html lang>`. `signal` stops Pagefind (its process is closed) before it writes.
 */
export async function writeSearchIndex(siteDir: string, folder = searchIndexFolder, signal?: AbortSignal): Promise<SearchIndexTotals> {
  const stop = () => void pagefind.close();
  signal?.addEventListener('abort', stop, { once: true });
  try {
    signal?.throwIfAborted();
    const { index, errors } = await pagefind.createIndex({});
    if (index === undefined || errors.length > 0) throw failure('createIndex', errors);
    const added = await index.addDirectory({ path: siteDir, glob: '**/*.html' });
    if (added.errors.length > 0) throw failure(`addDirectory ${siteDir}`, added.errors);
    signal?.throwIfAborted();
    const outputPath = join(siteDir, folder);
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length > 0) throw failure(`writeFiles ${outputPath}`, written.errors);
    for (const file of await readdir(outputPath)) {
      if (unusedInterfaceFiles.test(file)) await rm(join(outputPath, file));
    }
    // addDirectory counts every HTML file it read; the entry file, the pages it kept (those marked for the index).
    const entry = JSON.parse(await readFile(join(outputPath, 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, { page_count: number }> };
    const languages = Object.keys(entry.languages);
    const pages = Object.values(entry.languages).reduce((total, language) => total + language.page_count, 0);
    return { pages, languages, ...(await folderTotals(outputPath)) };
  } finally {
    signal?.removeEventListener('abort', stop);
    // Pagefind runs as a child process; the build must not wait on it.
    await pagefind.close();
  }
}
