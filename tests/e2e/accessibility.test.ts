import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { Theme } from '../../audit/audit-plan.ts';
import { analyzeEveryState, axeViolations, openScrolledInTheme, type AxeStateResults, type StateOptions } from '../../audit/axe-run.ts';
import { browser } from './support/file-browser.ts';
import { reusedPage } from './support/reused-page.ts';
import { sitePages } from './support/site-content.ts';
import type { PublicationsListData } from '../../core/collections/publications/publication-data.ts';

const baseUrl = inject('baseUrl');
const firstPaper = (
  JSON.parse(readFileSync(join(inject('distDir'), 'data', 'publications-list.json'), 'utf8')) as PublicationsListData
).entries[0];
if (!firstPaper) throw new Error('the shipped content has publications');

const widths = [{ width: 375 }, { width: 1280 }] as const;

/**
 * The publications page, a paper's page and the CV page. They are built from the components and colours the
 * pages above use, so each is checked once per theme (one on a phone, the other on a desktop) and in English.
 */
const publicationAndCvPages = [
  { path: '/publications/', kind: 'publications' },
  { path: `/publications/${firstPaper.key}/`, kind: 'paper' },
  { path: '/cv/', kind: 'cv' },
] as const;
const publicationAndCvLayouts = [
  { width: 375, theme: 'light' },
  { width: 1280, theme: 'dark' },
] as const;

/**
 * A post with code and an image, a French post with math, a table and footnotes, and a tag page (the posts lists
 * are in sitePages): the body's highlighted code has colours of its own in each theme, so both themes on a
 * desktop (the dark one's colour rules on the page checked in full in the light one, as for sitePages), and the
 * light one on a phone.
 */
const postPages = [
  { path: '/posts/a-fast-swan-emulator/', kind: 'post' },
  { path: '/fr/posts/estimating-wave-run-up/', kind: 'post' },
  { path: '/posts/tags/coastal-hazards/', kind: 'postTag' },
] as const;
const postLayouts: ReadonlyArray<{ width: number; themes: string; coloursIn?: Theme }> = [
  { width: 375, themes: 'light' },
  { width: 1280, themes: 'light and dark', coloursIn: 'dark' },
];

/**
 * The states axe must have seen: a narrow window has the menu button, a desktop one the More button (the shipped
 * header's links do not all fit at 1,280 px), the home page has toggles.
 */
function expectedStates(kind: string): string[] {
  return ['loaded', 'menu open', ...(kind === 'home' ? ['toggles open'] : [])];
}

/**
 * The tests of a window size and theme take turns with one page (support/reused-page.ts): its storage is cleared
 * between them and openScrolledInTheme stores the theme again. A failing test keeps its page.
 */
async function axeRunsOn(sitePage: { path: string }, width: number, theme: Theme, options: StateOptions = {}): Promise<AxeStateResults[]> {
  const { page, close } = await reusedPage(browser, {
    viewport: { width, height: 800 },
    colorScheme: theme,
    reducedMotion: 'reduce',
  });
  await openScrolledInTheme(page, `${baseUrl}${sitePage.path}`, theme);
  const runs = await analyzeEveryState(page, options);
  await close();
  return runs;
}

/** One line per violated rule and state: what to fix and where. */
function violationLines(runs: readonly AxeStateResults[]): string[] {
  return runs.flatMap(({ state, theme, results }) =>
    axeViolations(results).map(
      (violation) => `${state}, ${theme}: ${violation.ruleId} (${violation.impact ?? 'no impact given'}) ${violation.help} — ${violation.targets.join(' | ')}`,
    ),
  );
}

/**
 * The French pages have the English pages' elements and colours with other words: one window (the phone's,
 * with its menu) checks what depends on the language (lang attributes, names, contrast of their text).
 */
const widthsFor = (language: string) => (language === 'en' ? widths : widths.slice(0, 1));

describe.each(sitePages)('axe on the page at $path', (sitePage) => {
  // Both windows of a page run side by side: most of a run is waiting on scrolling and axe in Chromium.
  it.concurrent.each(widthsFor(sitePage.language))('finds no violation at $width px, as loaded and opened up, in both themes', async ({ width }) => {
    // Every rule in the light theme; the dark one, on the same page and in every state, needs only the colour
    // rules: the elements are the same and only the colours change.
    const runs = await axeRunsOn(sitePage, width, 'light', { coloursIn: 'dark' });
    const states = expectedStates(sitePage.kind);
    expect(runs.map((run) => `${run.state}, ${run.theme}`)).toEqual(states.flatMap((state) => [`${state}, light`, `${state}, dark`]));
    expect(violationLines(runs)).toEqual([]);
    // Both windows share two cores, and the home page now carries the links, photo and CV entries: 60 s was too tight.
  }, 150_000);
});

describe.each(postPages)('axe on the $kind page at $path', (sitePage) => {
  it.concurrent.each(postLayouts)('finds no violation at $width px in the $themes theme, as loaded and opened up', async ({ width, coloursIn }) => {
    const runs = await axeRunsOn(sitePage, width, 'light', { coloursIn });
    const themes = coloursIn === undefined ? ['light'] : ['light', coloursIn];
    expect(runs.map((run) => `${run.state}, ${run.theme}`)).toEqual(expectedStates(sitePage.kind).flatMap((state) => themes.map((theme) => `${state}, ${theme}`)));
    expect(violationLines(runs)).toEqual([]);
  }, 150_000);
});

describe.each(publicationAndCvPages)('axe on the $kind page', (sitePage) => {
  it.concurrent.each(publicationAndCvLayouts)('finds no violation at $width px in the $theme theme, as loaded and opened up', async ({ width, theme }) => {
    const runs = await axeRunsOn(sitePage, width, theme);
    expect(runs.map((run) => run.state)).toEqual(expectedStates(sitePage.kind));
    expect(violationLines(runs)).toEqual([]);
  }, 150_000);
});

/** The search page with results (the page as loaded, without any, is in sitePages): marks, links, places. */
describe('axe on the search page with results', () => {
  it.concurrent.each(publicationAndCvLayouts)('finds no violation at $width px in the $theme theme', async ({ width, theme }) => {
    const { page, close } = await reusedPage(browser, { viewport: { width, height: 800 }, colorScheme: theme, reducedMotion: 'reduce' });
    await openScrolledInTheme(page, `${baseUrl}/search/?q=wave`, theme);
    await page.locator('main ol > li mark').first().waitFor();
    const runs = await analyzeEveryState(page);
    expect(runs.map((run) => run.state)).toEqual(expectedStates('search'));
    expect(violationLines(runs)).toEqual([]);
    await close();
  }, 150_000);
});
