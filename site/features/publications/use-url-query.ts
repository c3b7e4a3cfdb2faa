import { useCallback, useReducer, useSyncExternalStore } from 'react';

const queryChanged = 'portfolio:querychange';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(queryChanged, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(queryChanged, onChange);
  };
}

const readQuery = () => window.location.search;
/** The prerender's query, and the one hydration sees: the page's HTML is the default view. */
const noQuery = () => '';

/**
 * The page's URL query, kept as the view's state: a change is a new history entry (or replaces the current one),
 * and the back button brings the earlier view back. Empty in the prerender.
 */
export function useUrlQuery(): [URLSearchParams, (params: URLSearchParams, options: { replace: boolean }) => void] {
  const search = useSyncExternalStore(subscribe, readQuery, noQuery);
  // A change also renders this component itself: a click replayed right after hydration comes before the store's
  // subscription (an effect), and would otherwise wait for it.
  const [, rendered] = useReducer((count: number) => count + 1, 0);
  const setQuery = useCallback((params: URLSearchParams, { replace }: { replace: boolean }) => {
    const query = params.toString();
    const url = `${window.location.pathname}${query === '' ? '' : `?${query}`}${window.location.hash}`;
    if (replace) window.history.replaceState(window.history.state, '', url);
    else window.history.pushState(window.history.state, '', url);
    window.dispatchEvent(new Event(queryChanged));
    rendered();
  }, []);
  return [new URLSearchParams(search), setQuery];
}
