import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

const HydratedContext = createContext(false);

/**
 * Tells the components below whether React has taken over the page: false in the prerendered HTML and while the
 * page hydrates, true after. The switch re-renders only the components that ask, as a transition React does in
 * short slices: a store read (useSyncExternalStore) would re-render them at once, in one long task.
 */
export function HydrationProvider({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return <HydratedContext.Provider value={hydrated}>{children}</HydratedContext.Provider>;
}

/** False in the prerendered HTML and during hydration, true after: a control switches from its no-JavaScript form without a mismatch. */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
