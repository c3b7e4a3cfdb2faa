import { Outlet, type RouteObject } from 'react-router-dom';
import { DataStoreProvider } from '../../shared/data/data-context.tsx';
import { routes } from '../../routes.tsx';
import type { PageRecord } from './active-store.ts';

/** The whole site's routes under the page's data store: the prerender's tree, and `portfolio dev`'s. */
export function createRouteTree(pageRecord: () => PageRecord): RouteObject[] {
  function StoreRoot() {
    return (
      <DataStoreProvider store={pageRecord().store}>
        <Outlet />
      </DataStoreProvider>
    );
  }
  return [{ element: <StoreRoot />, children: routes }];
}
