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
  return useDataWhen<T>(key, true) as DataState<T>;
}

const nothingToRead = () => undefined;
const noSubscription = () => () => undefined;

/** useData for a file needed only once `wanted` (a search's data, fetched when a search begins); undefined until then. */
export function useDataWhen<T>(key: DataKey, wanted: boolean): DataState<T> | undefined {
  const store = useDataStore();
  const subscribe = useCallback((onChange: () => void) => store.subscribe(key, onChange), [store, key]);
  const read = useCallback(() => store.read(key), [store, key]);
  return useSyncExternalStore(wanted ? subscribe : noSubscription, wanted ? read : nothingToRead, wanted ? read : nothingToRead) as
    | DataState<T>
    | undefined;
}
