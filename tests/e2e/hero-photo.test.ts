import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPage, saveScreenshot, waitForHydration } from './support/browser.ts';
import { browser } from './support/file-browser.ts';
import { photoAlt, photoBytes } from './support/owner-variant.ts';

const baseUrl = inject('ownerBaseUrl');
const distDir = inject('ownerDistDir');
const sourceBytes = photoBytes(inject('ownerContentDir'));
const siteUrl = (JSON.parse(readFileSync(join(inject('ownerContentDir'), 'site.json'), 'utf8')) as { siteUrl: string }).siteUrl.replace(/\/+$/, '');
const alt = photoAlt;

const mobile: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

/** Sum of the layout shifts the page has had so far (CLS without session windows). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((done) => {
        new PerformanceObserver((list) => {
          done(list.getEntries().reduce((sum, entry) => sum + (entry as PerformanceEntry & { value: number }).value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => done(0), 500);
      }),
  );
}

async function heroImage(page: Page) {
  return page.locator('#top picture img').evaluate((image: HTMLImageElement) => {
    const box = image.getBoundingClientRect();
    return { currentSrc: image.currentSrc, naturalWidth: image.naturalWidth, alt: image.alt, width: box.width, height: box.height, left: box.left };
  });
}

describe('a 6000×4000 photo of several megabytes', () => {
  it('reaches a phone as a small AVIF in a reserved box, within the 300 kB page budget', async () => {
    expect(sourceBytes).toBeGreaterThan(3_000_000);
    const { page, problems, close } = await openPage(browser, mobile);
    const responses: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(baseUrl)) responses.push(response.body().then((body) => gzipSync(body).length, () => 0));
    });
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    await page.locator('#top picture img').evaluate((image: HTMLImageElement) => image.decode());

    // 10rem at 2x: the 320 px AVIF (its natural width is 160 CSS pixels at density 2), drawn 160×160.
    const image = await heroImage(page);
    expect(image.currentSrc).toBe(`${baseUrl}/images/portrait.320w.avif`);
    expect([image.naturalWidth, image.width, image.height, image.alt]).toEqual([160, 160, 160, alt.en]);
    expect(await layoutShift(page)).toBe(0);

    // The whole page, every lazy image included, as the audit counts it: gzip sizes, scrolled to the end.
    for (let top = 0; top < (await page.evaluate(() => document.documentElement.scrollHeight)); top += 400) {
      await page.evaluate((y) => window.scrollTo(0, y), top);
      await page.waitForTimeout(50);
    }
    await page.waitForLoadState('networkidle');
    const total = (await Promise.all(responses)).reduce((sum, bytes) => sum + bytes, 0);
    console.info(`hero photo e2e: source ${sourceBytes} B, page ${total} B gzip on a 390×844 @2x phone`);
    expect(total).toBeLessThanOrEqual(300_000);
    const urls = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    expect(urls.filter((url) => url.includes('portrait'))).toEqual([`${baseUrl}/images/portrait.320w.avif`]);
    expect(problems).toEqual([]);
    await close();
  }, 180_000);

  it('is shown to search engines (JSON-LD Person image) as its largest built JPEG, not the camera file', () => {
    for (const page of ['index.html', 'fr/index.html', 'cv/index.html']) {
      const html = readFileSync(join(distDir, page), 'utf8');
      const json = /<script[^>]*type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? '{}';
      const person = (JSON.parse(json) as { '@graph': { '@type': string; image?: string }[] })['@graph'].find((node) => node['@type'] === 'Person');
      expect(person?.image, page).toMatch(new RegExp(`^${siteUrl.replace(/[.]/g, '\\.')}/images/portrait\\.\\d+w\\.jpg$`));
      const file = join(distDir, (person?.image ?? '').slice(siteUrl.length));
      expect(statSync(file).size, file).toBeLessThan(sourceBytes / 10);
    }
  });

  it('sits beside the introduction on a desktop screen, in both themes, described in French on French pages', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page, problems, close } = await openPage(browser, { colorScheme });
      await page.goto(`${baseUrl}/fr/`);
      await waitForHydration(page);
      await page.locator('#top picture img').evaluate((image: HTMLImageElement) => image.decode());
      const image = await heroImage(page);
      const nameRight = await page.locator('#hero-name').evaluate((name) => name.getBoundingClientRect().right);
      // 20rem at 1x (1280 px wide): the 320 px version, right of the name.
      expect(image.currentSrc).toBe(`${baseUrl}/images/portrait.320w.avif`);
      expect([image.width, image.height, image.alt]).toEqual([320, 320, alt.fr]);
      expect(image.left).toBeGreaterThanOrEqual(nameRight);
      expect(await layoutShift(page)).toBe(0);
      // The window, where the photo is: a shot of the whole long page costs Chromium seconds of CPU.
      await saveScreenshot(page, `hero-photo-desktop-${colorScheme}`, { fullPage: false });
      expect(problems).toEqual([]);
      await close();
    }
  }, 180_000);
});
