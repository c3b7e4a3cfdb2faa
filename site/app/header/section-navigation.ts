import { preferredScrollBehavior } from '../../shared/scroll/scroll-to-section.ts';

/** The brand link on the home page: back to the top, and the section hash leaves the URL. */
export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: preferredScrollBehavior() });
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
}
