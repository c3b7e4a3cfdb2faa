import { useEffect } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { ViteReactSSG } from 'vite-react-ssg';
import { getPrerenderStore, setPrerenderStore } from './app/boot/active-store.ts';
import { readEmbeddedPageData } from './app/boot/page-data.ts';
import { startClient } from './app/boot/start-client.tsx';
import { DataStoreProvider } from './shared/data/data-context.tsx';
import { DataStore } from './shared/data/data-store.ts';
import { useScrollToTopOnPageChange } from './shared/scroll/use-scroll-to-top-on-page-change.ts';
import { routes } from './routes.tsx';
import './app/styles/global.css';

const clientStore = import.meta.env.SSR ? null : new DataStore(readEmbeddedPageData());

function StoreRoot() {
  useScrollToTopOnPageChange();
  // Lets tests (and curious visitors) tell the static page from the hydrated app.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <DataStoreProvider store={clientStore ?? getPrerenderStore()}>
      <Outlet />
    </DataStoreProvider>
  );
}

const routeTree: RouteObject[] = [{ element: <StoreRoot />, children: routes }];

/** The prerender's entry: vite-react-ssg renders each page with it. The browser starts with startClient. */
export const createRoot = import.meta.env.SSR
  ? ViteReactSSG({ routes: routeTree }, async (context) => {
      const { createPrerenderStore } = await import('./app/boot/prerender-store.ts');
      const store = createPrerenderStore();
      setPrerenderStore(store);
      context.initialState.store = store;
    })
  : undefined;

if (!import.meta.env.SSR) void startClient(routeTree);
