/**
 * Pages link to pages: Chromium fetches a page of the site when the pointer rests on a link to it (or a touch
 * starts), so the load that follows comes from its cache. Files (a PDF, a .bib) and downloads are left alone.
 * The page's script adds these rules (site/app/islands/speculation-rules.ts); the build allows their hash in
 * the page's Content-Security-Policy (cli/build/vite/finish-page.ts).
 */
export const speculationRulesText = JSON.stringify({
  prefetch: [
    {
      where: { and: [{ href_matches: '/*' }, { not: { href_matches: '/*.*' } }, { not: { selector_matches: '[download]' } }] },
      eagerness: 'moderate',
    },
  ],
});
