import { speculationRulesText } from '../../../core/page/speculation-rules.ts';

/**
 * Adds the speculation rules (core/page/speculation-rules.ts) to the page. Added by the page's script rather
 * than written into the HTML, whose every byte counts before the first paint.
 */
export function addSpeculationRules(): void {
  if (!HTMLScriptElement.supports?.('speculationrules')) return;
  const rules = document.createElement('script');
  rules.type = 'speculationrules';
  // The text whose hash the page's Content-Security-Policy allows (cli/build/vite/finish-page.ts).
  rules.textContent = speculationRulesText;
  document.head.append(rules);
}
