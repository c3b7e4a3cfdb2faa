/**
 * Pages link to pages: Chromium fetches a page of the site when the pointer rests on a link to it (or a touch
 * starts), so the load that follows comes from its cache. Files (a PDF, a .bib) and downloads are left alone.
 * Added by the page's script rather than written into the HTML, whose every byte counts before the first paint.
 */
export const speculationRulesText = JSON.stringify({
  prefetch: [
    {
      where: { and: [{ href_matches: '/*' }, { not: { href_matches: '/*.*' } }, { not: { selector_matches: '[download]' } }] },
      eagerness: 'moderate',
    },
  ],
});

export function addSpeculationRules(): void {
  if (!HTMLScriptElement.supports?.('speculationrules')) return;
  const rules = document.createElement('script');
  rules.type = 'speculationrules';
  // The text whose hash the page's Content-Security-Policy allows (site/app/boot/finish-page.ts).
  rules.textContent = speculationRulesText;
  document.head.append(rules);
}
