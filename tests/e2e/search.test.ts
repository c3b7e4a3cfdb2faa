import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import type { Page, Request } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { TalksFile } from '../../schemas/types.generated.ts';
import { publicationKey } from '../../core/collections/publications/publication-key.ts';
import { htmlFiles } from './support/html-checker.ts';
import { saveScreenshot, waitForHydration, waitForIsland } from './support/browser.ts';
import { browser } from './support/file-browser.ts';
import { publications } from './support/section-content.ts';
import { listPages, text, type Language } from './support/site-content.ts';
import { openTestPage, reusedTestPage } from './support/test-page.ts';

const baseUrl = inject('baseUrl');
const distDir = inject('distDir');
const searchPath = (language: Language) => (language === 'en' ? '/search/' : `/${language}/search/`);
const isSearchIndex = (url: string) => new URL(url).pathname.startsWith('/pagefind/');

const seagrassPaper = publications.items.find((item) => item.title.includes('seagrass'));
if (seagrassPaper === undefined) throw new Error('the shipped content has the seagrass paper the search looks for');
const talks = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../content/talks.json'), 'utf8')) as TalksFile;
const surgeScapeTalk = talks.items.find((talk) => talk.id === 'jngcgc-2024-surgescape');
if (surgeScapeTalk === undefined) throw new Error('the shipped content has the SurgeScape talk the search looks for');

/**
 * `openIn`: a page the tests take turns with (support/reused-page.ts), unless a test weighs what the page
 * downloads, which a page already used would find in its cache.
 */
async function open(path: string, javaScriptEnabled = true, openIn = reusedTestPage) {
  const tracked = await openIn(browser, { javaScriptEnabled, viewport: { width: 1280, height: 900 } });
  const finished: Request[] = [];
  tracked.page.on('requestfinished', (request) => finished.push(request));
  const response = await tracked.page.goto(`${baseUrl}${path}`);
  expect(response?.status()).toBe(200);
  if (javaScriptEnabled) await waitForHydration(tracked.page);
  return { ...tracked, finished };
}

const field = (page: Page, language: Language) => page.getByRole('searchbox', { name: text(language, 'search.label') });
const results = (page: Page) => page.getByRole('main').locator('ol > li');
/** Each result's link and where it goes, in order. */
const resultLinks = (page: Page) =>
  page
    .getByRole('main')
    .locator('ol > li > a')
    .evaluateAll((links) => links.map((link) => ({ text: link.textContent ?? '', href: link.getAttribute('href') ?? '' })));
const status = (page: Page) => page.getByRole('main').getByRole('status').textContent();
/** A first search loads the island, React DOM, Pagefind and its WebAssembly: seconds on a busy machine. */
const firstSearch = { timeout: 15_000 };

describe('the site search', () => {
  it('loads nothing of the search before the field is used, then finds a paper by a word of its title', async () => {
    const { page, problems, requests, finished } = await open('/search/', true, openTestPage);
    await page.waitForLoadState('networkidle');
    expect(requests.filter(isSearchIndex)).toEqual([]);
    // What a visitor's browser ran before touching anything: the page's entry and the islands runtime.
    const scripts = finished.filter((request) => request.url().endsWith('.js'));
    const scriptBytes = (await Promise.all(scripts.map(async (request) => (await request.sizes()).responseBodySize))).reduce((a, b) => a + b, 0);
    expect(scriptBytes).toBeLessThanOrEqual(10_000);

    await field(page, 'en').fill('seagrass');
    await expect.poll(() => status(page), firstSearch).toMatch(/seagrass/);
    const searchFiles = requests.map((url) => new URL(url).pathname).filter((path) => path.startsWith('/pagefind/'));
    expect(searchFiles).toContain('/pagefind/pagefind.js');
    // The papers' index is apart (core/site/search-indexes.ts), merged with the site's, which lends it its WebAssembly.
    expect(searchFiles.filter((path) => path.startsWith('/pagefind/publications/')).length).toBeGreaterThan(0);
    expect(searchFiles.filter((path) => path.endsWith('.pagefind'))).toEqual(['/pagefind/wasm.en.pagefind']);
    const links = await resultLinks(page);
    expect(links).toContainEqual({ text: seagrassPaper.title, href: `/publications/${publicationKey(seagrassPaper)}/` });
    expect(links.every(({ href }) => !href.startsWith('/fr/'))).toBe(true);
    expect(await status(page)).toBe(
      links.length === 1 ? text('en', 'search.resultsOne', { query: 'seagrass' }) : text('en', 'search.results', { query: 'seagrass', n: links.length }),
    );
    // The matched word is marked in the excerpt, as text.
    expect((await page.getByRole('main').locator('ol mark').allTextContents()).map((word) => word.toLowerCase())).toContain('seagrass');
    // The results' section names come from the indexed page (Publications, Talks…).
    expect(await results(page).first().locator('span').first().textContent()).toBeTruthy();

    await saveScreenshot(page, 'search-results-en', { fullPage: false });
    await results(page).locator('a', { hasText: seagrassPaper.title }).click();
    await page.waitForURL(`${baseUrl}/publications/${publicationKey(seagrassPaper)}/`);
    // Everything from the site itself: no search service.
    expect(requests.filter((url) => new URL(url).origin !== new URL(baseUrl).origin)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it("finds the newest two years' papers and the older ones, each group an index the search merges", async () => {
    const { page, problems, finished } = await open('/search/', true, openTestPage);
    const [recent, older] = ['W4412260478', 'W3047125968'].map((id) => publications.items.find((item) => item.id === id));
    if (recent?.year !== 2026 || older?.year !== 2020) throw new Error('the shipped works changed: pick a work of the newest year and an older one');
    for (const [query, work] of [['pocket beaches', recent], ['gravel', older]] as const) {
      await field(page, 'en').fill(query);
      await expect.poll(async () => resultLinks(page), firstSearch).toContainEqual({ text: work.title, href: `/publications/${publicationKey(work)}/` });
    }
    const indexes = new Set(finished.map((request) => /^\/pagefind\/([^/]+)\/index\//.exec(new URL(request.url()).pathname)?.[1]).filter((folder) => folder !== undefined));
    expect([...indexes].sort()).toEqual(['publications', 'publications-2']);
    expect(problems).toEqual([]);
  });

  it.each(['en', 'fr'] as const)("finds a talk by its title, in %s: the result is the talk, and its link opens the talks page at it", async (language) => {
    const { page, problems } = await open(searchPath(language));
    const title = surgeScapeTalk.title[language]!;
    const talkUrl = `${language === 'en' ? '' : `/${language}`}/talks/#${surgeScapeTalk.id}`;
    await field(page, language).fill(title);
    await expect.poll(async () => resultLinks(page), firstSearch).toContainEqual({ text: title, href: talkUrl });
    const result = results(page).filter({ has: page.locator(`:scope > a[href="${talkUrl}"]`) });
    // Named as being in the talks, not as the talks page.
    expect(await result.locator('span').first().textContent()).toBe(text(language, 'nav.talks'));

    await result.locator(':scope > a').click();
    await page.waitForURL(`${baseUrl}${talkUrl}`);
    expect(await page.locator(':target').evaluate((talk) => [talk.id, talk.querySelector('h3')?.textContent])).toEqual([surgeScapeTalk.id, title]);
    expect(problems).toEqual([]);
  });

  it('answers a French query on /fr/search/ with French pages only', async () => {
    const { page, problems } = await open('/fr/search/');
    await field(page, 'fr').fill('submersion');
    await expect.poll(async () => (await resultLinks(page)).length, firstSearch).toBeGreaterThan(0);
    const hrefs = (await resultLinks(page)).map(({ href }) => href);
    expect(hrefs.every((href) => href.startsWith('/fr/')), hrefs.join(' ')).toBe(true);
    // The talks and news that match are found as themselves, at their anchors; the other ones that match are places under them.
    expect(hrefs.filter((href) => href.startsWith('/fr/talks/#'))).toHaveLength(1);
    expect(hrefs.filter((href) => href.startsWith('/fr/news/#'))).toHaveLength(1);
    const places = await page.getByRole('main').locator('ol > li ul a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(places.some((href) => /^\/fr\/talks\/#[a-z0-9-]+$/.test(href) && !href.startsWith('/fr/talks/#talks-year-'))).toBe(true);
    await saveScreenshot(page, 'search-results-fr');
    expect(problems).toEqual([]);
  });

  it('and an English query finds no French page', async () => {
    const { page, problems } = await open('/search/');
    await field(page, 'en').fill('storm');
    await expect.poll(async () => (await resultLinks(page)).length, firstSearch).toBeGreaterThan(0);
    expect((await resultLinks(page)).filter(({ href }) => href.startsWith('/fr/'))).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('searches at once when the URL holds ?q=, with the words in the field', async () => {
    const { page, problems, requests } = await open('/search/?q=Ciaran');
    await waitForIsland(page, 'search');
    await expect.poll(() => field(page, 'en').inputValue(), firstSearch).toBe('Ciaran');
    await expect.poll(async () => (await resultLinks(page)).map(({ href }) => href), firstSearch).toContain('/posts/field-notes-after-storm-ciaran/');
    expect(requests.some(isSearchIndex)).toBe(true);
    expect(problems).toEqual([]);
  });

  it('is used with the keyboard alone: the field, Enter, then the results by Tab; the URL keeps the words', async () => {
    const { page, problems } = await open('/search/');
    await field(page, 'en').focus();
    await page.keyboard.type('gravel');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await resultLinks(page)).length, firstSearch).toBeGreaterThan(0);
    expect(new URL(page.url()).search).toBe('?q=gravel');
    await page.keyboard.press('Tab'); // the submit button
    await page.keyboard.press('Tab'); // the first result
    const first = (await resultLinks(page))[0];
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(first?.href);
    expect(problems).toEqual([]);
  });

  it("finds a word only the site's pages hold on those pages alone, not on the papers that hold the start of it", async () => {
    const { page, problems } = await open('/search/');
    await field(page, 'en').fill('wavelength');
    await expect.poll(() => status(page), firstSearch).toMatch(/wavelength/);
    expect((await resultLinks(page)).map(({ href }) => href)).toEqual(['/posts/estimating-wave-run-up/']);
    // The trap this avoids: the papers' index, searched as it is, answers with its pages holding "wave".
    // (A string: the test runner would rewrite an import() in a function.)
    const papersHoldingTheStart = await page.evaluate<number>(
      "import('/pagefind/pagefind.js').then((pagefind) => pagefind.search('wavelength', { filters: { index: 'publications' } })).then((found) => found.results.length)",
    );
    expect(papersHoldingTheStart).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it("has every page's index marks inside its <main>, the only part of a page Pagefind reads (its rootSelector)", () => {
    const pages = htmlFiles(distDir).map((file) => ({ page: relative(distDir, file), html: readFileSync(file, 'utf8') }));
    const marksOutsideMain = pages.filter(({ html }) => /data-pagefind-/.test(html.replace(/<main[\s>][\s\S]*<\/main>/, '')));
    expect(marksOutsideMain.map(({ page }) => page)).toEqual([]);
    // What the check reads: the pages that are indexed carry their marks on <main> itself.
    expect(pages.filter(({ html }) => /<main[^>]*data-pagefind-body/.test(html)).length).toBeGreaterThan(20);
  });

  it('says so when nothing matches', async () => {
    const { page, problems } = await open('/search/');
    await field(page, 'en').fill('zzzqqxx');
    await expect.poll(() => status(page), firstSearch).toBe(text('en', 'search.noResults', { query: 'zzzqqxx' }));
    expect(await results(page).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it.each(['en', 'fr'] as const)('without JavaScript, in %s, links to the lists and says the search needs script', async (language) => {
    const { page, problems, requests } = await open(searchPath(language), false);
    expect(await page.locator('h1').textContent()).toBe(text(language, 'search.title'));
    expect(await field(page, language).isVisible()).toBe(false);
    expect(await page.getByText(text(language, 'search.needsScript')).isVisible()).toBe(true);
    const prefix = language === 'en' ? '/' : `/${language}/`;
    const lists = await page
      .getByRole('region', { name: text(language, 'search.browse') })
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href')]));
    expect(lists).toEqual(
      listPages.map(({ section, neutralPath }) => [text(language, `nav.${section}`), `${prefix}${neutralPath.slice(1)}/`]),
    );
    expect(requests.filter(isSearchIndex)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
