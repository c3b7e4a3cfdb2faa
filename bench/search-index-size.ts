import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { mergedIndexesFile, mergedIndexFolders } from '../core/site/merged-search-indexes.ts';

/** What the built site's search index (dist/pagefind/, docs/search.md) holds: pages per language and bytes shipped. */
async function searchIndexSize(outDir: string): Promise<{ pagesByLanguage: Record<string, number>; bytes: number; files: number }> {
  const folder = join(outDir, 'pagefind');
  const pagesByLanguage: Record<string, number> = {};
  // The site's index, and those kept apart (the papers') that the browser merges with it.
  const merged = mergedIndexFolders(JSON.parse(await readFile(join(folder, mergedIndexesFile), 'utf8')));
  for (const index of ['', ...merged]) {
    const entry = JSON.parse(await readFile(join(folder, index, 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, { page_count: number }> };
    for (const [language, { page_count }] of Object.entries(entry.languages)) pagesByLanguage[language] = (pagesByLanguage[language] ?? 0) + page_count;
  }
  let bytes = 0;
  let files = 0;
  // The host's .br/.gz copies aside: Pagefind's index files are compressed already.
  for (const file of (await readdir(folder, { recursive: true })).filter((name) => !/\.(br|gz)$/.test(name))) {
    const info = await stat(join(folder, file));
    if (!info.isFile()) continue;
    bytes += info.size;
    files += 1;
  }
  return { pagesByLanguage, bytes, files };
}

export async function searchIndexLine(outDir: string): Promise<string> {
  const { pagesByLanguage, bytes, files } = await searchIndexSize(outDir);
  const pages = Object.entries(pagesByLanguage).map(([language, count]) => `${count} ${language}`).join(', ');
  return `${(bytes / 1e6).toFixed(2)} MB in ${files} files, pages indexed: ${pages}`;
}
