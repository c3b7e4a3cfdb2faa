import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { waitForHydration, type TrackedPage } from './browser.ts';
import { browser } from './file-browser.ts';
import { text, type Language } from './site-content.ts';
import { reusedTestPage } from './test-page.ts';

const baseUrl = inject('baseUrl');

/** The scripts a page asked for, by their chunk names (`/assets/header-Cz6GlPfW.js` → `header`). */
export const scriptsOf = (requests: readonly string[]) =>
  requests.map((url) => new URL(url).pathname).filter((path) => path.endsWith('.js')).map((path) => path.replace(/^\/assets\/|-[\w-]{8}\.js$/g, ''));

/**
 * A collection's page on a desktop, answered 200, with its script run (or, with it off, never run). The file's
 * tests take turns with one page per set of options (support/reused-page.ts); `close` hands it back before the
 * test ends.
 */
export async function openCollectionPage(path: string, { javaScriptEnabled = true, colorScheme = 'light' as 'light' | 'dark' } = {}): Promise<TrackedPage> {
  const tracked = await reusedTestPage(browser, { javaScriptEnabled, colorScheme, viewport: { width: 1280, height: 900 } });
  const response = await tracked.page.goto(`${baseUrl}${path}`);
  expect(response?.status()).toBe(200);
  if (javaScriptEnabled) await waitForHydration(tracked.page);
  else expect(await tracked.page.locator('html').getAttribute('data-hydrated')).toBeNull();
  return tracked;
}

interface HomeSectionLink {
  /** The collection's id: its section's id, and its strings' prefix (`news.title`, `nav.news`). */
  id: string;
  language: Language;
  /** How many items its "view all" link counts. */
  total: number;
  /** The collection's page in the language. */
  pagePath: string;
}

/**
 * A collection's home section and the header both lead to its page: the section's heading, its "view all" link
 * (followed), the navigation's item, and no React DOM loaded to get there.
 */
export async function expectHomeSectionLeadsToPage(page: Page, requests: readonly string[], { id, language, total, pagePath }: HomeSectionLink): Promise<void> {
  const section = page.locator(`section#${id}`);
  expect(await section.locator('h2').textContent()).toBe(text(language, `${id}.title`));
  const all = section.getByRole('link', { name: text(language, `${id}.viewAll`, { n: total }) });
  expect(await all.getAttribute('href')).toBe(pagePath);
  const nav = page.getByRole('banner').getByRole('navigation', { name: text(language, 'nav.mainLabel') });
  expect(await nav.getByRole('link', { name: text(language, `nav.${id}`), exact: true }).getAttribute('href')).toBe(pagePath);
  await all.click();
  await page.waitForURL(`${baseUrl}${pagePath}`);
  expect(await page.locator('h1').textContent()).toBe(text(language, `${id}.title`));
  expect(scriptsOf(requests)).not.toContain('hydrate-island');
}

/** A page of plain HTML: the islands runtime is all its script, whatever the visitor reads (the header aside). */
export async function expectNoIslandOfItsOwn(path: string): Promise<void> {
  const { page, problems, requests } = await openCollectionPage(path);
  await page.waitForLoadState('networkidle');
  expect(scriptsOf(requests)).toEqual(['app', 'start-islands']);
  expect(await page.locator('main site-island').count()).toBe(0);
  expect(problems).toEqual([]);
}

/** Opening `path#id` shows the element of that id, whole, on the screen. */
export async function expectOpensAtAnchor(path: string, id: string): Promise<void> {
  const { page, problems } = await openCollectionPage(`${path}#${id}`);
  await expect
    .poll(() =>
      page.evaluate((anchor) => {
        const box = document.getElementById(anchor)?.getBoundingClientRect();
        return box !== undefined && box.top >= 0 && box.bottom <= window.innerHeight;
      }, id),
    )
    .toBe(true);
  expect(problems).toEqual([]);
}
