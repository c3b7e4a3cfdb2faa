/**
 * Pages link to pages: Chromium fetches a page of the site when the pointer rests on a link to it (or a touch
 * starts), so the load that follows comes from its cache. Files (a PDF, a .bib: every download link the site
 * writes names a file) are left alone by their extension. The page's script adds these rules
 * (site/app/islands/speculation-rules.ts); the build allows their hash in the page's Content-Security-Policy
 * (cli/build/vite/finish-page.ts).
 *
 * No `selector_matches`: a CSS selector in document rules makes Chromium restyle the document's links and wait
 * for a style update before it matches them; on the list of 1,000 works (2,042 links) that was the Style & Layout
 * work after the first paint that the page's blocking time showed (docs/decisions/speculation-rules-without-selectors.md).
 */
export const speculationRulesText = JSON.stringify({
  prefetch: [{ where: { and: [{ href_matches: '/*' }, { not: { href_matches: '/*.*' } }] }, eagerness: 'moderate' }],
});
