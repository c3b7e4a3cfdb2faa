import { useEffect, useState } from 'react';
import type { DataState } from './data-store.ts';

/**
 * Specification section 4: the loading timers that stagger the sections' reveal after a client-side fetch (a
 * collection's section keeps its own: education 400 ms, experience 600 ms, skills 800 ms, projects 1200 ms).
 */
export const sectionRevealDelayMs = {
  publications: 1000,
} as const;

const loadingState: DataState<never> = { status: 'loading' };

/**
 * Holds a section in its loading state until `delayMs` after it mounted, but only when its data was still
 * loading at mount (a client-side navigation). Data that is already there (prerendered and embedded in the
 * page) shows at once: content is never hidden behind a timer, and hydration matches the HTML.
 */
export function useStaggeredReveal<T>(state: DataState<T>, delayMs: number): DataState<T> {
  const [loadingAtMount] = useState(() => state.status === 'loading');
  const [delayOver, setDelayOver] = useState(!loadingAtMount);

  useEffect(() => {
    if (!loadingAtMount) return;
    const timer = setTimeout(() => setDelayOver(true), delayMs);
    return () => clearTimeout(timer);
  }, [loadingAtMount, delayMs]);

  return delayOver ? state : loadingState;
}
