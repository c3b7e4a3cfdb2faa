import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { PublicationsListData } from '../../core/collections/publications/publication-data.ts';
import { waitForHydration, type TrackedPage } from './support/browser.ts';
import { browser } from './support/file-browser.ts';
import { projects, publications } from './support/section-content.ts';
import { notFoundDocumentMessage, text } from './support/site-content.ts';
import { openTestPage } from './support/test-page.ts';

const baseUrl = inject('baseUrl');
const distDir = inject('distDir');
const paperKey = (
  JSON.parse(readFileSync(join(distDir, 'data', 'publications-list.json'), 'utf8')) as PublicationsListData
).entries[0]?.key;
if (!paperKey) throw new Error('the shipped content has publications');

/** The home page shows at most 6 publication cards whatever the number of works (issue 8). */
const homeCardCount = Math.min(6, publications.items.length);
const phone = { viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true };

const pathOf = (url: string) => new URL(url).pathname;
/** The scripts a page asked for, by their chunk names (`/assets/header-Cz6GlPfW.js` → `header`). */
const scriptsOf = (requests: readonly string[]) =>
  requests.map(pathOf).filter((path) => path.endsWith('.js')).map((path) => path.replace(/^\/assets\/|-[\w-]{8}\.js$/g, ''));
const dataOf = (requests: readonly string[]) => requests.map(pathOf).filter((path) => path.startsWith('/data/'));

/** The page loaded, its network idle: what a visitor's phone has run before they do anything. */
async function openUntouched(path: string): Promise<TrackedPage> {
  const tracked = await openTestPage(browser, phone);
  await tracked.page.goto(`${baseUrl}${path}`);
  await waitForHydration(tracked.page);
  await tracked.page.waitForLoadState('networkidle');
  return tracked;
}

interface PageType {
  path: string;
  /** The first interaction, and the island code and data it loads. */
  interact: (page: Page) => Promise<void>;
  island: string;
  data: string[];
  /** What the interaction did, once its island answered. */
  answered: (page: Page) => Promise<boolean>;
}

const openMenu = (page: Page) => page.getByRole('button', { name: text('en', 'nav.openMenu') }).click();
const menuOpened = async (page: Page) =>
  (await page.getByRole('button', { name: text('en', 'nav.closeMenu') }).getAttribute('aria-expanded')) === 'true';
const pageData = ['/data/edition.json', '/data/site.json', '/data/strings.en.json'];

const pageTypes: PageType[] = [
  {
    path: '/',
    interact: (page) => page.locator('#skills button[aria-expanded]').first().click(),
    island: 'skills-section',
    data: [...pageData, '/data/skills.json'],
    answered: async (page) => (await page.locator('#skills button[aria-expanded]').first().getAttribute('aria-expanded')) === 'true',
  },
  {
    path: '/publications/',
    interact: (page) => page.getByRole('searchbox').fill('zzzz no such work'),
    island: 'publications-page',
    // The search's first use reads the authors the entries do not name as well.
    data: [...pageData, '/data/publications-list.json', '/data/publications-list-authors.json'],
    answered: async (page) => (await page.locator('#all-publications li:visible').count()) === 0,
  },
  {
    path: `/publications/${paperKey}/`,
    interact: (page) => page.getByRole('button', { name: text('en', 'cite.copyBibtex') }).click(),
    island: 'cite-island',
    data: [...pageData, `/data/publication.${paperKey}.json`],
    answered: (page) => page.getByText(text('en', 'publications.bibtexCopied'), { exact: true }).isVisible(),
  },
  {
    // Pagefind's script and index come with the first search, not with the island (tests/e2e/search.test.ts).
    path: '/search/',
    interact: (page) => page.getByRole('searchbox').fill('wave'),
    island: 'search-box',
    data: pageData,
    answered: async (page) => (await page.getByRole('main').locator('ol > li').count()) > 0,
  },
  ...['/cv/', '/projects/', '/no-such-page'].map((path) => ({
    path,
    interact: openMenu,
    island: 'header',
    data: pageData,
    answered: menuOpened,
  })),
];

describe('a page of islands', () => {
  it.each(pageTypes)('$path runs only the islands runtime until used; its first use loads that island alone', async (type) => {
    const { page, problems, requests } = await openUntouched(type.path);
    expect(scriptsOf(requests)).toEqual(['app', 'start-islands']);
    expect(dataOf(requests)).toEqual([]);

    const before = requests.length;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await type.interact(page);
    // The search's answer also waits for Pagefind and its index.
    await expect.poll(() => type.answered(page), { timeout: type.path === '/search/' ? 15_000 : undefined }).toBe(true);
    const loaded = requests.slice(before);
    const scripts = scriptsOf(loaded);
    expect(scripts).toContain('hydrate-island');
    expect(scripts).toContain(type.island);
    // Only the island used: none of the page's other islands' code.
    const otherIslands = ['skills-section', 'contact-section', 'publications-section', 'publications-page', 'cite-island', 'spotlight-section', 'search-box'];
    expect(scripts.filter((name) => otherIslands.includes(name) && name !== type.island)).toEqual([]);
    expect(dataOf(loaded).sort()).toEqual([...new Set(type.data)].sort());
    const expectedProblems = type.path === '/no-such-page' ? [notFoundDocumentMessage] : [];
    expect(problems).toEqual(expectedProblems);
  });

  it("asks for the island's code and data with React DOM, not after it: one round trip before the answer", async () => {
    const { page, problems, requests } = await openUntouched('/publications/');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/hydrate-island-[\w-]{8}\.js$/, async (route: Route) => {
      await held;
      await route.continue();
    });
    const before = requests.length;
    await page.getByRole('searchbox').fill('zzzz no such work');
    // React DOM is held: what else the first use needs is asked for meanwhile.
    await expect.poll(() => scriptsOf(requests.slice(before))).toContain('publications-page');
    await expect.poll(() => dataOf(requests.slice(before))).toContain('/data/publications-list.json');
    expect(await page.locator('#all-publications li:visible').count()).toBeGreaterThan(0);
    release();
    await expect.poll(() => page.locator('#all-publications li:visible').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('turns the header solid past 50 px of scrolling and clear again, loading no island to do it', async () => {
    const { page, problems, requests } = await openUntouched('/');
    const header = page.getByRole('banner');
    await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }));
    await expect.poll(() => header.getAttribute('data-scrolled')).toBe('true');
    // Polled: the background eases in over a transition, and its first frame can still be clear.
    await expect.poll(() => header.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo({ top: 40, behavior: 'instant' }));
    await expect.poll(() => header.getAttribute('data-scrolled')).toBe('false');
    expect(scriptsOf(requests)).toEqual(['app', 'start-islands']);
    expect(problems).toEqual([]);
  });

  it('answers every click made while an island loads, in order', async () => {
    const { page, problems } = await openUntouched('/');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/skills-section-[\w-]{8}\.js$/, async (route: Route) => {
      await held;
      await route.continue();
    });
    const pill = (card: number) => page.locator('#skills article').nth(card).locator('button[aria-expanded]').first();
    await pill(0).click();
    await pill(1).click();
    expect(await pill(0).getAttribute('aria-expanded')).toBe('false');
    release();
    await expect.poll(() => Promise.all([pill(0).getAttribute('aria-expanded'), pill(1).getAttribute('aria-expanded')])).toEqual([
      'true',
      'true',
    ]);
    expect(problems).toEqual([]);
  });

  it('prefetches a page of the site when the pointer rests on a link to it, not a download', async () => {
    const { page, problems, requests } = await openTestPage(browser);
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    // Added once the page is idle (site/app/islands/speculation-rules.ts).
    await expect.poll(() => page.locator('script[type="speculationrules"]').count()).toBe(1);
    const viewAll = page.getByRole('link', { name: text('en', 'projects.viewAll'), exact: true });
    await viewAll.scrollIntoViewIfNeeded();
    await viewAll.hover();
    await expect.poll(() => requests.map(pathOf)).toContain('/projects/');
    const cv = page.getByRole('link', { name: text('en', 'hero.downloadCv') });
    await cv.hover();
    await page.waitForTimeout(500);
    expect(requests.map(pathOf).filter((path) => path.endsWith('.pdf'))).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('carries every section in the HTML itself, before any script runs', async () => {
    const { page } = await openTestPage(browser, { javaScriptEnabled: false });
    await page.goto(`${baseUrl}/`);
    expect(await page.locator('#publications-list > li').count()).toBe(homeCardCount);
    expect(await page.locator('#projects article').count()).toBe(3);
    expect(await page.locator('#projects article h3').first().textContent()).toBe(projects('en')[0]?.title);
    expect(await page.locator('site-island').count()).toBeGreaterThan(0);
  });

  it('keeps an island whose code cannot be loaded as prerendered, says which in one error, and its links work', async () => {
    const { page, problems } = await openUntouched('/');
    await page.route(/\/assets\/hero-links-[\w-]{8}\.js$/, (route: Route) => route.abort());
    const cvLink = page.getByRole('link', { name: text('en', 'hero.downloadCv') });
    const download = page.waitForEvent('download');
    await cvLink.click();
    await download;
    await expect.poll(() => problems.filter((problem) => problem.includes('"hero-links" island')).length).toBe(1);
    expect(problems.filter((problem) => !/net::ERR_FAILED/.test(problem))).toEqual([
      expect.stringMatching(/^error: The "hero-links" island could not be loaded: it stays as prerendered\./),
    ]);
    expect(await page.locator('#top ul a').count()).toBeGreaterThan(1);
  });

  it('shows the 4-item skeleton while a category’s cards are on their way, then its cards', async () => {
    const { page, problems } = await openUntouched('/');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${baseUrl}/data/publications-home.article.json`, async (route: Route) => {
      await held;
      await route.continue();
    });
    const group = page.getByRole('group', { name: text('en', 'publications.filterLabel') });
    await group.getByRole('button').nth(1).click();
    const skeleton = page.getByTestId('publications-skeleton');
    await expect.poll(() => skeleton.isVisible()).toBe(true);
    expect(await skeleton.locator('> div[aria-hidden="true"]').count()).toBe(4);
    release();
    await expect.poll(() => page.locator('#publications-list > li').count()).toBeGreaterThan(0);
    expect(await skeleton.count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it("says 'Unable to Load Publications' with the status when a category's cards fail after 3 retries", async () => {
    const { page, problems } = await openUntouched('/');
    await page.clock.install();
    let attempts = 0;
    await page.route(`${baseUrl}/data/publications-home.article.json`, (route: Route) => {
      attempts += 1;
      return route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
    });
    const group = page.getByRole('group', { name: text('en', 'publications.filterLabel') });
    await group.getByRole('button').nth(1).click();
    await expect
      .poll(
        async () => {
          await page.clock.runFor(500);
          return attempts;
        },
        { timeout: 10_000 },
      )
      .toBe(4);
    const error = page.locator('#publications').getByRole('alert');
    await expect.poll(() => error.isVisible()).toBe(true);
    // Specification section 8 gives the English texts verbatim.
    expect(await error.getByRole('heading').textContent()).toBe('Unable to Load Publications');
    expect(await error.getByText('Failed to fetch publications: 500', { exact: true }).isVisible()).toBe(true);
    expect(await error.getByText(text('en', 'publications.errorNote'), { exact: true }).isVisible()).toBe(true);
    expect(problems).toEqual(
      Array(4).fill('error: Failed to load resource: the server responded with a status of 500 (Internal Server Error)'),
    );
  });

  it('moves nothing on screen when the page is scrolled through and its islands wake', async () => {
    const { page, problems } = await openTestPage(browser);
    await page.addInitScript(() => {
      const shifts = { total: 0 };
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.total += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let top = 0; top < height; top += 600) {
      await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
    }
    await page.mouse.move(640, 450);
    await page.waitForLoadState('networkidle');
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: { total: number } }).layoutShifts.total);
    expect(shifts).toBe(0);
    expect(problems).toEqual([]);
  });
});
