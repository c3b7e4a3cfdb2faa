import { describe, expect, inject, it } from 'vitest';
import { openPage, waitForHydration } from './support/browser.ts';
import { browser } from './support/file-browser.ts';
import { text } from './support/site-content.ts';

const baseUrl = inject('baseUrl');

interface Timeline {
  firstContentfulPaint: number | null;
  scripts: Array<{ url: string; startTime: number }>;
}

/**
 * Counts the page's uses of the browser's Intl until it has hydrated: the first use of each Intl service costs
 * the tab 40–100 ms while ICU loads, so hydration reads the numbers and dates the prerender formatted instead.
 */
function countIntlUntilHydrated(): void {
  const calls: string[] = [];
  (window as unknown as { intlCallsBeforeHydration: string[] }).intlCallsBeforeHydration = calls;
  const hydrated = () => document.documentElement.dataset.hydrated === 'true';
  const record = (name: string) => {
    if (!hydrated()) calls.push(name);
  };
  for (const name of ['DateTimeFormat', 'NumberFormat', 'PluralRules', 'DisplayNames', 'Collator'] as const) {
    const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
    (Intl as unknown as Record<string, unknown>)[name] = new Proxy(Original, {
      construct(target, args: unknown[]) {
        record(`Intl.${name}`);
        return new target(...args);
      },
    });
  }
  const methods: [Record<string, unknown>, string][] = [
    [Number.prototype as unknown as Record<string, unknown>, 'toLocaleString'],
    [Date.prototype as unknown as Record<string, unknown>, 'toLocaleString'],
    [Date.prototype as unknown as Record<string, unknown>, 'toLocaleDateString'],
    [String.prototype as unknown as Record<string, unknown>, 'localeCompare'],
  ];
  for (const [prototype, method] of methods) {
    const original = prototype[method] as (...args: unknown[]) => unknown;
    Object.defineProperty(prototype, method, {
      configurable: true,
      writable: true,
      value(this: unknown, ...args: unknown[]) {
        record(method);
        return original.apply(this, args);
      },
    });
  }
}

/**
 * Counts the page-owned head elements (`data-rh`) removed from the document: the prerendered head already shows
 * the page, and rebuilding it while the page hydrates would restyle the whole document.
 */
function countHeadReplacements(): void {
  const record = { removed: 0 };
  (window as unknown as { headElementsRemoved: typeof record }).headElementsRemoved = record;
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      for (const node of mutation.removedNodes) {
        if (node instanceof Element && node.hasAttribute('data-rh')) record.removed += 1;
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

/** Paint first, script after: the page's code is requested only once the prerendered page has painted. */
describe('paint first, script after', () => {
  for (const path of ['/', '/fr/', '/projects/', '/cv/', '/no-such-page']) {
    it(`requests no script before the first contentful paint of ${path}, then hydrates without asking Intl or rebuilding the head`, async () => {
      const { page, problems, close } = await openPage(browser);
      await page.addInitScript(countIntlUntilHydrated);
      await page.addInitScript(countHeadReplacements);
      await page.goto(`${baseUrl}${path}`);
      await waitForHydration(page);
      expect(await page.evaluate(() => (window as unknown as { intlCallsBeforeHydration: string[] }).intlCallsBeforeHydration)).toEqual([]);
      expect(
        await page.evaluate(() => (window as unknown as { headElementsRemoved: { removed: number } }).headElementsRemoved.removed),
      ).toBe(0);
      const timeline = await page.evaluate((): Timeline => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((entry) => entry.initiatorType === 'script' || /\.m?js(\?|$)/.test(entry.name))
          .map((entry) => ({ url: entry.name, startTime: entry.startTime }));
        return { firstContentfulPaint: paint ? paint.startTime : null, scripts };
      });
      expect(timeline.firstContentfulPaint).not.toBeNull();
      expect(timeline.scripts.length).toBeGreaterThan(0);
      for (const script of timeline.scripts) {
        expect(script.startTime, script.url).toBeGreaterThanOrEqual(timeline.firstContentfulPaint as number);
      }
      // The prerendered markup names no script file itself (the inline loader does).
      const markup = await (await fetch(`${baseUrl}${path}`)).text();
      expect(markup).not.toMatch(/<script[^>]*\ssrc=|modulepreload/);
      // An unknown path is answered with status 404 by design; Chromium reports that one as a console error.
      const notFound = 'error: Failed to load resource: the server responded with a status of 404 (Not Found)';
      expect(problems).toEqual(path === '/no-such-page' ? [notFound] : []);
      await close();
    });
  }
});

/**
 * Records the page's uses of the browser's Intl, and how many there had been when each island said it had hydrated
 * and when the publications list's filter changed (a MutationObserver's callback: before any later task, such as the
 * list's entries hydrating after the answer).
 */
function countIntlAtEachAnswer(): void {
  const calls: string[] = [];
  const seen: Record<string, number> = {};
  (window as unknown as { intlAtAnswers: Record<string, number>; intlCalls: string[] }).intlAtAnswers = seen;
  (window as unknown as { intlCalls: string[] }).intlCalls = calls;
  for (const name of ['DateTimeFormat', 'NumberFormat', 'PluralRules', 'DisplayNames'] as const) {
    const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
    (Intl as unknown as Record<string, unknown>)[name] = new Proxy(Original, {
      construct(target, args: unknown[]) {
        calls.push(`Intl.${name}`);
        return new target(...args);
      },
    });
  }
  document.addEventListener('DOMContentLoaded', () => {
    new MutationObserver((mutations) => {
      for (const { target, attributeName } of mutations) {
        const element = target as HTMLElement;
        const answer = attributeName === 'data-hydrated' ? `hydrated ${element.dataset.island}` : `filter ${element.dataset.filter}`;
        seen[answer] ??= calls.length;
      }
    }).observe(document.body, { subtree: true, attributeFilter: ['data-hydrated', 'data-filter'] });
  });
}

describe('an island hydrates with the numbers and dates its prerender formatted', () => {
  it.each([
    ['en', '/publications/'],
    ['fr', '/fr/publications/'],
  ] as const)('the %s publications list answers its first category filter without asking Intl', async (language, path) => {
    const { page, problems, close } = await openPage(browser);
    await page.addInitScript(countIntlAtEachAnswer);
    await page.goto(`${baseUrl}${path}`);
    await waitForHydration(page);
    const island = page.locator('site-island[data-island="publications-page"]');
    // The counts its prerender formatted are written after it.
    expect(await island.evaluate((element) => element.nextElementSibling?.matches('script[type="application/json"][data-island-intl]'))).toBe(true);
    await page.getByRole('button', { name: new RegExp(`^${text(language, 'publications.filterArticle')}`) }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { intlAtAnswers: Record<string, number> }).intlAtAnswers)).toEqual({
      'hydrated publications-page': 0,
      'filter article': 0,
    });
    // The entries, hydrated after the answer, format their citation counts with Intl (not carried: page weight).
    await expect.poll(() => page.evaluate(() => (window as unknown as { intlCalls: string[] }).intlCalls.length)).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await close();
  });

  it("the home page's publications section hydrates without asking Intl, its counts and date as prerendered", async () => {
    const { page, problems, close } = await openPage(browser);
    await page.addInitScript(countIntlAtEachAnswer);
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    const section = page.locator('site-island[data-island="publications"]');
    const prerendered = await section.innerText();
    await section.getByRole('button', { name: new RegExp(`^${text('en', 'publications.filterArticle')}`) }).hover();
    await expect.poll(() => page.evaluate(() => (window as unknown as { intlAtAnswers: Record<string, number> }).intlAtAnswers)).toEqual({
      'hydrated publications': 0,
    });
    expect(await section.innerText()).toBe(prerendered);
    expect(problems).toEqual([]);
    await close();
  });
});
