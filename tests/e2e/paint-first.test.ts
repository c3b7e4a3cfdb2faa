import { describe, expect, inject, it } from 'vitest';
import { openPage, waitForHydration } from './support/browser.ts';
import { browser } from './support/file-browser.ts';

const baseUrl = inject('baseUrl');

interface Timeline {
  firstContentfulPaint: number | null;
  scripts: Array<{ url: string; startTime: number }>;
}

/** Paint first, script after: the page's code is requested only once the prerendered page has painted. */
describe('paint first, script after', () => {
  for (const path of ['/', '/fr/', '/projects/', '/no-such-page']) {
    it(`requests no script before the first contentful paint of ${path}, then hydrates`, async () => {
      const { page, problems, close } = await openPage(browser);
      await page.goto(`${baseUrl}${path}`);
      await waitForHydration(page);
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
      expect(problems).toEqual([]);
      await close();
    });
  }
});
