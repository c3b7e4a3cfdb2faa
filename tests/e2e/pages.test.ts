import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { saveScreenshot, waitForHydration } from './support/browser.ts';
import { browser } from './support/file-browser.ts';
import { reusedPage } from './support/reused-page.ts';
import {
  expectedHeading,
  horizontalOverflow,
  type Language,
  notFoundDocumentMessage,
  sitePages,
  text,
} from './support/site-content.ts';

const baseUrl = inject('baseUrl');
const siteOrigin = new URL(baseUrl).origin;
const offSite = (requests: readonly string[]) => requests.filter((url) => new URL(url).origin !== siteOrigin);

// Each theme once and each width once: what these checks read (language, one render, landmarks, overflow) does not
// depend on the theme, and axe looks at every width in both themes (accessibility.test.ts).
const layouts = [
  { width: 375, colorScheme: 'light' },
  { width: 1280, colorScheme: 'dark' },
] as const;

/**
 * The narrowest phone a page must fit, checked on the phone layout's page once it has been read (the same page
 * narrowed: the layout follows the window, and a page load of its own cost every page 3 s of the suite).
 */
const narrowestPhone = { after: 375, viewport: { width: 320, height: 640 } } as const;

async function expectFitsNarrowestPhone(page: Page, language: Language): Promise<void> {
  await page.setViewportSize(narrowestPhone.viewport);
  await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(narrowestPhone.viewport.width);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  await page.getByRole('button', { name: text(language, 'nav.openMenu') }).click();
  // The header's island wakes on this first click: under load its code takes more than the default second to arrive.
  await expect.poll(() => page.locator('#mobile-menu').isVisible(), { timeout: 5000 }).toBe(true);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
}

describe.each(sitePages)('the page at $path', (sitePage) => {
  const expectedProblems = sitePage.kind === 'notFound' ? [notFoundDocumentMessage] : [];

  it.each(layouts)('renders once, in its language, at $width px in the $colorScheme theme (and fits 320 px after the phone)', async ({ width, colorScheme }) => {
    // One page per layout, for the pages in turn (support/reused-page.ts): the window back at its width, storage cleared.
    const { page, problems, requests, close } = await reusedPage(browser, {
      viewport: { width, height: 800 },
      colorScheme,
    });
    const response = await page.goto(`${baseUrl}${sitePage.path}`);
    expect(response?.status()).toBe(sitePage.kind === 'notFound' ? 404 : 200);
    await waitForHydration(page);

    expect(await page.locator('html').getAttribute('lang')).toBe(sitePage.language);
    // The default theme is 'system': the page takes the visitor's colour scheme.
    expect(await page.evaluate(() => [...document.documentElement.classList].filter((c) => c === 'light' || c === 'dark'))).toEqual([
      colorScheme,
    ]);
    // A page rendered twice (hydration appending instead of adopting) raises no error: count the landmarks.
    expect(await page.locator('h1').count()).toBe(1);
    await expect.poll(() => page.locator('h1').textContent()).toBe(expectedHeading(sitePage));
    expect(await page.getByRole('banner').count()).toBe(1);
    expect(await page.getByRole('main').count()).toBe(1);
    expect(await page.getByRole('contentinfo').count()).toBe(1);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await saveScreenshot(page, `${sitePage.name}-${width}-${colorScheme}`, { fullPage: false });
    if (width === narrowestPhone.after) await expectFitsNarrowestPhone(page, sitePage.language);
    expect(offSite(requests)).toEqual([]);
    expect(problems).toEqual(expectedProblems);
    await close();
  });
});
