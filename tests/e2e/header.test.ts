import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPage, waitForHydration, waitForIsland } from './support/browser.ts';
import { browser } from './support/file-browser.ts';
import { reusedPage } from './support/reused-page.ts';
import { navSectionAnchors, navSections, site, text, textPrefix } from './support/site-content.ts';

const baseUrl = inject('baseUrl');
const desktop = { viewport: { width: 1280, height: 800 } };
const mobile = { viewport: { width: 375, height: 740 } };

/**
 * The home page in a page the tests of a window take turns with (support/reused-page.ts); the tooltip tests'
 * fake clock would stay with a page, so they open their own.
 */
async function openHome(options: typeof desktop) {
  const tracked = await reusedPage(browser, options);
  await tracked.page.goto(`${baseUrl}/`);
  await waitForHydration(tracked.page);
  return tracked;
}

/** Scrolls instantly (no smooth scrolling to wait for) and lets the page handle the scroll event. */
async function scrollToY(page: Page, top: number): Promise<void> {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(top);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

function headerLook(page: Page) {
  return page.getByRole('banner').evaluate((header) => ({
    scrolled: header.dataset.scrolled,
    background: getComputedStyle(header).backgroundColor,
    backdrop: getComputedStyle(header).backdropFilter,
  }));
}

const transparent = 'rgba(0, 0, 0, 0)';

/**
 * Where a section ended up after a jump: its top just below the fixed header (not hidden under it), or, for
 * a section too close to the end of the page to reach that line, anywhere on screen with the page at its end.
 */
function sectionPlacement(page: Page, id: string) {
  return page.evaluate((sectionId) => {
    const section = document.getElementById(sectionId)!.getBoundingClientRect();
    const header = document.querySelector('header')!.getBoundingClientRect();
    const atEnd = Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight;
    const belowHeader = section.top >= header.bottom - 1;
    const nearHeader = section.top <= header.bottom + 48;
    return belowHeader && (nearHeader || (atEnd && section.top < window.innerHeight)) ? 'in view' : `top at ${section.top}`;
  }, id);
}

const hash = (page: Page) => page.evaluate(() => window.location.hash);
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? null);

describe('header background', () => {
  it('is transparent at the top, turns solid past 50 px of scrolling and clears again at 40 px', async () => {
    const { page, problems, close } = await openHome(desktop);
    const atTop = await headerLook(page);
    expect(atTop).toMatchObject({ scrolled: 'false', background: transparent, backdrop: 'none' });

    await scrollToY(page, 40);
    expect(await headerLook(page)).toMatchObject({ scrolled: 'false', background: transparent });

    await scrollToY(page, 60);
    await expect.poll(async () => (await headerLook(page)).scrolled).toBe('true');
    await expect.poll(async () => (await headerLook(page)).background).not.toBe(transparent);
    expect((await headerLook(page)).backdrop).toContain('blur');

    await scrollToY(page, 40);
    await expect.poll(async () => (await headerLook(page)).scrolled).toBe('false');
    await expect.poll(async () => (await headerLook(page)).background).toBe(transparent);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('desktop navigation (1280 px)', () => {
  it('scrolls to each section, puts its id in the address and focus on it; the initials go back to the top', async () => {
    const { page, problems, close } = await openHome(desktop);
    const nav = page.getByRole('banner').getByRole('navigation', { name: text('en', 'nav.mainLabel') });

    for (const id of navSectionAnchors) {
      const name = text('en', `nav.${id}`);
      const inBar = nav.getByRole('link', { name, exact: true });
      // In the bar, or in More when the bar has no room for it at this width (tests/e2e/header-more.test.ts).
      if (await inBar.isVisible()) await inBar.click();
      else {
        await page.locator('header button[aria-controls="more-menu"]').click();
        await page.locator('#more-menu').getByRole('link', { name, exact: true }).click();
      }
      await expect.poll(() => sectionPlacement(page, id), { timeout: 5000 }).toBe('in view');
      expect(await hash(page)).toBe(`#${id}`);
      expect(await focusedId(page)).toBe(id);
    }
    expect(page.url()).toBe(`${baseUrl}/#contact`);

    await page.getByRole('link', { name: `${site.profile.name} — ${text('en', 'nav.home')}`, exact: true }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);
    expect(await hash(page)).toBe('');

    // Publications opens the publications page (every work; the home section shows at most 6), marked current there.
    await nav.getByRole('link', { name: text('en', 'nav.publications'), exact: true }).click();
    await page.waitForURL(`${baseUrl}/publications/`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(text('en', 'publicationsPage.title'));
    const current = nav.getByRole('link', { name: text('en', 'nav.publications'), exact: true });
    await expect.poll(() => current.getAttribute('aria-current')).toBe('page');
    expect(problems).toEqual([]);
    await close();
  });

  it('shows the language and theme toggles in the bar, and no menu button', async () => {
    const { page, problems, close } = await openHome(desktop);
    const banner = page.getByRole('banner');
    const languageToggle = banner.getByRole('link', { name: `FR – ${text('fr', 'language.name')}`, exact: true });
    const themeToggle = banner.getByRole('button', { name: new RegExp(`^${textPrefix('en', 'theme.toggle')}`) });
    expect(await languageToggle.count()).toBe(1);
    expect(await languageToggle.isVisible()).toBe(true);
    expect(await themeToggle.count()).toBe(1);
    expect(await themeToggle.isVisible()).toBe(true);
    expect(await languageToggle.evaluate((link) => link.closest('#mobile-menu'))).toBeNull();
    expect(await themeToggle.evaluate((button) => button.closest('#mobile-menu'))).toBeNull();
    expect(await banner.getByRole('button', { name: text('en', 'nav.openMenu') }).count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });
});

// With more links than the bar holds, the rest are in More: tests/e2e/header-more.test.ts (four more pages).
describe('desktop bar with every section, the CV and an own page', () => {
  it.each([
    ['en', 1024],
    ['fr', 1024],
    ['fr', 1280],
  ] as const)('in %s at %i px keeps the language and theme controls whole in view, its links reachable', async (language, width) => {
    const { page, problems, close } = await reusedPage(browser);
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${baseUrl}${language === 'en' ? '/' : '/fr/'}`);
    await waitForHydration(page);
    const banner = page.getByRole('banner');
    const themeToggle = banner.getByRole('button', { name: new RegExp(`^${textPrefix(language, 'theme.toggle')}`) });
    const box = await themeToggle.boundingBox();
    expect(box !== null && box.x + box.width <= width).toBe(true);
    const nav = banner.getByRole('navigation', { name: text(language, 'nav.mainLabel') });
    const last = nav.getByRole('link').last();
    await last.focus();
    const lastBox = await last.boundingBox();
    expect(lastBox !== null && lastBox.x + lastBox.width <= (box?.x ?? 0)).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('mobile menu (375 px)', () => {
  const menuButton = (page: Page) => page.getByRole('banner').locator('button[aria-controls="mobile-menu"]');
  const menu = (page: Page) => page.locator('#mobile-menu');

  it('opens from its button with the section links and both toggles; a link scrolls to its section and closes it', async () => {
    const { page, problems, close } = await openHome(mobile);
    const banner = page.getByRole('banner');
    const themeName = new RegExp(`^${textPrefix('en', 'theme.toggle')}`);
    // Closed: no navigation link and no toggle is visible in the bar.
    expect(await banner.getByRole('link', { name: `FR – ${text('fr', 'language.name')}`, exact: true }).count()).toBe(0);
    expect(await banner.getByRole('button', { name: themeName }).count()).toBe(0);
    expect(await banner.getByRole('link', { name: text('en', 'nav.skills'), exact: true }).count()).toBe(0);

    const button = page.getByRole('button', { name: text('en', 'nav.openMenu'), exact: true });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.click();
    // The first use of the header wakes its island: the answer comes once its code has loaded.
    await expect.poll(() => menuButton(page).getAttribute('aria-expanded')).toBe('true');
    expect(await menuButton(page).getAttribute('aria-label')).toBe(text('en', 'nav.closeMenu'));
    expect(await menu(page).isVisible()).toBe(true);
    expect(await menu(page).getByRole('link', { name: `FR – ${text('fr', 'language.name')}`, exact: true }).isVisible()).toBe(true);
    expect(await menu(page).getByRole('button', { name: themeName }).isVisible()).toBe(true);
    for (const id of navSections) {
      expect(await menu(page).getByRole('link', { name: text('en', `nav.${id}`), exact: true }).isVisible()).toBe(true);
    }

    await menu(page).getByRole('link', { name: text('en', 'nav.experience'), exact: true }).click();
    await expect.poll(() => menu(page).isVisible()).toBe(false);
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => sectionPlacement(page, 'experience'), { timeout: 5000 }).toBe('in view');
    expect(await hash(page)).toBe('#experience');
    expect(problems).toEqual([]);
    await close();
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    const { page, problems, close } = await openHome(mobile);
    await menuButton(page).click();
    await menu(page).getByRole('link', { name: text('en', 'nav.projects'), exact: true }).focus();
    await page.keyboard.press('Escape');
    expect(await menu(page).isVisible()).toBe(false);
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false');
    expect(await menuButton(page).evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('theme toggle tooltip', () => {
  const tooltip = (page: Page) => page.getByTestId('tooltip');
  const themeName = new RegExp(`^${textPrefix('en', 'theme.toggle')}`);

  /** The home page with its (fake) clock paused once hydrated: from then on only the test moves time. */
  async function openWithPausedClock(options: typeof desktop) {
    const tracked = await openPage(browser, options);
    await tracked.page.clock.install();
    await tracked.page.goto(`${baseUrl}/`);
    await waitForHydration(tracked.page);
    await tracked.page.clock.pauseAt(await tracked.page.evaluate(() => Date.now() + 1_000));
    return tracked;
  }

  /** Where the visible bubble is, against the viewport and the control it names. */
  function bubblePlacement(page: Page, control: Locator) {
    return control.evaluate((button) => {
      const bubble = document.querySelector('[data-testid="tooltip"] > span')!.getBoundingClientRect();
      const anchor = button.getBoundingClientRect();
      return {
        insideViewport:
          bubble.left >= 0 &&
          bubble.right <= document.documentElement.clientWidth &&
          bubble.top >= 0 &&
          bubble.bottom <= window.innerHeight,
        side: bubble.bottom <= anchor.top ? 'above' : bubble.top >= anchor.bottom ? 'below' : 'overlapping',
      };
    });
  }

  // In the bar at 1280 px there is no room above the toggle; in the open menu at 375 px there is.
  it.each([
    { width: 1280, options: desktop, side: 'below' },
    { width: 375, options: mobile, side: 'above' },
  ])(
    'shows the toggle’s name 700 ms after the pointer rests on it, $side it and inside the viewport at $width px',
    async ({ width, options, side }) => {
      const { page, problems, close } = await openWithPausedClock(options);
      if (width === 375) await page.getByRole('button', { name: text('en', 'nav.openMenu'), exact: true }).click();
      const toggle = page.getByRole('banner').getByRole('button', { name: themeName });
      const name = await toggle.getAttribute('aria-label');
      expect(await toggle.getAttribute('title')).toBeNull();

      await toggle.hover();
      // On a desktop the pointer is the first use of the header: its island wakes, then the delay runs.
      await waitForIsland(page, 'header');
      await page.clock.runFor(699);
      expect(await tooltip(page).count()).toBe(0);
      await page.clock.runFor(1);
      await expect.poll(() => tooltip(page).textContent()).toBe(name);
      expect(await tooltip(page).getAttribute('aria-hidden')).toBe('true');
      expect(await bubblePlacement(page, toggle)).toEqual({ insideViewport: true, side });

      // Away through the empty middle of the header bar.
      await page.mouse.move(width / 2, 10);
      await expect.poll(() => tooltip(page).count()).toBe(0);
      expect(problems).toEqual([]);
      await close();
    },
  );

  it('in the open menu, a first Escape closes the tooltip of the focused toggle and a second the menu', async () => {
    const { page, problems, close } = await openWithPausedClock(mobile);
    await page.getByRole('button', { name: text('en', 'nav.openMenu'), exact: true }).click();
    const menu = page.locator('#mobile-menu');
    await menu.getByRole('link', { name: `FR – ${text('fr', 'language.name')}`, exact: true }).focus();
    await page.keyboard.press('Tab');
    const toggle = menu.getByRole('button', { name: themeName });
    await expect.poll(() => tooltip(page).textContent()).toBe(await toggle.getAttribute('aria-label'));

    await page.keyboard.press('Escape');
    await expect.poll(() => tooltip(page).count()).toBe(0);
    expect(await menu.isVisible()).toBe(true);
    expect(await toggle.evaluate((button) => button === document.activeElement)).toBe(true);

    await page.keyboard.press('Escape');
    await expect.poll(() => menu.isVisible()).toBe(false);
    const menuButton = page.locator('button[aria-controls="mobile-menu"]');
    expect(await menuButton.evaluate((button) => button === document.activeElement)).toBe(true);
    // Focus came back from the keyboard: the menu button names itself in turn.
    await expect.poll(() => tooltip(page).textContent()).toBe(text('en', 'nav.openMenu'));
    expect(problems).toEqual([]);
    await close();
  });

  it('shows nothing for a click: the focus a click gives is not keyboard focus, and using the toggle hides it', async () => {
    const { page, problems, close } = await openWithPausedClock(desktop);
    const toggle = page.getByRole('banner').getByRole('button', { name: themeName });
    await toggle.hover();
    await page.mouse.down();
    expect(await toggle.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await tooltip(page).count()).toBe(0);
    await page.mouse.up();
    await page.clock.runFor(2_000);
    expect(await tooltip(page).count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('keyboard', () => {
  it('reaches the skip link first, which moves focus to the main content', async () => {
    const { page, problems, close } = await openHome(desktop);
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: text('en', 'nav.skipToContent'), exact: true });
    expect(await skipLink.evaluate((link) => link === document.activeElement)).toBe(true);
    expect(await skipLink.getAttribute('href')).toBe('#main');
    // Visible once focused, inside the viewport.
    const box = await skipLink.boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual(0);

    await page.keyboard.press('Enter');
    await expect.poll(() => focusedId(page)).toBe('main');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    expect(problems).toEqual([]);
    await close();
  });
});

describe('the search control', () => {
  it.each([
    ['en', '/', '/search/'],
    ['fr', '/fr/', '/fr/search/'],
  ] as const)('in %s at 1280 px is a link named in the page language to its search page, marked current there', async (language, home, search) => {
    const { page, problems, close } = await reusedPage(browser, desktop);
    await page.goto(`${baseUrl}${home}`);
    await waitForHydration(page);
    const control = page.getByRole('banner').getByRole('link', { name: text(language, 'search.open'), exact: true });
    expect(await control.count()).toBe(1);
    expect(await control.isVisible()).toBe(true);
    expect(await control.getAttribute('href')).toBe(search);
    const box = await control.boundingBox();
    expect(box !== null && box.x + box.width <= 1280).toBe(true);
    await control.click();
    await page.waitForURL(`${baseUrl}${search}`);
    await waitForHydration(page);
    expect(await page.getByRole('banner').getByRole('link', { name: text(language, 'search.open'), exact: true }).getAttribute('aria-current')).toBe('page');
    expect(problems).toEqual([]);
    await close();
  });

  it('is in the menu on a phone, inside the screen', async () => {
    const { page, problems, close } = await openHome(mobile);
    await page.getByRole('button', { name: text('en', 'nav.openMenu'), exact: true }).click();
    const control = page.locator('#mobile-menu').getByRole('link', { name: text('en', 'search.open'), exact: true });
    await expect.poll(() => control.isVisible()).toBe(true);
    const box = await control.boundingBox();
    expect(box !== null && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    expect(await control.getAttribute('href')).toBe('/search/');
    expect(problems).toEqual([]);
    await close();
  });
});
