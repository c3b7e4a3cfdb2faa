import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { DataStore } from '../../shared/data/data-store.ts';
import { createRouteTree } from './route-tree.tsx';

function RouteTree({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * `portfolio dev` prerenders nothing: the page is drawn in the browser from the data files, which the dev
 * server serves from content/ as it changes. Never in a build (client.ts loads it only in dev).
 */
export function startDevClient(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('the page has no #root element to start the site in');
  const store = new DataStore();
  createRoot(container).render(
    <BrowserRouter future={{ v7_startTransition: true }}>
      <RouteTree routes={createRouteTree(() => ({ store }))} />
    </BrowserRouter>,
  );
}
