import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { PublicationsListAuthors, PublicationsListData, PublicationPageData } from '../../core/collections/publications/publication-data.ts';
import { matchesSearch, searchText } from '../../site/features/publications/publication-list-view.ts';
import { waitForHydration } from './support/browser.ts';
import { browser } from './support/file-browser.ts';
import { invertedName } from '../../core/collections/person-name.ts';
import { publicUrl, text } from './support/site-content.ts';
import { openTestPage, reusedTestPage } from './support/test-page.ts';

const baseUrl = inject('baseUrl');
const distDir = inject('distDir');
const readData = <T,>(key: string) => JSON.parse(readFileSync(join(distDir, 'data', `${key}.json`), 'utf8')) as T;
const list = readData<PublicationsListData>('publications-list');
const otherAuthors = readData<PublicationsListAuthors>('publications-list-authors');
const searchedText = (entry: PublicationsListData['entries'][number]) => searchText(entry, otherAuthors[entry.key]);

async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(`${baseUrl}${path}`);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
}

const shownTitles = (page: Page) =>
  page.locator('#all-publications li:visible > a').allTextContents();

describe('the home page publications section', () => {
  it('shows at most 6 cards and links "All publications (N)" to the publications page', async () => {
    const { page, problems } = await reusedTestPage(browser);
    await visit(page, '/');
    expect(await page.locator('#publications-list > li').count()).toBe(Math.min(6, list.total));
    const link = page.getByRole('link', { name: text('en', 'publications.allPublications', { n: list.total }) });
    await link.click();
    await page.waitForURL(`${baseUrl}/publications/`);
    // The router changes the URL first, then renders the page once its data has arrived.
    await expect.poll(() => page.locator('h1').textContent()).toBe(text('en', 'publicationsPage.title'));
    expect(problems).toEqual([]);
  });
});

describe('the publications page', () => {
  it('lists every work newest first under year headings, undated last, readable without JavaScript', async () => {
    const { page } = await reusedTestPage(browser, { javaScriptEnabled: false });
    await page.goto(`${baseUrl}/fr/publications/`);
    expect(await page.locator('#all-publications li > a').allTextContents()).toEqual(list.entries.map((e) => e.title));
    const years = [...new Set(list.entries.map((entry) => entry.year ?? text('fr', 'publicationsPage.noYear')))];
    expect(await page.locator('#all-publications h2').allTextContents()).toEqual(years.map(String));
    expect(await page.locator('#all-publications li:visible').count()).toBe(list.total);
    // The controls need JavaScript, so they are not shown without it.
    expect(await page.locator('form[role="search"]').isVisible()).toBe(false);
  });

  it('filters, searches and sorts, keeps the view in the URL, and the back button restores it', async () => {
    const { page, problems } = await reusedTestPage(browser);
    await visit(page, '/publications/');
    await expect.poll(() => shownTitles(page)).toHaveLength(list.total);

    const articles = list.entries.filter((entry) => entry.category === 'article');
    await page.getByRole('button', { name: new RegExp(`^${text('en', 'publications.filterArticle')}`) }).click();
    await page.waitForURL(/\?type=article$/);
    await expect.poll(() => shownTitles(page)).toEqual(articles.map((entry) => entry.title));
    // A year without an article is left out with its heading.
    const yearsOf = (entries: typeof articles) => [...new Set(entries.map((entry) => String(entry.year ?? text('en', 'publicationsPage.noYear'))))];
    expect(yearsOf(articles).length).toBeLessThan(yearsOf(list.entries).length);
    expect(await page.locator('#all-publications h2:visible').allTextContents()).toEqual(yearsOf(articles));

    await page.getByRole('combobox').selectOption('cited');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'cited');
    const byCitations = (entries: typeof articles) =>
      [...entries].sort((a, b) => b.citedByCount - a.citedByCount).map((entry) => entry.title);
    await expect.poll(() => shownTitles(page)).toEqual(byCitations(articles));

    const target = articles[0];
    if (!target) throw new Error('the shipped content has journal articles');
    const word = target.title.split(' ').find((w) => w.length > 6) ?? target.title;
    await page.getByRole('searchbox').fill(word.toUpperCase());
    await page.waitForURL((url) => url.searchParams.get('q') === word.toUpperCase());
    const matching = articles.filter((entry) => matchesSearch(searchedText(entry), word));
    await expect.poll(() => shownTitles(page)).toEqual(byCitations(matching));

    // A shared link opens the same view.
    const shared = page.url();
    const second = await openTestPage(browser);
    await visit(second.page, shared.slice(baseUrl.length));
    await expect.poll(() => shownTitles(second.page)).toEqual(byCitations(matching));

    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('q') === null && url.searchParams.get('sort') === 'cited');
    await expect.poll(() => shownTitles(page)).toEqual(byCitations(articles));
    await page.goBack();
    await page.waitForURL(/\?type=article$/);
    await expect.poll(() => shownTitles(page)).toEqual(articles.map((entry) => entry.title));
    await page.goBack();
    await page.waitForURL(`${baseUrl}/publications/`);
    await expect.poll(() => shownTitles(page)).toHaveLength(list.total);
    expect(problems).toEqual([]);
  });

  it('hydrates the entries once the first filter has answered, each as it was prerendered', async () => {
    const { page, problems } = await openTestPage(browser);
    await visit(page, '/publications/');
    // React marks each element it hydrates with a property of its own; a mismatch with the prerendered HTML would
    // be logged (a problem) as it hydrates.
    const notHydrated = () =>
      page.locator('#all-publications li').evaluateAll((items) => items.filter((item) => !Object.keys(item).some((key) => key.startsWith('__reactFiber$'))).length);
    expect(await notHydrated()).toBe(list.total);
    const articles = list.entries.filter((entry) => entry.category === 'article');
    await page.getByRole('button', { name: new RegExp(`^${text('en', 'publications.filterArticle')}`) }).click();
    await expect.poll(() => shownTitles(page)).toEqual(articles.map((entry) => entry.title));
    await expect.poll(notHydrated).toBe(0);
    expect(await page.locator('#all-publications li').count()).toBe(list.total);
    expect(problems).toEqual([]);
  });

  it('finds a work by an author its entry does not name, whose names come with the first search', async () => {
    const { page, problems } = await openTestPage(browser);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await visit(page, '/publications/');
    const [key, others] = Object.entries(otherAuthors).find(([, names]) => names.includes(';')) ?? [];
    const entry = list.entries.find((item) => item.key === key);
    if (!entry || !others) throw new Error('the shipped content has a work of more than four authors');
    const unnamed = others.split('; ').find((name) => !list.entries.some((item) => item.authors.some((author) => author.name === name)));
    if (!unnamed) throw new Error(`every other author of ${entry.key} is named by some entry`);
    expect(requested).not.toContain('/data/publications-list-authors.json');

    const surname = unnamed.split(' ').at(-1) ?? unnamed;
    await page.getByRole('searchbox').fill(surname);
    const matching = list.entries.filter((item) => matchesSearch(searchedText(item), surname)).map((item) => item.title);
    expect(matching).toContain(entry.title);
    await expect.poll(() => shownTitles(page)).toEqual(matching);
    expect(requested.filter((path) => path === '/data/publications-list-authors.json')).toHaveLength(1);
    expect(problems).toEqual([]);
  });

  it('opens a link that searches for such an author with its results whole, never saying first that nothing matches', async () => {
    const { page, problems } = await openTestPage(browser);
    const noMatch = text('en', 'publicationsPage.noMatch');
    await page.addInitScript((message) => {
      const seen = { noMatch: false };
      (window as unknown as { seen: typeof seen }).seen = seen;
      new MutationObserver(() => {
        if (document.body?.innerText.includes(message)) seen.noMatch = true;
      }).observe(document, { subtree: true, childList: true, characterData: true });
    }, noMatch);
    const [key, others] = Object.entries(otherAuthors).find(([, names]) => names.includes(';')) ?? [];
    const unnamed = others?.split('; ').find((name) => !list.entries.some((item) => item.authors.some((author) => author.name === name)));
    const entry = list.entries.find((item) => item.key === key);
    if (!entry || !unnamed) throw new Error('the shipped content has a work with an author no entry names');
    const surname = unnamed.split(' ').at(-1) ?? unnamed;
    await visit(page, `/publications/?q=${encodeURIComponent(surname)}`);
    const matching = list.entries.filter((item) => matchesSearch(searchedText(item), surname)).map((item) => item.title);
    await expect.poll(() => shownTitles(page)).toEqual(matching);
    expect(await page.evaluate(() => (window as unknown as { seen: { noMatch: boolean } }).seen.noMatch)).toBe(false);
    expect(problems).toEqual([]);
  });
});

describe("a paper's page", () => {
  const entry = list.entries.find((item) => item.doi !== null && item.authors.length > 1) ?? list.entries[0];
  if (!entry) throw new Error('the shipped content has publications');
  const { publication, manuscript } = readData<PublicationPageData>(`publication.${entry.key}`);

  it('has the title as h1, every author, the abstract, a back link and Highwire tags with no empty value', async () => {
    const { page, problems } = await reusedTestPage(browser);
    await visit(page, `/publications/${entry.key}/`);
    expect(await page.locator('h1').textContent()).toBe(publication.title);
    const authors = await page.locator('article > p').first().textContent();
    for (const author of publication.authors) expect(authors).toContain(author.name);
    if (publication.abstract) expect(await page.getByRole('region', { name: 'Abstract' }).getByText(publication.abstract).isVisible()).toBe(true);

    const meta = (name: string) =>
      page.locator(`meta[name="${name}"]`).evaluateAll((elements) => elements.map((e) => e.getAttribute('content')));
    expect(await meta('citation_title')).toEqual([publication.title]);
    expect(await meta('citation_author')).toEqual(publication.authors.map((author) => invertedName(author)));
    expect(await meta('citation_doi')).toEqual(publication.doi ? [publication.doi] : []);
    const pdf = manuscript === undefined ? publication.pdfUrl : publicUrl(manuscript);
    expect(await meta('citation_pdf_url')).toEqual(pdf ? [pdf] : []);
    const contents = await page.locator('meta[content]').evaluateAll((elements) =>
      elements.map((e) => e.getAttribute('content')?.trim() ?? ''),
    );
    expect(contents.filter((content) => content === '')).toEqual([]);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
      new RegExp(`/publications/${entry.key}/$`),
    );
    expect(await page.locator('link[type="application/atom+xml"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(['/publications/feed.xml', '/feed.xml']);

    await page.getByRole('link', { name: text('en', 'publicationPage.back') }).click();
    await page.waitForURL(`${baseUrl}/publications/`);
    expect(problems).toEqual([]);
  });

  it('opens from the list as its own prerendered page, which asks for no data until used', async () => {
    // A page of its own (not reusedTestPage): a page that already loaded the data files would have them cached.
    const { page, problems, requests } = await openTestPage(browser);
    await visit(page, '/fr/publications/');
    await page.getByRole('link', { name: publication.title, exact: true }).click();
    await page.waitForURL(`${baseUrl}/fr/publications/${entry.key}/`);
    // From here on, requests are the paper page's (the pointer on its way to the link may have woken the list).
    const paperRequests = requests.length;
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('h1').textContent()).toBe(publication.title);
    // Asked for once or twice: the prefetch on hover (speculation rules) and the load it serves.
    expect(requests.filter((url) => new URL(url).pathname === `/fr/publications/${entry.key}/`).length).toBeGreaterThan(0);
    expect(requests.slice(paperRequests).filter((url) => url.includes('/data/'))).toEqual([]);
    expect(problems).toEqual([]);
  });
});
