import { useEffect } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { ViteReactSSG } from 'vite-react-ssg';
import { getPrerenderStore, setPrerenderStore } from './app/boot/active-store.ts';
import { readEmbeddedPageData } from './app/boot/page-data.ts';
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

/**
 * vite-react-ssg gives every client route a loader that fetches its loader-data manifest; this site has no
 * loaders (pages carry their data, see app/boot/page-data.ts), so they are removed: no request on client-side
 * navigation, and no dependency on the manifest file.
 */
function withoutLoaders(routeList: RouteObject[]): RouteObject[] {
  return routeList.map((route) => {
    const { loader: _loader, ...rest } = route;
    return (route.children ? { ...rest, children: withoutLoaders(route.children) } : rest) as RouteObject;
  });
}

export const createRoot = ViteReactSSG(
  {
    routes: [{ element: <StoreRoot />, children: routes }],
    customCreateRouter: (routeList, options) => createBrowserRouter(withoutLoaders(routeList), options),
  },
  async (context) => {
    if (import.meta.env.SSR) {
      const { createPrerenderStore } = await import('./app/boot/prerender-store.ts');
      const store = createPrerenderStore();
      setPrerenderStore(store);
      context.initialState.store = store;
    }
  },
);
