import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { analyzeEveryState, axeViolations, openScrolledInTheme } from '../../audit/axe-run.ts';
import { openPage, saveScreenshot, waitForHydration, waitForIsland } from './support/browser.ts';
import { browser } from './support/file-browser.ts';
import { reusedPage } from './support/reused-page.ts';
import { extraPages } from './support/owner-variant.ts';
import { navSections, ownPage, text, type Language } from './support/site-content.ts';

/** Every header link of the site in a language, in order: the sections, the CV, then the owner's pages. */
const allLabels = (language: Language) => [
  ...navSections.map((id) => text(language, `nav.${id}`)),
  text(language, 'cv.nav'),
  ownPage.title[language],
  ...extraPages.map((page) => page[language]),
];

const baseUrl = inject('ownerBaseUrl');

const home = (language: Language) => (language === 'en' ? '/' : '/fr/');
const moreButton = (page: Page) => page.locator('header button[aria-controls="more-menu"]');
const moreList = (page: Page) => page.locator('#more-menu');

/** The bar as drawn: its visible links (label, top, right), the More button's box, the controls' box, and whether its row scrolls. */
function barLayout(page: Page) {
  return page.evaluate(() => {
    const nav = document.querySelector('header nav')!;
    const row = nav.firstElementChild as HTMLElement;
    const links = [...row.querySelectorAll('a')].filter((link) => link.getClientRects().length > 0).map((link) => {
      const box = link.getBoundingClientRect();
      return { label: link.textContent ?? '', top: Math.round(box.top), right: box.right };
    });
    const more = document.querySelector('header button[aria-controls="more-menu"]')?.getBoundingClientRect();
    const theme = [...document.querySelectorAll('header button[aria-label]')].find((button) => button.getClientRects().length > 0 && !button.hasAttribute('aria-controls'))!.getBoundingClientRect();
    const search = document.querySelector('header a[href$="search/"]')!.getBoundingClientRect();
    return {
      links,
      more: more === undefined || more.width === 0 ? undefined : { top: Math.round(more.top), left: more.left, right: more.right },
      controls: { left: search.left, right: theme.right, top: Math.round(search.top) },
      rowScrolls: row.scrollWidth > row.clientWidth,
      headerHeight: document.querySelector('header')!.getBoundingClientRect().height,
      barHeight: document.querySelector('header > div')!.getBoundingClientRect().height,
    };
  });
}

describe('the header with the shipped links and four pages of the owner', () => {
  it.each([
    ['en', 1024],
    ['en', 1280],
    ['en', 1440],
    ['fr', 1024],
    ['fr', 1280],
    ['fr', 1440],
  ] as const)('in %s at %i px is one line: what does not fit is in More, every link once', async (language, width) => {
    // The six windows take turns with one page (support/reused-page.ts), set to the width before the page loads.
    const { page, problems, close } = await reusedPage(browser);
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${baseUrl}${home(language)}`);
    await waitForHydration(page);
    const bar = await barLayout(page);
    // One line: every link, the More button and the controls on the same row, nothing hidden behind a scroll.
    expect(bar.links.length).toBeGreaterThan(0);
    expect(new Set(bar.links.map((link) => link.top)).size).toBe(1);
    expect(bar.rowScrolls).toBe(false);
    expect(bar.headerHeight).toBeLessThanOrEqual(bar.barHeight + 1);
    expect(bar.more).toBeDefined();
    expect(Math.abs((bar.more?.top ?? 0) - bar.links[0]!.top)).toBeLessThanOrEqual(8);
    expect(bar.links.at(-1)!.right).toBeLessThanOrEqual(bar.more!.left);
    expect(bar.more!.right).toBeLessThanOrEqual(bar.controls.left);
    expect(bar.controls.right).toBeLessThanOrEqual(width);

    await moreButton(page).click();
    // The header island loads on that click, which it then answers: allow a loaded machine that time.
    await expect.poll(() => moreButton(page).getAttribute('aria-expanded'), { timeout: 10_000 }).toBe('true');
    const inMore = await moreList(page).getByRole('link').allTextContents();
    expect([...bar.links.map((link) => link.label), ...inMore]).toEqual(allLabels(language));
    await saveScreenshot(page, `header-17-${language}-${width}-more-open`, { fullPage: false });
    expect(problems).toEqual([]);
    await close();
  });

  it('opens More from the keyboard: Enter and Space open it, Tab moves through its links with a visible focus, Escape closes it and focus returns', async () => {
    const { page, problems, close } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    const { links } = await barLayout(page);
    await page.locator('header nav').first().getByRole('link', { name: links.at(-1)!.label, exact: true }).focus();
    await page.keyboard.press('Tab');
    const button = moreButton(page);
    expect(await button.evaluate((element) => element === document.activeElement && element.matches(':focus-visible'))).toBe(true);
    await waitForIsland(page, 'header');

    await page.keyboard.press('Enter');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    const inMore = await moreList(page).getByRole('link').allTextContents();
    for (const label of inMore) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        return { label: element.textContent, inMore: element.closest('#more-menu') !== null, ring: getComputedStyle(element).outlineStyle, visible: element.matches(':focus-visible') };
      });
      expect(focused).toEqual({ label, inMore: true, ring: 'solid', visible: true });
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    expect(await moreList(page).isVisible()).toBe(false);
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.keyboard.press(' ');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    // Tab past its last link leaves the menu, which closes.
    for (let step = 0; step <= inMore.length; step += 1) await page.keyboard.press('Tab');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    expect(problems).toEqual([]);
    await close();
  });

  it('lists them all in the mobile menu at 390 px', async () => {
    const { page, problems, close } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await page.goto(`${baseUrl}/fr/`);
    await waitForHydration(page);
    await page.getByRole('button', { name: text('fr', 'nav.openMenu'), exact: true }).click();
    const menu = page.locator('#mobile-menu');
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await menu.getByRole('navigation').getByRole('link').allTextContents()).toEqual(allLabels('fr'));
    for (const link of await menu.getByRole('navigation').getByRole('link').all()) expect(await link.isVisible()).toBe(true);
    expect(await moreButton(page).isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await close();
  });

  it('leaves axe nothing to find at 1,024 px with More open, in the light theme and in the dark one’s colours', async () => {
    // Every rule in the light theme; the dark one, on the same page and in every state, needs only the colour rules
    // (a theme changes colours only: audit/axe-run.ts), as in accessibility.test.ts.
    const { page, close } = await openPage(browser, { viewport: { width: 1024, height: 800 }, colorScheme: 'light', reducedMotion: 'reduce' });
    try {
      await openScrolledInTheme(page, `${baseUrl}/fr/${ownPage.slug}/`, 'light');
      const runs = await analyzeEveryState(page, { coloursIn: 'dark' });
      expect(runs.map((run) => `${run.state}, ${run.theme}`)).toEqual(['loaded, light', 'loaded, dark', 'menu open, light', 'menu open, dark']);
      expect(runs.flatMap((run) => axeViolations(run.results).map((violation) => `${run.state}, ${run.theme}: ${violation.ruleId} ${violation.targets.join(' | ')}`))).toEqual([]);
    } finally {
      await close();
    }
  }, 150_000);
});
