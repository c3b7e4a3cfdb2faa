import { Outlet, type RouteObject } from 'react-router-dom';
import { ViteReactSSG } from 'vite-react-ssg';
import { getPrerenderRecord, setPrerenderRecord, type PageRecord } from './app/boot/active-store.ts';
import { readEmbeddedIntlResults, readPageDataKeys } from './app/boot/page-data.ts';
import { startClient } from './app/boot/start-client.tsx';
import { DataStoreProvider } from './shared/data/data-context.tsx';
import { DataStore } from './shared/data/data-store.ts';
import { HydrationProvider } from './shared/hydration/hydration-context.tsx';
import { IntlMemoProvider } from './shared/i18n/i18n-context.tsx';
import { IntlMemo } from './shared/i18n/intl-memo.ts';
import { useScrollToTopOnPageChange } from './shared/scroll/use-scroll-to-top-on-page-change.ts';
import { routes } from './routes.tsx';
import './app/styles/global.css';

const clientRecord: PageRecord | null = import.meta.env.SSR
  ? null
  : { store: new DataStore(), intl: new IntlMemo(readEmbeddedIntlResults()) };

function StoreRoot() {
  useScrollToTopOnPageChange();
  const { store, intl } = clientRecord ?? getPrerenderRecord();
  return (
    <HydrationProvider>
      <DataStoreProvider store={store}>
        <IntlMemoProvider memo={intl}>
          <Outlet />
        </IntlMemoProvider>
      </DataStoreProvider>
    </HydrationProvider>
  );
}

const routeTree: RouteObject[] = [{ element: <StoreRoot />, children: routes }];

/** The prerender's entry: vite-react-ssg renders each page with it. The browser starts with startClient. */
export const createRoot = import.meta.env.SSR
  ? ViteReactSSG({ routes: routeTree }, async (context) => {
      const { createPrerenderStore } = await import('./app/boot/prerender-store.ts');
      const record: PageRecord = { store: createPrerenderStore(), intl: new IntlMemo() };
      setPrerenderRecord(record);
      context.initialState.record = record;
    })
  : undefined;

// The page's data files are requested as soon as its code runs, beside React DOM's.
if (clientRecord) void startClient(routeTree, clientRecord.store.loadAll(readPageDataKeys()));
