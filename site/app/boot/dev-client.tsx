import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';
import type { DataKey } from '../../shared/data/data-keys.ts';
import { DataStore } from '../../shared/data/data-store.ts';
import { createRouteTree } from './route-tree.tsx';

function RouteTree({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** What the dev server sends after a content edit, and when this page starts listening (cli/dev/dev-data-plugin.ts). */
interface DataChanged {
  changed: DataKey[];
}

/** Vite's error overlay, which the dev server opens while the content is invalid (cli/dev/content-error.ts). */
function closeErrorOverlays(): void {
  for (const overlay of document.querySelectorAll('vite-error-overlay')) (overlay as HTMLElement & { close: () => void }).close();
}

/**
 * `portfolio dev` prerenders nothing: the page is drawn in the browser from the data files, which the dev
 * server serves from content/ as it changes. After an edit it names the files that changed, and the page fetches
 * those and draws itself again, in place (no reload: the scroll position and the open menus stay). Never in a
 * build (client.ts loads it only in dev).
 */
export function startDevClient(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('the page has no #root element to start the site in');
  const store = new DataStore();
  import.meta.hot?.on('portfolio:data', ({ changed }: DataChanged) => {
    closeErrorOverlays();
    void store.reload(changed);
  });
  // The dev server answers with the content's state: an edit it made valid before this page listened is not missed.
  import.meta.hot?.send('portfolio:listening');
  createRoot(container).render(
    <BrowserRouter future={{ v7_startTransition: true }}>
      <RouteTree routes={createRouteTree(() => ({ store }))} />
    </BrowserRouter>,
  );
}
