import type { DataStore } from '../../shared/data/data-store.ts';
import type { IntlMemo } from '../../shared/i18n/intl-memo.ts';

/**
 * One page's data and formats: in the prerender, what the page read and formatted (written into the page); in
 * the browser, what the page carries back in (read by hydration).
 */
export interface PageRecord {
  store: DataStore;
  intl: IntlMemo;
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
