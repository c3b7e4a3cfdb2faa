import { useCallback, useSyncExternalStore } from 'react';

import { isScrolledPast } from './header-scroll.ts';

function subscribeToScroll(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** False on the server and during hydration (the HTML has no scroll position), then follows the page. */
export function useScrolledPast(thresholdPx: number): boolean {
  const read = useCallback(() => isScrolledPast(window.scrollY, thresholdPx), [thresholdPx]);
  return useSyncExternalStore(subscribeToScroll, read, () => false);
}
