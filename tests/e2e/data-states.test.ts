import type { Page, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { waitForHydration, type TrackedPage } from './support/browser.ts';
import { browser } from './support/file-browser.ts';
import { projects, publications } from './support/section-content.ts';
import { notFoundDocumentMessage, site, text } from './support/site-content.ts';
import { openTestPage } from './support/test-page.ts';

/** The home page shows at most 6 publication cards whatever the number of works (issue 8). */
const homeCardCount = Math.min(6, publications.items.length);

const baseUrl = inject('baseUrl');

/**
 * Data requests must reach page.route: a service worker could answer them first (openPage blocks it).
 * The page's clock is installed before the first script runs, so the test can skip the retry backoff.
 */
async function open(): Promise<TrackedPage> {
  const tracked = await openTestPage(browser);
  await tracked.page.clock.install();
  return tracked;
}

/** What Chromium prints to the console for a request that answered 500. */
const failedRequest = 'error: Failed to load resource: the server responded with a status of 500 (Internal Server Error)';

/** Answers every request for a data file with 500 and counts them. */
async function failEveryTime(page: Page, key: string): Promise<{ attempts: () => number }> {
  let attempts = 0;
  await page.route(`${baseUrl}/data/${key}.json`, (route) => {
    attempts += 1;
    return route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
  });
  return { attempts: () => attempts };
}

/** Moves the page's clock on until the data layer has tried `expected` times (the backoff is 1, 2 then 4 s). */
async function skipBackoffUntil(page: Page, attempts: () => number, expected: number): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(500);
        return attempts();
      },
      { timeout: 10_000 },
    )
    .toBe(expected);
}

/** From /projects/, which does not carry the home sections' data, back home by the router: a client-side visit. */
async function clientSideHomeFromProjects(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/projects/`);
  await waitForHydration(page);
  await page.getByRole('link', { name: text('en', 'projectsPage.backToPortfolio'), exact: true }).click();
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(site.profile.name);
}

const publicationsSkeleton = (page: Page) => page.getByTestId('publications-skeleton');

describe('data states on a client-side visit', () => {
  it('shows the 4-item publications skeleton while the data is on its way, then the publications', async () => {
    const { page, problems, requests } = await open();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    await page.route(`${baseUrl}/data/publications-home.json`, async (route: Route) => {
      asked += 1;
      await held;
      await route.continue();
    });
    await clientSideHomeFromProjects(page);

    await expect.poll(() => asked).toBe(1);
    expect(await publicationsSkeleton(page).isVisible()).toBe(true);
    expect(await publicationsSkeleton(page).locator('> div[aria-hidden="true"]').count()).toBe(4);
    // Well past the section's 1 s reveal timer: the skeleton stays for as long as the data does not come.
    await page.clock.runFor(5000);
    expect(await publicationsSkeleton(page).isVisible()).toBe(true);
    expect(await page.locator('#publications-list').count()).toBe(0);

    release();
    await expect.poll(() => page.locator('#publications-list > li').count()).toBe(homeCardCount);
    expect(await publicationsSkeleton(page).count()).toBe(0);
    expect(requests.filter((url) => url.endsWith('/data/publications-home.json'))).toHaveLength(1);
    expect(problems).toEqual([]);
  });

  it('shows the skills skeleton grid of 3 cards while the skills are on their way, then the 3 cards', async () => {
    const { page, problems } = await open();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${baseUrl}/data/skills.json`, async (route: Route) => {
      await held;
      await route.continue();
    });
    await clientSideHomeFromProjects(page);

    const skeleton = page.getByTestId('skills-skeleton');
    await expect.poll(() => skeleton.isVisible()).toBe(true);
    expect(await skeleton.locator('> div[aria-hidden="true"]').count()).toBe(3);
    expect(await skeleton.getByRole('status').textContent()).toBe(text('en', 'common.loading'));
    expect(await page.locator('#skills article').count()).toBe(0);

    release();
    // The skills' 800 ms reveal timer runs on the page's clock.
    await expect
      .poll(async () => {
        await page.clock.runFor(200);
        return page.locator('#skills article h3').allTextContents();
      })
      .toEqual(['programming', 'analysis', 'tools'].map((category) => text('en', `skills.${category}`)));
    expect(await skeleton.count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it("publications failing every time: after 3 retries, 'Unable to Load Publications' with the status", async () => {
    const { page, problems } = await open();
    const failing = await failEveryTime(page, 'publications-home');
    await clientSideHomeFromProjects(page);
    expect(await publicationsSkeleton(page).isVisible()).toBe(true);

    await skipBackoffUntil(page, failing.attempts, 4);
    const error = page.locator('#publications').getByRole('alert');
    await expect.poll(() => error.isVisible()).toBe(true);
    // Specification section 8 gives the English texts verbatim.
    expect(await error.getByRole('heading').textContent()).toBe('Unable to Load Publications');
    expect(await error.getByText('Failed to fetch publications: 500', { exact: true }).isVisible()).toBe(true);
    expect(text('en', 'publications.errorNote')).toMatch(/weekly/);
    expect(await error.getByText(text('en', 'publications.errorNote'), { exact: true }).isVisible()).toBe(true);
    expect(await page.locator('#publications-list > li').count()).toBe(0);
    expect(await publicationsSkeleton(page).count()).toBe(0);

    await page.clock.runFor(60_000);
    expect(failing.attempts()).toBe(4);
    expect(problems).toEqual(Array(4).fill(failedRequest));
  });

  it("experience failing every time: 'Error loading experience data' with the status", async () => {
    const { page, problems } = await open();
    const failing = await failEveryTime(page, 'experience');
    await clientSideHomeFromProjects(page);
    expect(await page.locator('#experience').getByTestId('timeline-skeleton-item').count()).toBe(3);

    await skipBackoffUntil(page, failing.attempts, 4);
    const error = page.locator('#experience').getByRole('alert');
    await expect.poll(() => error.isVisible()).toBe(true);
    expect(await error.getByText('Error loading experience data', { exact: true }).isVisible()).toBe(true);
    expect(await error.getByText('Failed to fetch experience data: 500', { exact: true }).isVisible()).toBe(true);
    expect(await page.locator('#experience article').count()).toBe(0);
    // The other sections are not affected.
    await expect.poll(() => page.locator('#publications-list > li').count()).toBe(homeCardCount);
    expect(problems).toEqual(Array(4).fill(failedRequest));
  });

  it('projects failing every time: an empty section and one console error, nothing else', async () => {
    const { page, problems } = await open();
    const failing = await failEveryTime(page, 'projects.en');
    // Every page that links home client-side carries the projects, so the visit starts on the 404 page (which
    // does not) and goes home through the router's own history navigation, as the back button does.
    await page.goto(`${baseUrl}/no-such-page`);
    await waitForHydration(page);
    await page.evaluate(() => {
      window.history.pushState(null, '', '/');
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(site.profile.name);
    const section = page.locator('#projects');
    expect(await section.getByText(text('en', 'projects.loading'), { exact: true }).isVisible()).toBe(true);

    await skipBackoffUntil(page, failing.attempts, 4);
    await expect.poll(() => section.getByText(text('en', 'projects.loading'), { exact: true }).count()).toBe(0);
    expect(await section.locator('article').count()).toBe(0);
    expect(await section.getByRole('alert').count()).toBe(0);
    expect(await section.getByRole('link', { name: text('en', 'projects.viewAll') }).count()).toBe(0);
    expect(problems).toEqual([
      notFoundDocumentMessage,
      ...Array(4).fill(failedRequest),
      expect.stringMatching(/^error: The projects could not be loaded: .*\/data\/projects\.en\.json answered 500/),
    ]);
  });
});

describe('a first visit', () => {
  it.each(['/', '/fr/', '/projects/'])('%s loads the data files it names, each once, and nothing moves after hydration', async (path) => {
    const { page, problems, requests } = await openTestPage(browser);
    await page.addInitScript(() => {
      const shifts = { total: 0 };
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.total += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${baseUrl}${path}`);
    await waitForHydration(page);
    // Down the whole page, so that every lazy image loads and every section renders on screen.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let top = 0; top < height; top += 600) {
      await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
    }
    await page.waitForLoadState('networkidle');

    // The page carries only the names of its data files; its script loads them, once, before hydrating.
    const named = JSON.parse((await page.locator('#portfolio-data-keys').textContent()) ?? '[]') as string[];
    const language = path.startsWith('/fr/') ? 'fr' : 'en';
    expect(named).toEqual(expect.arrayContaining(['site', `strings.${language}`]));
    const dataRequests = requests.map((url) => new URL(url).pathname).filter((pathname) => pathname.startsWith('/data/'));
    expect(dataRequests.sort()).toEqual(named.map((key) => `/data/${key}.json`).sort());
    expect(await page.getByTestId('publications-skeleton').count()).toBe(0);
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: { total: number } }).layoutShifts.total);
    expect(shifts).toBe(0);
    expect(problems).toEqual([]);
  });

  it('stays as prerendered, readable and linked, when a data file it names cannot be loaded', async () => {
    const { page, problems } = await open();
    const failing = await failEveryTime(page, 'skills');
    await page.goto(`${baseUrl}/`);
    await skipBackoffUntil(page, failing.attempts, 4);
    await expect.poll(() => problems.length).toBe(5);
    expect(problems).toEqual([
      ...Array(4).fill(failedRequest),
      expect.stringMatching(/^error: The data this page was built with could not be loaded: .*\/data\/skills\.json answered 500/),
    ]);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    expect(await page.locator('#skills article').count()).toBe(3);
    expect(await page.locator('#publications-list > li').count()).toBe(homeCardCount);
    expect(await page.getByRole('banner').getByRole('link', { name: text('en', 'nav.projects'), exact: true }).getAttribute('href')).toBe(
      '/#projects',
    );
  });

  it('carries the content in the HTML itself, before any script runs', async () => {
    const { page } = await openTestPage(browser, { javaScriptEnabled: false });
    await page.goto(`${baseUrl}/`);
    expect(await page.locator('#publications-list > li').count()).toBe(homeCardCount);
    expect(await page.locator('#projects article').count()).toBe(3);
    expect(await page.locator('#projects article h3').first().textContent()).toBe(projects('en')[0]?.title);
    expect(await page.getByTestId('publications-skeleton').count()).toBe(0);
  });
});
