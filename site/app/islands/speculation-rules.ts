import { speculationRulesText } from '../../../core/page/speculation-rules.ts';

/**
 * Adds the speculation rules (core/page/speculation-rules.ts) to the page. Added by the page's script rather
 * than written into the HTML, whose every byte counts before the first paint; and once the page is idle, since
 * Chromium matches them against every link of the page at once (2,042 on the list of 1,000 works), which is
 * better not done in the task that starts the page's script.
 */
export function addSpeculationRules(): void {
  if (!HTMLScriptElement.supports?.('speculationrules')) return;
  whenIdle(() => {
    const rules = document.createElement('script');
    rules.type = 'speculationrules';
    // The text whose hash the page's Content-Security-Policy allows (cli/build/vite/finish-page.ts).
    rules.textContent = speculationRulesText;
    document.head.append(rules);
  });
}

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2_000 });
  else setTimeout(run, 0);
}
