import allData from 'virtual:portfolio-data';
import { DataStore } from '../../shared/data/data-store.ts';
import type { DataKey } from '../../shared/data/data-keys.ts';

/** Only bundled for the prerender: every data file is in memory, nothing is fetched. */
export function createPrerenderStore(): DataStore {
  return new DataStore(allData as Partial<Record<DataKey, unknown>>, async (key) => {
    throw new Error(`The build wrote no data file for "${key}"`);
  });
}
