import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/** False in the prerendered HTML and during hydration, true after: the URL's view applies without a mismatch. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
