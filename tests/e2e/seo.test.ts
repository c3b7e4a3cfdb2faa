import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { readImageHeader } from '../../cli/content/image-header.ts';
import { collectionModels } from '../../core/collections/registry.ts';
import { waitForHydration } from './support/browser.ts';
import { browser } from './support/file-browser.ts';
import { reusedPage } from './support/reused-page.ts';
import { publicationKey } from '../../core/collections/publications/publication-key.ts';
import { publications } from './support/section-content.ts';
import { inLanguage as postInLanguage, postItemPages } from './support/posts-content.ts';
import { expectedHeading, indexablePages, publicUrl, site, sitePages, text, type Language, type SitePage } from './support/site-content.ts';

const baseUrl = inject('baseUrl');

// The tests read what pages say: they take turns with one page with JavaScript and one without (support/reused-page.ts).

/** What the <head> says once the page has hydrated (the client keeps the tags; none may be doubled). */
function readHead(page: Page) {
  return page.evaluate(() => {
    const all = (selector: string) => [...document.head.querySelectorAll(selector)];
    const metaContents = (attribute: 'name' | 'property', key: string) =>
      all(`meta[${attribute}="${key}"]`).map((meta) => meta.getAttribute('content'));
    return {
      titles: all('title').map((title) => title.textContent),
      description: metaContents('name', 'description'),
      og: Object.fromEntries(
        ['og:title', 'og:description', 'og:type', 'og:url', 'og:locale', 'og:locale:alternate', 'og:site_name'].map(
          (key) => [key, metaContents('property', key)],
        ),
      ),
      previewImage: Object.fromEntries([
        ...['og:image', 'og:image:type', 'og:image:width', 'og:image:height', 'og:image:alt'].map((key) => [key, metaContents('property', key)]),
        ...['twitter:card', 'twitter:image', 'twitter:image:alt'].map((key) => [key, metaContents('name', key)]),
      ]),
      robots: metaContents('name', 'robots'),
      canonical: all('link[rel="canonical"]').map((link) => link.getAttribute('href')),
      alternates: all('link[rel="alternate"][hreflang]').map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
      jsonLd: all('script[type="application/ld+json"]').map((script) => script.textContent ?? ''),
    };
  });
}

/** The twin of each page in both languages (the same kind of page), with English (the site's default language) as x-default. */
function alternatePaths(kind: string): { en: string; fr: string } {
  const pathIn = (language: Language) => sitePages.find((sitePage) => sitePage.kind === kind && sitePage.language === language)?.path ?? '';
  return { en: pathIn('en'), fr: pathIn('fr') };
}

function expectedTitle(sitePage: SitePage): string {
  const { language } = sitePage;
  if (sitePage.kind === 'home') return `${site.profile.name} — ${site.profile.subtitle[language]}`;
  return `${expectedHeading(sitePage)} — ${site.profile.name}`;
}

type JsonLdNode = Record<string, unknown> & { '@type'?: string };

/**
 * The link preview is the owner's social card, each tag once: a PNG (most previewers ignore the SVG poster)
 * that the site serves as image/png, at the size the page announces.
 */
async function expectSocialCard(previewImage: Record<string, (string | null)[]>, language: Language): Promise<void> {
  const { socialImage } = site;
  if (socialImage === undefined) throw new Error('content/site.json should set socialImage');
  const imageUrl = publicUrl(`/${socialImage.path}`);
  const served = await fetch(`${baseUrl}${new URL(imageUrl).pathname}`);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/png');
  const header = readImageHeader(new Uint8Array(await served.arrayBuffer()));
  expect(header).toEqual({ format: 'png', width: 1200, height: 630 });
  expect(previewImage).toEqual({
    'og:image': [imageUrl],
    'og:image:type': ['image/png'],
    'og:image:width': [String(header?.width)],
    'og:image:height': [String(header?.height)],
    'og:image:alt': [socialImage.alt[language]],
    'twitter:card': ['summary_large_image'],
    'twitter:image': [imageUrl],
    'twitter:image:alt': [socialImage.alt[language]],
  });
}

/** The collections' pages whose head describes their items (structuredData in the model: talks, software). */
const pagesWithNodes: readonly string[] = collectionModels.flatMap((model) =>
  model.pages.flatMap((page): string[] => ('structuredData' in page ? [page.id] : [])),
);

describe.each(indexablePages)('the head of $path', (sitePage) => {
  it('has its title, description, canonical and alternate URLs, social card and structured data', async () => {
    const { page, problems, close } = await reusedPage(browser);
    await page.goto(`${baseUrl}${sitePage.path}`);
    await waitForHydration(page);
    const head = await readHead(page);
    const { language } = sitePage;
    const twins = alternatePaths(sitePage.kind);

    expect(head.titles).toEqual([expectedTitle(sitePage)]);
    expect(await page.title()).toBe(expectedTitle(sitePage));
    expect(head.description).toHaveLength(1);
    const description = head.description[0] ?? '';
    expect(description.length).toBeGreaterThan(50);
    if (sitePage.kind === 'home') expect(description).toBe(site.profile.about[language]);
    expect(head.robots).toEqual([]);

    expect(head.canonical).toEqual([publicUrl(sitePage.path)]);
    expect(head.alternates).toEqual([
      ['en', publicUrl(twins.en)],
      ['fr', publicUrl(twins.fr)],
      ['x-default', publicUrl(twins[site.defaultLanguage])],
    ]);

    expect(head.og).toMatchObject({
      'og:title': [expectedTitle(sitePage)],
      'og:description': [description],
      'og:type': [sitePage.kind === 'home' ? 'profile' : 'website'],
      'og:url': [publicUrl(sitePage.path)],
      'og:site_name': [site.profile.name],
    });
    expect(head.og['og:locale']?.[0]).toMatch(new RegExp(`^${language}_[A-Z]{2}$`));
    expect(head.og['og:locale:alternate']?.[0]).toMatch(new RegExp(`^${language === 'en' ? 'fr' : 'en'}_[A-Z]{2}$`));
    await expectSocialCard(head.previewImage, language);

    expect(head.jsonLd).toHaveLength(1);
    const graph = (JSON.parse(head.jsonLd[0] ?? '') as { '@context': string; '@graph': JsonLdNode[] })['@graph'];
    const people = graph.filter((node) => node['@type'] === 'Person');
    expect(people).toHaveLength(1);
    const person = people[0] ?? {};
    expect(person.name).toBe(site.profile.name);
    expect(person.url).toBe(publicUrl(alternatePaths('home')[language]));
    // The owner's links in their order, without the email (the ORCID iD is one of them).
    expect(person.sameAs).toEqual(site.profile.links.filter((link) => link.kind !== 'email').map((link) => link.url));
    expect(person.sameAs).toContain(`https://orcid.org/${site.profile.orcid}`);
    // A work is described on its own page only: the home page's cards link there. (A collection's page with
    // nodes of its own describes its items: the talks as Events, tests/e2e/talks.test.ts; software, software.test.ts.)
    const works = ['ScholarlyArticle', 'Thesis', 'Chapter', 'Book', 'Report'];
    expect(graph.filter((node) => works.includes(String(node['@type'])))).toEqual([]);
    if (!pagesWithNodes.includes(sitePage.kind)) expect(graph.filter((node) => node['@type'] !== 'Person')).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });
});

describe.each(indexablePages)('the link preview of $path', (sitePage) => {
  it('is the social card in the prerendered HTML, as a crawler that runs no script reads it', async () => {
    const { page, problems, close } = await reusedPage(browser, { javaScriptEnabled: false });
    await page.goto(`${baseUrl}${sitePage.path}`);
    await expectSocialCard((await readHead(page)).previewImage, sitePage.language);
    // The head the page drew for the prerender is in <head> only, not left in the page (core/site/page-head.ts).
    expect(await page.locator('body noscript[data-page-head], body title').count()).toBe(0);
    expect(await page.locator('head > title').count()).toBe(1);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('moving between pages in the browser', () => {
  it.each([
    ['en', '/', 'projects.viewAll', '/projects/'],
    ['fr', '/fr/projects/', 'projectsPage.backToPortfolio', '/fr/'],
  ] as const)('in %s, a link from %s loads the next page itself (no client router), with its own head', async (language, from, linkKey, to) => {
    const loadedDirectly = await reusedPage(browser);
    await loadedDirectly.page.goto(`${baseUrl}${to}`);
    await waitForHydration(loadedDirectly.page);
    const expected = await readHead(loadedDirectly.page);
    await loadedDirectly.close();

    const { page, problems, close } = await reusedPage(browser);
    await page.goto(`${baseUrl}${from}`);
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('link', { name: text(language, linkKey), exact: true }).first().click();
    await page.waitForURL(`${baseUrl}${to}`);
    await waitForHydration(page);
    expect(await readHead(page)).toEqual(expected);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false);
    expect(await page.locator('html').getAttribute('lang')).toBe(language);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('titles and descriptions', () => {
  it('differ between the pages and between the languages', async () => {
    const { page, problems, close } = await reusedPage(browser);
    const seen: { title: string; description: string }[] = [];
    for (const sitePage of indexablePages) {
      await page.goto(`${baseUrl}${sitePage.path}`);
      const head = await readHead(page);
      seen.push({ title: head.titles[0] ?? '', description: head.description[0] ?? '' });
    }
    expect(new Set(seen.map((entry) => entry.title)).size).toBe(indexablePages.length);
    expect(new Set(seen.map((entry) => entry.description)).size).toBe(indexablePages.length);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('crawler files', () => {
  it('lists every page (home, projects, CV, publications and each paper × 2 languages, each post and tag page in its languages) in /sitemap.xml, each with its alternates', async () => {
    const response = await fetch(`${baseUrl}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/xml/);
    const xml = await response.text();

    const { page, close } = await reusedPage(browser);
    const urls = await page.evaluate((source) => {
      const document = new DOMParser().parseFromString(source, 'application/xml');
      if (document.querySelector('parsererror')) throw new Error('sitemap.xml is not well-formed XML');
      const sitemapNs = 'http://www.sitemaps.org/schemas/sitemap/0.9';
      const xhtmlNs = 'http://www.w3.org/1999/xhtml';
      return [...document.getElementsByTagNameNS(sitemapNs, 'url')].map((url) => ({
        loc: url.getElementsByTagNameNS(sitemapNs, 'loc')[0]?.textContent,
        alternates: [...url.getElementsByTagNameNS(xhtmlNs, 'link')].map((link) => [
          link.getAttribute('rel'),
          link.getAttribute('hreflang'),
          link.getAttribute('href'),
        ]),
      }));
    }, xml);
    await close();

    // The CV page, the publications page and one page per work, each in both languages.
    const inLanguage = (language: Language, neutralPath: string) => (language === site.defaultLanguage ? neutralPath : `/${language}${neutralPath}`);
    const neutralPaths = ['/cv/', '/publications/', ...publications.items.map((item) => `/publications/${publicationKey(item)}/`)];
    const listed = [
      ...indexablePages.map((sitePage) => ({ path: sitePage.path, twins: alternatePaths(sitePage.kind) })),
      ...neutralPaths.flatMap((neutralPath) => {
        const twins = { en: inLanguage('en', neutralPath), fr: inLanguage('fr', neutralPath) };
        return [{ path: twins.en, twins }, { path: twins.fr, twins }];
      }),
    ];
    // A post and a tag page only in the languages written in, x-default the default language's when it has it.
    const items = postItemPages().flatMap(({ neutralPath, languages }) =>
      languages.map((language) => ({ path: postInLanguage(language, neutralPath), neutralPath, languages })),
    );
    expect(urls.map((url) => url.loc).sort()).toEqual([...listed.map(({ path }) => publicUrl(path)), ...items.map(({ path }) => publicUrl(path))].sort());
    for (const { path, twins } of listed) {
      expect(urls.find((url) => url.loc === publicUrl(path))?.alternates).toEqual([
        ['alternate', 'en', publicUrl(twins.en)],
        ['alternate', 'fr', publicUrl(twins.fr)],
        ['alternate', 'x-default', publicUrl(twins[site.defaultLanguage])],
      ]);
    }
    expect(items.some(({ languages }) => languages.length === 1)).toBe(true);
    for (const { path, neutralPath, languages } of items) {
      const root = languages.includes(site.defaultLanguage) ? site.defaultLanguage : languages[0]!;
      expect(urls.find((url) => url.loc === publicUrl(path))?.alternates).toEqual([
        ...languages.map((language) => ['alternate', language, publicUrl(postInLanguage(language, neutralPath))]),
        ['alternate', 'x-default', publicUrl(postInLanguage(root, neutralPath))],
      ]);
    }
  });

  it('points crawlers to the sitemap from /robots.txt', async () => {
    const response = await fetch(`${baseUrl}/robots.txt`);
    expect(response.status).toBe(200);
    const robots = await response.text();
    expect(robots.split('\n')).toContain(`Sitemap: ${site.siteUrl}/sitemap.xml`);
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).not.toMatch(/^Disallow: \/$/m);
  });
});
