import type { MouseEvent } from 'react';

/** 'auto' for visitors who asked the system for reduced motion, 'smooth' for everyone else. */
export function preferredScrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/**
 * Scrolls to the element with this id and moves keyboard focus to it, so the next Tab continues from the
 * section the visitor jumped to. The hash is replaced, not pushed, keeping the router's history entry intact.
 * Returns false when the page has no such element.
 */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ behavior: preferredScrollBehavior(), block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  if (window.location.hash !== `#${id}`) window.history.replaceState(window.history.state, '', `#${id}`);
  return true;
}

/** A click the browser should handle itself: another button, or a modifier asking for a new tab or window. */
export function isModifiedClick(event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * Click handler of an in-page link (href="#id"): scrolls there with the visitor's motion preference. Without
 * JavaScript, or when the section is missing, the link keeps its native jump.
 */
export function onSectionLinkClick(event: MouseEvent<HTMLAnchorElement>, id: string): void {
  if (isModifiedClick(event)) return;
  if (scrollToSection(id)) event.preventDefault();
}
