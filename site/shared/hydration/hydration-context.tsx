import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

const HydratedContext = createContext(false);

/**
 * Tells the components below whether React has taken over the page: false in the prerendered HTML and while the
 * page hydrates, true after. The switch re-renders only the components that ask, as a transition React does in
 * short slices: a store read (useSyncExternalStore) would re-render them at once, in one long task, while the
 * page starts. `<html data-hydrated="true">` is set once that re-render is on the page, for the tests (and
 * curious visitors) that tell the static page from the app.
 */
export function HydrationProvider({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = 'true';
  }, [hydrated]);
  return <HydratedContext.Provider value={hydrated}>{children}</HydratedContext.Provider>;
}

/** False in the prerendered HTML and during hydration, true after: a control switches from its no-JavaScript form without a mismatch. */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
