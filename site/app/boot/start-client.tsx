import { startTransition } from 'react';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { afterFirstPaint } from './after-first-paint.ts';

function RouteTree({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * Starts the site in the browser: once the prerendered page has painted, loads React DOM and hydrates the page
 * as a transition, which React does in short slices between which the page stays responsive. Where nothing was
 * prerendered (`portfolio dev`) it renders the page. The page's text therefore never waits for script.
 * vite-react-ssg's own client start is not used: it would ship react-helmet-async, which the browser does not
 * need (the head is in the prerendered HTML; apply-head-tags.ts updates it on client-side navigation).
 */
export async function startClient(routes: RouteObject[]): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('the page has no #root element to start the site in');
  const app = (
    // The fragment and its null sibling give the tree the shape the prerender's StaticRouterProvider gave it
    // (its router <script> there, dropped from the page): React's useId ids depend on that shape.
    <>
      <BrowserRouter future={{ v7_startTransition: true }}>
        <RouteTree routes={routes} />
      </BrowserRouter>
      {null}
    </>
  );
  const prerendered = container.dataset.serverRendered === 'true';
  if (prerendered) await afterFirstPaint();
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  startTransition(() => {
    if (prerendered) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}
