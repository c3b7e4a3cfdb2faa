import type { PagefindResultData } from './search-hits.ts';

/** The part of Pagefind's browser API (/pagefind/pagefind.js, written by the build) the search uses. */
export interface Pagefind {
  options(options: { excerptLength?: number }): Promise<void>;
  init(): Promise<void>;
  search(term: string): Promise<PagefindSearch>;
  /** Resolves to null when a later call superseded this one within the delay. */
  debouncedSearch(term: string, options?: object, delayMs?: number): Promise<PagefindSearch | null>;
}

interface PagefindSearch {
  results: PagefindResult[];
}

export interface PagefindResult {
  id: string;
  data(): Promise<PagefindResultData>;
}

/** Written by `portfolio build` (cli/build/search-index.ts); not part of the bundle, so never loaded with a page. */
const pagefindScript = '/pagefind/pagefind.js';

let loading: Promise<Pagefind> | undefined;

/**
 * Pagefind's script, once per page, when the visitor first uses the search (focus, typing, or a `?q=` to answer):
 * it picks the index of the page's `<html lang>` and loads only the parts of it a query needs. A failure (offline
 * before the index was cached, `portfolio dev`, which has none) is forgotten, so the next use tries again.
 */
export function loadPagefind(): Promise<Pagefind> {
  if (loading === undefined) {
    const started = (import(/* @vite-ignore */ pagefindScript) as Promise<Pagefind>).then(async (pagefind) => {
      await pagefind.options({ excerptLength: 24 });
      await pagefind.init();
      return pagefind;
    });
    started.catch(() => {
      if (loading === started) loading = undefined;
    });
    loading = started;
  }
  return loading;
}
