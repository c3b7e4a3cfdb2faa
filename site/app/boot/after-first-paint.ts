/**
 * Resolves once the browser has painted the prerendered page: the next frame, then a task after it. Hydrating
 * any earlier can put the first frame behind React's long hydration task, so the page's text would wait for
 * script it does not need. A hidden tab paints nothing, so there it resolves at once.
 */
export function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
