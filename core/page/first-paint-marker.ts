/**
 * Marks an element the page's first paint waits for: content laid out against the first screen (centred,
 * aligned to its bottom) would move if painted before all of it has arrived, the HTML coming in pieces or the
 * parser yielding. The build gives every marked element's page `<link rel="expect" href="#<id>"
 * blocking="render">` (cli/build/vite/finish-page.ts). Chromium lets the paint go as soon as the element
 * starts, not once it is whole, so the element to mark is one after that content, with an id.
 */
export const firstPaintAfterAttribute = 'data-first-paint-after';

/** The props that mark an element (React passes data- attributes through as they are). */
export const firstPaintAfter = { [firstPaintAfterAttribute]: '' } as const;
