import type { DataStore } from '../../shared/data/data-store.ts';

/** One page's data: in the prerender, every data file the build wrote; in `portfolio dev`, what it fetched. */
export interface PageRecord {
  store: DataStore;
}

let current: PageRecord | null = null;

/** Pages are prerendered one at a time (concurrency 1), each with a fresh record. */
export function setPrerenderRecord(record: PageRecord): void {
  current = record;
}

export function getPrerenderRecord(): PageRecord {
  if (!current) throw new Error('No data store: the prerender did not start a page render');
  return current;
}
