import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A link to another page of the app (a PUSH or REPLACE navigation of the router) opens it at the top, as a full
 * page load would; without this the new page keeps the old page's scroll offset. The first render and the
 * back and forward buttons (POP) leave the scroll position to the browser.
 */
export function useScrollToTopOnPageChange(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const renderedPathname = useRef(pathname);

  useLayoutEffect(() => {
    if (renderedPathname.current === pathname) return;
    renderedPathname.current = pathname;
    // 'instant': the page's CSS asks for smooth scrolling, which is for moves within a page.
    if (navigationType !== 'POP') window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, navigationType]);
}
