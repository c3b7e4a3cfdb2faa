/**
 * The file beside Pagefind's script that names the indexes (core/site/search-indexes.ts) the browser merges with
 * the one it loads, by their folders: `["publications/"]`, or `[]`.
 */
export const mergedIndexesFile = 'indexes.json';

/** The folders a merged-indexes file names; anything but a list of index folders is refused. */
export function mergedIndexFolders(file: unknown): string[] {
  const folders = Array.isArray(file) ? file : undefined;
  if (folders === undefined || !folders.every((folder) => typeof folder === 'string' && /^[a-z0-9-]+\/$/.test(folder))) {
    throw new Error(`/pagefind/${mergedIndexesFile} is not a list of index folders`);
  }
  return folders as string[];
}

/**
 * Pagefind answers a word that no page of an index starts with by the index's longest word that starts it (its
 * "inverse prefix"): merged as they are, an index without the word would add pages that do not hold it. So the site's
 * index holds, for each index kept apart, one record of that index's words, marked with this filter (its value, the
 * index's name): a search of the record says whether the index has the words, and the record is never a result.
 */
export const vocabularyFilter = 'vocabulary';
/** Each index's pages carry this filter (Pagefind's `mergeFilter`): the site's own index is `siteIndexName`. */
export const indexFilter = 'index';
export const siteIndexName = 'site';
