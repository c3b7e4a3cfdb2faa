import { dataUrl, type DataKey } from './data-keys.ts';
import { fetchJsonWithRetry } from './fetch-json.ts';

export type DataState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | { status: 'success'; data: T };

interface Entry {
  state: DataState<unknown>;
  subscribers: Set<() => void>;
  /** Set while nobody uses the entry; it is dropped when the timer fires. */
  collectTimer?: ReturnType<typeof setTimeout>;
}

/** Specification section 9: unused data is kept 5 minutes. */
export const garbageCollectionMs = 5 * 60 * 1000;

const loadingState: DataState<never> = { status: 'loading' };

/**
 * The site's data cache. The prerender holds every data file; in the browser an island's data files are loaded
 * (loadAll) before it hydrates, so hydration renders exactly what the HTML shows; data an island needs later
 * (a category's cards) is fetched from /data/<key>.json (retried with backoff) and shown with its loading state.
 */
export class DataStore {
  private readonly entries = new Map<DataKey, Entry>();

  /**
   * `readAtOnce`, in the prerender, reads a data file the moment a render asks for it (undefined: there is no
   * such file), so that a page holds only the files it reads.
   */
  constructor(
    seed: Partial<Record<DataKey, unknown>> = {},
    private readonly load: (key: DataKey) => Promise<unknown> = (key) => fetchJsonWithRetry(dataUrl(key)),
    private readonly readAtOnce?: (key: DataKey) => unknown,
  ) {
    for (const [key, data] of Object.entries(seed) as [DataKey, unknown][]) this.seed(key, data);
  }

  private seed(key: DataKey, data: unknown): Entry {
    const entry: Entry = { state: { status: 'success', data }, subscribers: new Set() };
    this.entries.set(key, entry);
    return entry;
  }

  read(key: DataKey): DataState<unknown> {
    const entry = this.entries.get(key);
    if (entry) return entry.state;
    const data = this.readAtOnce?.(key);
    return data === undefined ? loadingState : this.seed(key, data).state;
  }

  subscribe(key: DataKey, onChange: () => void): () => void {
    const entry = this.entryFor(key);
    clearTimeout(entry.collectTimer);
    entry.subscribers.add(onChange);
    if (entry.state.status === 'loading' && entry.subscribers.size === 1) void this.fetch(key, entry);
    return () => {
      entry.subscribers.delete(onChange);
      if (entry.subscribers.size === 0) {
        entry.collectTimer = setTimeout(() => this.entries.delete(key), garbageCollectionMs);
      }
    };
  }

  /** Loads every key not loaded yet, all at once; resolves when all are there, rejects on the first failure. */
  async loadAll(keys: readonly DataKey[]): Promise<void> {
    await Promise.all(
      keys.map(async (key) => {
        const entry = this.entryFor(key);
        if (entry.state.status !== 'success') this.setState(entry, { status: 'success', data: await this.load(key) });
      }),
    );
  }

  /**
   * Fetches again the files among `keys` that the page has asked for, and shows the new data (`portfolio dev`,
   * after a content edit); the data stays on screen meanwhile. Resolves once they are all there.
   */
  async reload(keys: readonly DataKey[]): Promise<void> {
    await Promise.all(
      keys.map(async (key) => {
        const entry = this.entries.get(key);
        if (entry !== undefined && entry.state.status !== 'loading') await this.fetch(key, entry);
      }),
    );
  }

  private entryFor(key: DataKey): Entry {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { state: loadingState, subscribers: new Set() };
      this.entries.set(key, entry);
    }
    return entry;
  }

  private async fetch(key: DataKey, entry: Entry): Promise<void> {
    try {
      this.setState(entry, { status: 'success', data: await this.load(key) });
    } catch (error) {
      this.setState(entry, { status: 'error', error: error instanceof Error ? error : new Error(String(error)) });
    }
  }

  private setState(entry: Entry, state: DataState<unknown>): void {
    entry.state = state;
    for (const notify of entry.subscribers) notify();
  }
}
