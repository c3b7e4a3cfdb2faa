import type { DataStore } from '../../shared/data/data-store.ts';
import type { IntlMemo } from '../../shared/i18n/intl-memo.ts';

/** What one page's prerender records: the data it read and the numbers and dates it formatted. */
export interface PrerenderRecord {
  store: DataStore;
  intl: IntlMemo;
}

let current: PrerenderRecord | null = null;

/** Pages are prerendered one at a time (concurrency 1), each with a fresh record. */
export function setPrerenderRecord(record: PrerenderRecord): void {
  current = record;
}

export function getPrerenderRecord(): PrerenderRecord {
  if (!current) throw new Error('No data store: the prerender did not start a page render');
  return current;
}
