import { renderToString } from 'react-dom/server';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { StaticRouter } from 'react-router-dom/server';
import { DataStore } from '../../shared/data/data-store.ts';
import type { DataKey } from '../../shared/data/data-keys.ts';
import { createRouteTree } from './route-tree.tsx';

function RouteTree({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * One page's HTML as the prerender draws it, from the data files `read` gives: `portfolio dev` indexes these for
 * its site search (cli/dev/dev-search.ts loads this module through Vite; never in a build). The page's head is in
 * it where the prerender takes it from (core/site/page-head.ts).
 */
export function renderPage(path: string, read: (key: string) => unknown): string {
  const store = new DataStore(
    {},
    async (key) => {
      throw new Error(`portfolio dev has no data file "${key}"`);
    },
    (key: DataKey) => read(key),
  );
  return renderToString(
    <StaticRouter location={path} future={{ v7_startTransition: true }}>
      <RouteTree routes={createRouteTree(() => ({ store }))} />
    </StaticRouter>,
  );
}
