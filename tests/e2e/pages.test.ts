import { describe, expect, inject, it } from 'vitest';
import { openPage, saveScreenshot, waitForHydration } from './support/browser.ts';
import { browser } from './support/file-browser.ts';
import {
  expectedHeading,
  horizontalOverflow,
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

describe.each(sitePages)('the page at $path', (sitePage) => {
  const expectedProblems = sitePage.kind === 'notFound' ? [notFoundDocumentMessage] : [];

  it.each(layouts)('renders once, in its language, at $width px in the $colorScheme theme', async ({ width, colorScheme }) => {
    const { page, problems, requests, close } = await openPage(browser, {
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
    expect(offSite(requests)).toEqual([]);
    expect(problems).toEqual(expectedProblems);
    await close();
  });

  it('fits a 320 px screen without horizontal scrolling, with the menu closed and open', async () => {
    const { page, problems, close } = await openPage(browser, { viewport: { width: 320, height: 640 } });
    await page.goto(`${baseUrl}${sitePage.path}`);
    await waitForHydration(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: text(sitePage.language, 'nav.openMenu') }).click();
    // The header's island wakes on this first click: under load its code takes more than the default second to arrive.
    await expect.poll(() => page.locator('#mobile-menu').isVisible(), { timeout: 5000 }).toBe(true);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(problems).toEqual(expectedProblems);
    await close();
  });
});
