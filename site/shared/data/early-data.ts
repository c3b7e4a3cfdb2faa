import { dataUrl, type DataKey } from './data-keys.ts';
import { fetchJsonWithRetry } from './fetch-json.ts';

const early = new Map<DataKey, Promise<unknown>>();

/**
 * Starts loading data files before the code that reads them has arrived: an island's first use fetches its code,
 * React DOM and its data at once rather than one after the other (docs/decisions/islands.md).
 */
export function fetchEarly(keys: readonly DataKey[]): void {
  for (const key of keys) {
    if (early.has(key)) continue;
    const load = fetchJsonWithRetry(dataUrl(key));
    // A failure is the reader's to report, when it takes the load; until then it is not unhandled.
    load.catch(() => undefined);
    early.set(key, load);
  }
}

/** Loads a data file, taking the load `fetchEarly` started for it if there is one. */
export function loadData(key: DataKey): Promise<unknown> {
  const started = early.get(key);
  early.delete(key);
  return started ?? fetchJsonWithRetry(dataUrl(key));
}
