import type { DataStore } from '../../shared/data/data-store.ts';

let prerenderStore: DataStore | null = null;

/** Pages are prerendered one at a time (concurrency 1), each with a fresh store that records what it read. */
export function setPrerenderStore(store: DataStore): void {
  prerenderStore = store;
}

export function getPrerenderStore(): DataStore {
  if (!prerenderStore) throw new Error('No data store: the prerender did not start a page render');
  return prerenderStore;
}
