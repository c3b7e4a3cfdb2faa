import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { analyzeEveryState, axeViolations, openScrolledInTheme } from '../../audit/axe-run.ts';
import { buildAndServe } from './support/built-variant.ts';
import { openPage, waitForHydration } from './support/browser.ts';
import { browser } from './support/file-browser.ts';

const projectRoot = resolve(import.meta.dirname, '../..');
const shippedBaseUrl = inject('baseUrl');
const theme = { accent: { light: '#0b6e4f', dark: '#7fd1b9' }, font: 'Inter' };
const ownerStyles = ':root {\n  --radius-md: 3px;\n}\n\nh2 {\n  letter-spacing: 0.05em;\n}\n';
let workDir: string;
let stopServing: (() => Promise<void>) | undefined;
let themedBaseUrl: string;

/** The shipped content with a theme and a styles.css, built and served as `portfolio preview` does. */
beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'portfolio-theme-e2e-'));
  const content = join(workDir, 'content');
  cpSync(join(projectRoot, 'content'), content, { recursive: true });
  const site = JSON.parse(readFileSync(join(content, 'site.json'), 'utf8')) as Record<string, unknown>;
  writeFileSync(join(content, 'site.json'), JSON.stringify({ ...site, theme }, null, 2));
  writeFileSync(join(content, 'styles.css'), ownerStyles);
  const dist = join(workDir, 'dist');
  const served = await buildAndServe(content, dist);
  themedBaseUrl = served.baseUrl;
  stopServing = served.close;
}, 300_000);

afterAll(async () => {
  await stopServing?.();
  rmSync(workDir, { recursive: true, force: true });
});

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
