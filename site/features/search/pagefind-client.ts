import { indexFilter, mergedIndexesFile, mergedIndexFolders, siteIndexName, vocabularyFilter } from '../../../core/site/merged-search-indexes.ts';
import type { PagefindResultData } from './search-hits.ts';

type Filters = Record<string, unknown>;

/** The part of Pagefind's browser API (/pagefind/pagefind.js, written by the build) the search uses. */
interface Pagefind {
  options(options: { excerptLength?: number; mergeFilter?: Filters }): Promise<void>;
  init(): Promise<void>;
  /** Adds the index at `path` (a folder) to the searches, with the options given. */
  mergeIndex(path: string, options?: { excerptLength?: number; mergeFilter?: Filters }): Promise<void>;
  search(term: string, options?: { filters?: Filters }): Promise<{ results: PagefindResult[] }>;
  preload(term: string): Promise<void>;
}

export interface PagefindResult {
  id: string;
  data(): Promise<PagefindResultData>;
}

/** The site's search: every index, each page found once, best first. */
export interface SiteSearch {
  search(term: string): Promise<PagefindResult[]>;
  /** Fetches what a search of `term` will need (while the visitor is still typing). */
  preload(term: string): void;
}

/** Written by `portfolio build` (cli/build/search-index.ts); not part of the bundle, so never loaded with a page. */
const searchIndexFolder = '/pagefind/';
const pagefindScript = `${searchIndexFolder}pagefind.js`;
const excerptLength = 24;

/** The folders of the indexes the search merges with the first (core/site/search-indexes.ts: the papers'). */
async function mergedIndexes(): Promise<string[]> {
  const response = await fetch(`${searchIndexFolder}${mergedIndexesFile}`);
  if (!response.ok) throw new Error(`${searchIndexFolder}${mergedIndexesFile}: HTTP ${response.status}`);
  return mergedIndexFolders(await response.json());
}

/**
 * A search of every index: the site's own pages, and an index kept apart only when it has every word searched for
 * (its record of words in the site's index says so), since Pagefind would otherwise answer a word an index lacks
 * with pages holding the start of it (core/site/merged-search-indexes.ts). Each index's pages carry its name as a
 * filter; the records of words are never results.
 */
function siteSearch(pagefind: Pagefind, apart: readonly string[]): SiteSearch {
  return {
    preload: (term) => void pagefind.preload(term).catch(() => undefined),
    async search(term) {
      if (apart.length === 0) return (await pagefind.search(term)).results;
      const holding = await Promise.all(apart.map(async (name) => (await pagefind.search(term, { filters: { [vocabularyFilter]: name } })).results.length > 0));
      const indexes = [siteIndexName, ...apart.filter((_, at) => holding[at])];
      const filters = { any: indexes.map((name) => ({ [indexFilter]: name })), not: { any: apart.map((name) => ({ [vocabularyFilter]: name })) } };
      return (await pagefind.search(term, { filters })).results;
    },
  };
}

let loading: Promise<SiteSearch> | undefined;

/**
 * Pagefind's script, once per page, when the visitor first uses the search (focus, typing, or a `?q=` to answer):
 * it picks the index of the page's `<html lang>`, merges the indexes kept apart (each with the first's
 * WebAssembly: nothing more to download but their own index files) and loads only the parts of them a query needs.
 * A failure (offline before the index was cached, a dev server that cannot index) is forgotten, so the next use
 * tries again.
 */
export function loadPagefind(): Promise<SiteSearch> {
  if (loading === undefined) {
    const started = Promise.all([import(/* @vite-ignore */ pagefindScript) as Promise<Pagefind>, mergedIndexes()]).then(async ([pagefind, folders]) => {
      await pagefind.options({ excerptLength, mergeFilter: { [indexFilter]: siteIndexName } });
      const apart = folders.map((folder) => folder.slice(0, -1));
      await Promise.all([
        pagefind.init(),
        ...apart.map((name) => pagefind.mergeIndex(`${searchIndexFolder}${name}/`, { excerptLength, mergeFilter: { [indexFilter]: name } })),
      ]);
      return siteSearch(pagefind, apart);
    });
    started.catch(() => {
      if (loading === started) loading = undefined;
    });
    loading = started;
  }
  return loading;
}
