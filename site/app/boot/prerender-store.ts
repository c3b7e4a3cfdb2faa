import { readDataFile } from 'virtual:portfolio-data';
import { DataStore } from '../../shared/data/data-store.ts';
import type { DataKey } from '../../shared/data/data-keys.ts';

/**
 * Only bundled for the prerender: each data file is read from the build's data folder when a page first asks
 * for it, nothing is fetched. A missing file is an error of the build.
 */
export function createPrerenderStore(): DataStore {
  return new DataStore(
    {},
    async (key) => {
      throw new Error(`The build wrote no data file for "${key}"`);
    },
    (key: DataKey) => readDataFile(key),
  );
}
