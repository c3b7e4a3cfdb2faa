import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { afterFirstPaint } from './after-first-paint.ts';

/**
 * Starts the site in the browser: hydrates the prerendered page once it has painted, or renders it where no
 * page was prerendered (`portfolio dev`). vite-react-ssg's own client start is not used: it would ship
 * react-helmet-async (the head is already in the prerendered HTML; apply-head-tags.ts updates it) and load
 * React DOM only after this bundle had run.
 */
export async function startClient(routes: RouteObject[]): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('the page has no #root element to start the site in');
  const app = <RouterProvider router={createBrowserRouter(routes)} future={{ v7_startTransition: true }} />;
  if (container.dataset.serverRendered !== 'true') {
    createRoot(container).render(app);
    return;
  }
  await afterFirstPaint();
  hydrateRoot(container, app);
}
