import { useLayoutEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { SiteConfig } from '../../../schemas/types.generated.ts';
import { DataStoreProvider } from '../../shared/data/data-context.tsx';
import type { DataKey } from '../../shared/data/data-keys.ts';
import { DataStore } from '../../shared/data/data-store.ts';
import { HydrationProvider } from '../../shared/hydration/hydration-context.tsx';
import type { Language } from '../../../core/i18n/languages.ts';
import type { Strings } from '../../../core/i18n/translate.ts';
import { ToastProvider } from '../../shared/ui/toast/toast-provider.tsx';
import { seedIntlResults } from '../../shared/i18n/i18n-context.tsx';
import { islandIntlAttribute } from '../../shared/islands/island.tsx';
import { PageProviders } from '../page-providers.tsx';
import { islandDataKeys, islandProps, islandRegistry } from './island-registry.ts';
import { loadData } from '../../shared/data/early-data.ts';

/** One store for every island of the page: each data file is fetched once, even for islands woken together. */
const store = new DataStore({}, loadData);
const loads = new Map<DataKey, Promise<void>>();

function loadDataOnce(keys: readonly DataKey[]): Promise<void[]> {
  return Promise.all(
    keys.map((key) => {
      let load = loads.get(key);
      if (!load) {
        load = store.loadAll([key]);
        loads.set(key, load);
      }
      return load;
    }),
  );
}

/**
 * Tells the runtime as soon as the hydration is committed: its answer (a microtask) then comes before any
 * further event reaches React, so what was typed before is given to React before a render could erase it.
 */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useLayoutEffect(onHydrated, [onHydrated]);
  return children;
}

function success<T>(key: DataKey): T {
  const state = store.read(key);
  if (state.status !== 'success') throw new Error(`the data file "${key}" is not loaded`);
  return state.data as T;
}

/** The Intl results the island's prerender formatted, written after it (site/shared/islands/island.tsx). */
function seedIslandIntl(island: HTMLElement): void {
  const block = island.nextElementSibling;
  if (block?.localName !== 'script' || !block.hasAttribute(islandIntlAttribute)) return;
  try {
    seedIntlResults(JSON.parse(block.textContent ?? '{}') as Record<string, unknown>);
  } catch (error) {
    console.error(`The "${island.dataset.island}" island's formatted numbers and dates could not be read: Intl formats them.`, error);
  }
}

/** Loads an island's code and data and hydrates it as its own React root; resolves once it has hydrated. */
export async function hydrateIsland(island: HTMLElement): Promise<void> {
  const name = island.dataset.island ?? '';
  const entry = islandRegistry[name];
  if (!entry) throw new Error(`no island is registered as "${name}"`);
  const language = document.documentElement.lang as Language;
  const stringsKey: DataKey = `strings.${language}`;
  const props = islandProps(island);
  const [Component] = await Promise.all([entry.load(), loadDataOnce(islandDataKeys(entry, props, language))]);
  const content = <Component {...props} />;
  seedIslandIntl(island);

  await new Promise<void>((resolve) => {
    hydrateRoot(
      island,
      <DataStoreProvider store={store}>
        <PageProviders site={success<SiteConfig>('site')} language={language} strings={success<Strings>(stringsKey)}>
          <HydrationProvider>
            <Hydrated onHydrated={resolve}>{entry.toasts ? <ToastProvider>{content}</ToastProvider> : content}</Hydrated>
          </HydrationProvider>
        </PageProviders>
      </DataStoreProvider>,
      {
        onRecoverableError: (error) => console.error(`The "${name}" island did not match its prerendered HTML.`, error),
      },
    );
  });
}
