import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { analyzeEveryState, axeViolations, openScrolledInTheme } from '../../audit/axe-run.ts';
import { openPage, waitForHydration } from './support/browser.ts';
import { browser } from './support/file-browser.ts';
import { ownerTheme } from './support/owner-variant.ts';

const shippedBaseUrl = inject('baseUrl');
const themedBaseUrl = inject('ownerBaseUrl');
const theme = ownerTheme;

/** What the page draws with the theme's tokens: a plain link, the primary buttons, the text font, the owner's styles. */
function drawnStyles(page: Page) {
  return page.evaluate(() => {
    const accent = getComputedStyle(document.documentElement).getPropertyValue('--color-accent').trim();
    // "All publications (N)": a link of the global `a` rule, as in any text.
    const plainLink = document.querySelector('main p > a[href="/publications/"]:not([class])');
    if (!plainLink) throw new Error('the home page has no link to all publications');
    const linkColour = getComputedStyle(plainLink).color;
    const accentFilled = [...document.querySelectorAll('main a, main button')].filter((control) => getComputedStyle(control).backgroundColor === linkColour);
    return {
      scheme: document.documentElement.classList.contains('dark') ? 'dark' : 'light',
      accent,
      linkColour,
      primaryButtons: accentFilled.length,
      font: getComputedStyle(document.body).fontFamily,
      radius: getComputedStyle(document.documentElement).getPropertyValue('--radius-md').trim(),
      headingSpacing: getComputedStyle(document.querySelector('main h2')!).letterSpacing,
    };
  });
}

async function openHome(baseUrl: string, colorScheme: 'light' | 'dark') {
  const tracked = await openPage(browser, { colorScheme });
  await tracked.page.goto(`${baseUrl}/`);
  await waitForHydration(tracked.page);
  return tracked;
}

describe("a site built with the owner's theme and styles.css", () => {
  it.each([
    { scheme: 'light' as const, linkColour: 'rgb(11, 110, 79)' },
    { scheme: 'dark' as const, linkColour: 'rgb(127, 209, 185)' },
  ])('draws links and primary buttons in the $scheme accent, in Inter, with the owner’s styles last', async ({ scheme, linkColour }) => {
    const { page, problems, close } = await openHome(themedBaseUrl, scheme);
    try {
      const drawn = await drawnStyles(page);
      expect(drawn).toMatchObject({ scheme, accent: theme.accent[scheme], linkColour, radius: '3px' });
      expect(drawn.primaryButtons).toBeGreaterThan(0);
      expect(drawn.font).toMatch(/^"Inter Variable", system-ui/);
      expect(parseFloat(drawn.headingSpacing)).toBeGreaterThan(0);
      // The site serves the font itself, and the Content-Security-Policy lets it.
      const faces = await page.evaluate(async () => (await document.fonts.load('1em "Inter Variable"', 'Élodie')).map((face) => face.status));
      expect(faces).toEqual(['loaded']);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('requests no font from another site, and only the chosen family', async () => {
    const { page, requests, close } = await openHome(themedBaseUrl, 'light');
    try {
      await page.evaluate(() => document.fonts.load('italic 1em "Inter Variable"', 'Ł'));
      const fonts = requests.filter((url) => url.endsWith('.woff2'));
      expect(fonts.length).toBeGreaterThan(0);
      for (const url of fonts) expect(url).toMatch(new RegExp(`^${themedBaseUrl}/assets/inter-latin(-ext)?-wght-(normal|italic)-`));
    } finally {
      await close();
    }
  });

  it('keeps axe at 0 violations in both schemes', async () => {
    const { page, close } = await openPage(browser, { viewport: { width: 1280, height: 800 }, colorScheme: 'light', reducedMotion: 'reduce' });
    try {
      await openScrolledInTheme(page, `${themedBaseUrl}/`, 'light');
      const runs = await analyzeEveryState(page, { coloursIn: 'dark' });
      expect(runs.flatMap(({ theme: scheme, results }) => axeViolations(results).map((violation) => `${scheme}: ${violation.ruleId} ${violation.targets.join(' | ')}`))).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);
});

describe('the shipped site, which has no theme', () => {
  it.each([
    { scheme: 'light' as const, linkColour: 'rgb(11, 110, 138)' },
    { scheme: 'dark' as const, linkColour: 'rgb(92, 200, 230)' },
  ])("keeps the product's $scheme accent and the system font", async ({ scheme, linkColour }) => {
    const { page, requests, close } = await openHome(shippedBaseUrl, scheme);
    try {
      const drawn = await drawnStyles(page);
      expect(drawn).toMatchObject({ scheme, linkColour, radius: '10px', headingSpacing: 'normal' });
      expect(drawn.font).toMatch(/^system-ui/);
      expect(await page.evaluate(() => [...document.fonts].map((face) => face.family))).toEqual([]);
      expect(requests.filter((url) => url.endsWith('.woff2'))).toEqual([]);
    } finally {
      await close();
    }
  });
});
