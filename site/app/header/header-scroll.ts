/** Specification section 9: the header turns solid once the page is scrolled more than 50 px. */
export const headerScrollThresholdPx = 50;

export function isScrolledPast(scrollY: number, thresholdPx: number): boolean {
  return scrollY > thresholdPx;
}

/**
 * Keeps the header's `data-scrolled` (which its style reads) in step with the scroll position without React,
 * so that reading and scrolling never load the header's island; once hydrated, the island sets the same value.
 */
export function followHeaderScroll(header: HTMLElement): void {
  let frame = 0;
  const update = () => {
    frame = 0;
    header.dataset.scrolled = String(isScrolledPast(window.scrollY, headerScrollThresholdPx));
  };
  const onScroll = () => {
    if (frame === 0) frame = requestAnimationFrame(update);
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  update();
}
