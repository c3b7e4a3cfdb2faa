import { startTransition } from 'react';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { afterFirstPaint } from './after-first-paint.ts';

function RouteTree({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * Starts the site in the browser: once the prerendered page has painted and the data it was rendered with
 * (`pageData`) is loaded, hydrates the page as a transition, which React does in short slices between which the
 * page stays responsive. Where nothing was prerendered (`portfolio dev`) it renders the page. The page's text
 * therefore never waits for script. When the data cannot be loaded (offline, a file never cached) the page
 * stays as prerendered: all its content and links work, without its interactive parts.
 * vite-react-ssg's own client start is not used: it would ship react-helmet-async, which the browser does not
 * need (the head is in the prerendered HTML; apply-head-tags.ts updates it on client-side navigation).
 */
export async function startClient(routes: RouteObject[], pageData: Promise<void>): Promise<void> {
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
  const reactDom = import('react-dom/client');
  try {
    await Promise.all([pageData, prerendered ? afterFirstPaint() : undefined]);
  } catch (error) {
    console.error('The data this page was built with could not be loaded: it stays as prerendered.', error);
    return;
  }
  const { createRoot, hydrateRoot } = await reactDom;
  startTransition(() => {
    if (prerendered) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}
