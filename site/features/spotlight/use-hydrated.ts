import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False in the prerendered HTML and during hydration, true once React runs in the browser: lets a control
 * switch from its no-JavaScript form to its enhanced one without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
