import { createHash } from 'node:crypto';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPage, waitForHydration } from './support/browser.ts';
import { browser } from './support/file-browser.ts';
import { site, sitePages, text, textPrefix } from './support/site-content.ts';

const baseUrl = inject('baseUrl');
const themeKey = 'portfolio-theme';
const languageKey = 'portfolio-language';

async function open(path: string, options: BrowserContextOptions = {}) {
  const tracked = await openPage(browser, options);
  await tracked.page.goto(`${baseUrl}${path}`);
  await waitForHydration(tracked.page);
  return tracked;
}

const themeClasses = (page: Page) =>
  page.evaluate(() => [...document.documentElement.classList].filter((name) => name === 'light' || name === 'dark'));
const stored = (page: Page, key: string) => page.evaluate((storageKey) => localStorage.getItem(storageKey), key);
const themeToggle = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: new RegExp(`^${textPrefix('en', 'theme.toggle')}`) });

/**
 * Records, in sessionStorage (it survives navigations in the tab), each document that starts, the theme
 * class of <html> when the parser reaches <body> (after the head's boot script, before any module script can
 * run, so before first paint), whether it fired DOMContentLoaded, and its paint entries.
 */
async function recordEarlyLife(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (location.protocol !== 'http:') return;
    const log = (event: string) => {
      const entries = JSON.parse(sessionStorage.getItem('early-life') ?? '[]') as string[];
      entries.push(`${location.pathname} ${event}`);
      sessionStorage.setItem('early-life', JSON.stringify(entries));
    };
    log('start');
    const observer = new MutationObserver(() => {
      if (!document.body) return;
      observer.disconnect();
      log(`body class="${document.documentElement.className}"`);
    });
    observer.observe(document, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', () => log(`domcontentloaded class="${document.documentElement.className}"`));
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => log(entry.name))).observe({
      type: 'paint',
      buffered: true,
    });
  });
}

const earlyLife = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('early-life') ?? '[]') as string[]);
const clearEarlyLife = (page: Page) => page.evaluate(() => sessionStorage.removeItem('early-life'));

describe('theme', () => {
  it('cycles light → dark → system → light, storing the choice and setting the class on <html>', async () => {
    // The OS prefers dark, so 'system' shows dark and each step is visible in the class or in storage.
    const { page, problems, close } = await open('/', { colorScheme: 'dark' });
    expect(site.defaultTheme).toBe('system');
    expect(await stored(page, themeKey)).toBeNull();
    expect(await themeClasses(page)).toEqual(['dark']);

    const steps = [
      { preference: 'light', theme: 'light' },
      { preference: 'dark', theme: 'dark' },
      { preference: 'system', theme: 'dark' },
      { preference: 'light', theme: 'light' },
    ];
    for (const step of steps) {
      await themeToggle(page).click();
      await expect.poll(() => stored(page, themeKey)).toBe(step.preference);
      await expect.poll(() => themeClasses(page)).toEqual([step.theme]);
      expect(await themeToggle(page).getAttribute('aria-label')).toMatch(
        new RegExp(`^${textPrefix('en', 'theme.toggle')}${text('en', `theme.${step.preference}`)}\\.`),
      );
    }
    expect(problems).toEqual([]);
    await close();
  });

  it('applies a stored choice before first paint, and the default (system) when nothing is stored', async () => {
    const { page, problems, close } = await open('/', { colorScheme: 'light' });
    await recordEarlyLife(page);

    await clearEarlyLife(page);
    await page.reload();
    await waitForHydration(page);
    expect(await earlyLife(page)).toContain('/ body class="js light"');

    await page.evaluate((key) => localStorage.setItem(key, 'dark'), themeKey);
    await clearEarlyLife(page);
    await page.reload();
    await waitForHydration(page);
    const life = await earlyLife(page);
    expect(life).toContain('/ body class="js dark"');
    expect(life).toContain('/ domcontentloaded class="js dark"');
    expect(await themeClasses(page)).toEqual(['dark']);
    expect(problems).toEqual([]);
    await close();
  });

  it('follows the system colour scheme live while the preference is system', async () => {
    const { page, problems, close } = await open('/', { colorScheme: 'light' });
    expect(await themeClasses(page)).toEqual(['light']);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => themeClasses(page)).toEqual(['dark']);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => themeClasses(page)).toEqual(['light']);

    // An explicit choice no longer follows the system.
    await themeToggle(page).click();
    await expect.poll(() => stored(page, themeKey)).toBe('light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await themeClasses(page)).toEqual(['light']);
    expect(problems).toEqual([]);
    await close();
  });

  it.each(sitePages)('$path runs two inline scripts, the boot script and the code loader, each allowed by its hash in the CSP', async ({ path }) => {
    const html = await (await fetch(`${baseUrl}${path}`)).text();
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter(([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes ?? ''))
      .map(([, , source]) => source ?? '');
    expect(inlineScripts).toHaveLength(2);
    const [boot = '', loader = ''] = inlineScripts;
    expect(boot).toContain(themeKey);
    expect(loader).toMatch(/"\/assets\/app-[\w-]+\.js"/);
    expect(html.indexOf(boot)).toBeLessThan(html.indexOf('<body'));

    const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? '';
    const scriptSrc = csp.split(';').map((directive) => directive.trim()).find((directive) => directive.startsWith('script-src '));
    for (const script of [boot, loader]) {
      const hash = createHash('sha256').update(script, 'utf8').digest('base64');
      expect(scriptSrc?.split(' ')).toContain(`'sha256-${hash}'`);
    }
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });
});

describe('language', () => {
  /** The toggle is named, in the page's language, after the language it leads to. */
  const languageToggle = (page: Page, pageLanguage: 'en' | 'fr', target: 'en' | 'fr') =>
    page
      .getByRole('banner')
      .getByRole('link', { name: `${target.toUpperCase()} – ${text(target, 'language.name')}`, exact: true });

  it.each([
    { from: '/', to: '/fr/' },
    { from: '/projects/', to: '/fr/projects/' },
  ])('switches $from ↔ $to, remembering the choice', async ({ from, to }) => {
    const { page, problems, close } = await open(from);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');

    await languageToggle(page, 'en', 'fr').click();
    await page.waitForURL(`${baseUrl}${to}`);
    await waitForHydration(page);
    expect(await stored(page, languageKey)).toBe('fr');
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(await page.getByRole('banner').getByRole('navigation').first().getAttribute('aria-label')).toBe(
      text('fr', 'nav.mainLabel'),
    );

    await languageToggle(page, 'fr', 'en').click();
    await page.waitForURL(`${baseUrl}${from}`);
    await waitForHydration(page);
    expect(await stored(page, languageKey)).toBe('en');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(problems).toEqual([]);
    await close();
  });

  it.each([
    { storedLanguage: 'fr', path: '/', expected: '/fr/' },
    { storedLanguage: 'fr', path: '/projects/', expected: '/fr/projects/' },
    { storedLanguage: 'en', path: '/fr/', expected: '/' },
    { storedLanguage: 'en', path: '/fr/projects/', expected: '/projects/' },
  ])(
    'sends a visitor who chose $storedLanguage from $path to $expected before the page is drawn',
    async ({ storedLanguage, path, expected }) => {
      const { page, problems, close } = await open(path);
      await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [languageKey, storedLanguage]);
      await recordEarlyLife(page);
      await clearEarlyLife(page);

      await page.goto(`${baseUrl}${path}`);
      await page.waitForURL(`${baseUrl}${expected}`);
      await waitForHydration(page);
      expect(await page.locator('html').getAttribute('lang')).toBe(storedLanguage);
      // The paint observer reports asynchronously, possibly after hydration.
      await expect.poll(() => earlyLife(page)).toContain(`${expected} first-contentful-paint`);
      const life = await earlyLife(page);
      // The page asked for started, and was left before its body, its DOMContentLoaded or any paint.
      expect(life.filter((entry) => entry.startsWith(`${path} `))).toEqual([`${path} start`]);
      expect(problems).toEqual([]);
      await close();
    },
  );
});
