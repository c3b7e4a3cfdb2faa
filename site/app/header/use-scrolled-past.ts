import { useCallback, useSyncExternalStore } from 'react';

/** Specification section 9: the header turns solid once the page is scrolled more than 50 px. */
export const headerScrollThresholdPx = 50;

export function isScrolledPast(scrollY: number, thresholdPx: number): boolean {
  return scrollY > thresholdPx;
}

function subscribeToScroll(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** False on the server and during hydration (the HTML has no scroll position), then follows the page. */
export function useScrolledPast(thresholdPx: number): boolean {
  const read = useCallback(() => isScrolledPast(window.scrollY, thresholdPx), [thresholdPx]);
  return useSyncExternalStore(subscribeToScroll, read, () => false);
}
