import { createContext, useCallback, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { DataKey } from './data-keys.ts';
import type { DataState, DataStore } from './data-store.ts';

const DataStoreContext = createContext<DataStore | null>(null);

export function DataStoreProvider({ store, children }: { store: DataStore; children: ReactNode }) {
  return <DataStoreContext.Provider value={store}>{children}</DataStoreContext.Provider>;
}

function useDataStore(): DataStore {
  const store = useContext(DataStoreContext);
  if (!store) throw new Error('useData needs a <DataStoreProvider> above it');
  return store;
}

/** The state of one data file; fetched on the client when the page did not carry it. */
export function useData<T>(key: DataKey): DataState<T> {
  const store = useDataStore();
  const subscribe = useCallback((onChange: () => void) => store.subscribe(key, onChange), [store, key]);
  const read = useCallback(() => store.read(key), [store, key]);
  return useSyncExternalStore(subscribe, read, read) as DataState<T>;
}
