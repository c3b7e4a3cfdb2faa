import axe, { type AxeResults } from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { themeStorageKey } from '../core/theme/theme-preference.ts';
import { viewports, type AuditedPage, type FormFactor, type Theme } from './audit-plan.ts';
import { axeTags, type AxeCheck, type AxeState, type AxeViolation } from './axe-summary.ts';
import type { CountedResource } from './resource-bytes.ts';

export interface RawAxeCheck extends AxeCheck {
  results: AxeResults;
}

export interface AxeVisit {
  checks: RawAxeCheck[];
  /** Everything the page requested while it was loaded and scrolled to the end (the video never played). */
  requests: CountedResource[];
}

/**
 * Opens a page in one window size and theme, scrolls it to the end and back (so lazy images load and
 * every section has been on screen), then runs axe in every state (see analyzeEveryState). The service
 * worker is blocked so its precaching does not count as page weight.
 */
export async function visitWithAxe(browser: Browser, siteOrigin: string, page: AuditedPage, formFactor: FormFactor, theme: Theme): Promise<AxeVisit> {
  const context = await browser.newContext({
    viewport: viewports[formFactor],
    colorScheme: theme,
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  try {
    const tab = await context.newPage();
    const network = trackNetwork(tab);
    await openScrolledInTheme(tab, `${siteOrigin}${page.path}`, theme);
    await network.quiet();
    const checks = (await analyzeEveryState(tab)).map(({ state, results }): RawAxeCheck => ({
      page,
      formFactor,
      theme,
      state,
      violations: axeViolations(results),
      undecided: results.incomplete.map((result) => ({
        ruleId: result.id,
        targets: result.nodes.map((node) => node.target.join(' ')),
        reasons: result.nodes.map((node) => undecidedReason(node.any[0]?.data)),
      })),
      results,
    }));
    return { checks, requests: network.requests };
  } finally {
    await context.close();
  }
}

/**
 * Opens a page with the theme stored as the visitor's choice, waits until it has hydrated and applied that
 * theme, then scrolls it to the end and back.
 */
export async function openScrolledInTheme(tab: Page, url: string, theme: Theme): Promise<void> {
  await tab.addInitScript(({ key, value }) => localStorage.setItem(key, value), { key: themeStorageKey, value: theme });
  await tab.goto(url, { waitUntil: 'load' });
  await tab.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 15_000 });
  const themeApplied = await tab.evaluate((expected) => document.documentElement.classList.contains(expected), theme);
  if (!themeApplied) throw new Error(`the page did not apply the ${theme} theme (no "${theme}" class on <html>)`);
  await scrollToEndAndBack(tab);
}

export interface AxeStateResults {
  state: AxeState;
  /** The theme the rules ran in. */
  theme: Theme;
  results: AxeResults;
}

/**
 * The axe rules whose outcome depends on the colours. A theme is a class on <html> that changes colour custom
 * properties only, so a second theme of a page already checked in full needs only these.
 */
const colourRules = ['color-contrast', 'link-in-text-block'] as const;

/** `coloursIn`: another theme whose colour rules run in every state, with <html>'s theme class swapped to it. */
export interface StateOptions {
  coloursIn?: Theme;
}

/**
 * Runs axe (tags of axeTags) on the open page as loaded, on the header with the mobile menu open (when the
 * window shows a menu button) and on the main content with every toggle opened (skills, timeline cards,
 * publication authors and abstracts). A state the page does not have is left out. With `coloursIn`, each state
 * is also checked with the colour rules in that theme, on the same page: nothing but colours differs.
 */
export async function analyzeEveryState(tab: Page, { coloursIn }: StateOptions = {}): Promise<AxeStateResults[]> {
  const runs: AxeStateResults[] = [];
  const pageTheme = await tab.evaluate(() => (document.documentElement.classList.contains('dark') ? 'dark' : 'light'));
  const swapTheme = (from: Theme, to: Theme) =>
    tab.evaluate(([remove, add]) => document.documentElement.classList.replace(remove as string, add as string), [from, to]);
  // `within`: the part of the page a state changes; the rest was analysed as loaded.
  const analyze = async (state: AxeState, within?: string) => {
    runs.push({ state, theme: pageTheme, results: await runAxe(tab, within, { type: 'tag', values: axeTags }) });
    if (coloursIn === undefined || coloursIn === pageTheme) return;
    await swapTheme(pageTheme, coloursIn);
    try {
      runs.push({ state, theme: coloursIn, results: await runAxe(tab, within, { type: 'rule', values: [...colourRules] }) });
    } finally {
      await swapTheme(coloursIn, pageTheme);
    }
  };

  await injectAxe(tab);
  await renderEveryEntry(tab);
  if (coloursIn !== undefined && coloursIn !== pageTheme) await turnTransitionsOff(tab);
  await analyze('loaded');
  const menuButton = tab.locator('header button[aria-controls][aria-expanded="false"]:visible');
  if ((await menuButton.count()) === 1) {
    await menuButton.click();
    await tab.locator('header button[aria-controls][aria-expanded="true"]').waitFor();
    await analyze('menu open', 'header');
    await tab.locator('header button[aria-controls][aria-expanded="true"]').click();
  }
  const opened = await tab.evaluate(() => {
    const toggles = [...document.querySelectorAll<HTMLButtonElement>('main button[aria-expanded="false"]')];
    for (const toggle of toggles) toggle.click();
    return toggles.length;
  });
  if (opened > 0) {
    await tab.waitForTimeout(300);
    await analyze('toggles open', 'main');
  }
  return runs;
}

/**
 * Puts axe-core into the page once: every state is a change of the same document. (@axe-core/playwright injected
 * its 560 kB source again for each analysis and finished each in a new blank page: 5.4 s against 0.8 s for one
 * run on the home page.)
 */
async function injectAxe(tab: Page): Promise<void> {
  await tab.evaluate(axe.source);
}

/**
 * The long lists (the publications, the CV's works) skip the rendering of entries off screen
 * (`content-visibility: auto`) until a visitor scrolls to them. axe cannot judge the colours of skipped entries: it
 * left thousands undecided on a CV of 1,000 works, and now and then read an owner's bold name there as black on the
 * dark background (the page itself gives it the theme's text colour, #e8eef5). Rendered, every entry is checked as
 * a visitor sees it once scrolled to.
 */
async function renderEveryEntry(tab: Page): Promise<void> {
  await tab.evaluate(() => {
    const rendered = new CSSStyleSheet();
    rendered.replaceSync('* { content-visibility: visible !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, rendered];
  });
}

/**
 * A theme swap would start colour transitions (0.01 ms with reduced motion), and an element that skipped style
 * while off screen (content-visibility) starts its own only when axe first reads it, so axe would see its old
 * colour. A constructed stylesheet (which the page's CSP allows) turns transitions off from then on.
 */
async function turnTransitionsOff(tab: Page): Promise<void> {
  await tab.evaluate(() => {
    const noTransitions = new CSSStyleSheet();
    noTransitions.replaceSync('*, *::before, *::after { transition: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, noTransitions];
  });
}

/**
 * axe.run in the page. The audited states have no frame (the video's player is only added once played), so
 * axe does not look for frames to message.
 */
async function runAxe(tab: Page, within: string | undefined, runOnly: { type: 'tag' | 'rule'; values: string[] }): Promise<AxeResults> {
  const results: unknown = await tab.evaluate(
    ({ selector, only }) => {
      const inPage = (window as unknown as { axe: typeof axe }).axe;
      return inPage.run(selector === null ? document : { include: [[selector]] }, { runOnly: only, iframes: false });
    },
    { selector: within ?? null, only: runOnly },
  );
  return results as AxeResults;
}

export function axeViolations(results: AxeResults): AxeViolation[] {
  return results.violations.map((violation) => ({
    ruleId: violation.id,
    impact: violation.impact ?? null,
    help: violation.help,
    helpUrl: violation.helpUrl,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/** axe's short reason code for an undecided element (its check data carries a messageKey). */
function undecidedReason(data: unknown): string {
  if (typeof data === 'object' && data !== null && 'messageKey' in data && typeof data.messageKey === 'string') {
    return data.messageKey;
  }
  return 'no reason given';
}

/**
 * Scrolls down a screen at a time, then back to the top (where axe looks at the page as it opens): every part of
 * the page is on screen once, and lazy images start loading well before they are. Half-screen steps painted
 * every part twice: 3.7 s of Chromium's CPU for the home page on a phone, against 1.9 s.
 */
async function scrollToEndAndBack(tab: Page): Promise<void> {
  const height = await tab.evaluate(() => document.documentElement.scrollHeight);
  const step = Math.max(1, viewportHeight(tab));
  for (let top = 0; top <= height; top += step) {
    await tab.evaluate((y) => window.scrollTo(0, y), top);
    await tab.waitForTimeout(60);
  }
  await tab.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await tab.waitForTimeout(60);
  await tab.evaluate(() => window.scrollTo(0, 0));
}

function viewportHeight(tab: Page): number {
  return tab.viewportSize()?.height ?? viewports.mobile.height;
}

/** Records the page's requests with their sizes and waits until none has been in flight for half a second. */
function trackNetwork(tab: Page) {
  const requests: CountedResource[] = [];
  const sizeReadings: Promise<void>[] = [];
  let inFlight = 0;
  let lastChange = Date.now();
  tab.on('request', () => {
    inFlight += 1;
    lastChange = Date.now();
  });
  tab.on('requestfinished', (request) => {
    inFlight -= 1;
    lastChange = Date.now();
    if (request.url().startsWith('data:')) return;
    const resource: CountedResource = { url: request.url(), isScript: request.resourceType() === 'script', transferSize: 0 };
    requests.push(resource);
    sizeReadings.push(
      request.sizes().then(
        (sizes) => {
          resource.transferSize = sizes.responseHeadersSize + sizes.responseBodySize;
        },
        () => undefined, // a size Chromium no longer knows stays 0; the gzip size is what the budgets use
      ),
    );
  });
  tab.on('requestfailed', () => {
    inFlight -= 1;
    lastChange = Date.now();
  });

  return {
    requests,
    async quiet(): Promise<void> {
      const deadline = Date.now() + 15_000;
      while (inFlight > 0 || Date.now() - lastChange < 500) {
        if (Date.now() > deadline) throw new Error(`the page still had ${inFlight} request(s) in flight after 15 s`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await Promise.all(sizeReadings);
    },
  };
}
