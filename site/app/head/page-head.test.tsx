// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import publicationsFile from '../../../content/publications.json';
import siteJson from '../../../content/site.json';
import { shippedEdition } from '../../shared/testing/edition-fixture.ts';
import { productStringsOf } from '../../../core/i18n/product-strings.fixture.ts';
import type { Edition, PublicationsFile, SiteConfig } from '../../../schemas/types.generated.ts';
import { DataStore } from '../../shared/data/data-store.ts';
import type { Language } from '../../../core/i18n/languages.ts';
import { pendingStore, renderToHtml } from '../../shared/testing/render-with-providers.tsx';
import { publicationPageFiles, publicationsHomeData } from '../../../core/collections/publications/publication-data.ts';
import { invertedName } from '../../../core/collections/person-name.ts';
import { PageHead } from './page-head.tsx';
import { splitPageHead } from '../../../core/site/page-head.ts';

const stringsEn = productStringsOf('en');
const stringsFr = productStringsOf('fr');

// The head is drawn the way the prerender draws it (import.meta.env.SSR), then moved as the prerender moves it.
beforeAll(() => {
  vi.stubEnv('SSR', true);
});
afterAll(() => {
  vi.unstubAllEnvs();
});

const site = siteJson as SiteConfig;
const publications = publicationsFile as PublicationsFile;

const edition: Edition = shippedEdition;

const paperPages = publicationPageFiles(publications);

function renderHead(
  page: 'home' | 'projects' | 'publication' | 'notFound',
  language: Language,
  siteConfig: SiteConfig = site,
  store = new DataStore({
    publications,
    'publications-home': publicationsHomeData(publications),
    ...paperPages,
    edition,
  }),
  itemKey?: string,
) {
  const rendered = renderToHtml(
    <PageHead page={page} itemKey={itemKey} itemDataKey={itemKey === undefined ? undefined : `publication.${itemKey}`} />,
    { language, strings: language === 'en' ? stringsEn : stringsFr, store, site: siteConfig },
  );
  const split = splitPageHead(rendered);
  if (split === undefined) throw new Error(`no head drawn: ${rendered}`);
  expect(split.body).toBe('');
  const html = `<!doctype html><html lang="${split.language}"><head>${split.head}</head><body></body></html>`;
  return { html, document: new DOMParser().parseFromString(html, 'text/html'), store };
}

const content = (document: Document, selector: string) => document.querySelector(selector)?.getAttribute('content');

describe('PageHead', () => {
  it('sets only the lang attribute of <html>, never its class', () => {
    const { document } = renderHead('home', 'fr');
    expect(document.documentElement.getAttribute('lang')).toBe('fr');
    expect(document.documentElement.hasAttribute('class')).toBe(false);
  });

  it('writes the title, description, canonical and hreflang alternates', () => {
    const { document } = renderHead('projects', 'fr');
    expect(document.title).toBe(`${stringsFr['projectsPage.title']} — Élodie Marchand`);
    expect(content(document, 'meta[name="description"]')).toBe(
      stringsFr['meta.projectsDescription']?.replace('{name}', site.profile.name),
    );
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://elodie-marchand.example.org/fr/projects/',
    );
    const alternates = [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map(
      (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
    );
    expect(alternates).toEqual([
      'en https://elodie-marchand.example.org/projects/',
      'fr https://elodie-marchand.example.org/fr/projects/',
      'x-default https://elodie-marchand.example.org/projects/',
    ]);
  });

  it('writes Open Graph, Twitter and theme-colour tags with no empty attributes', () => {
    const { document, html } = renderHead('home', 'en');
    expect(content(document, 'meta[property="og:type"]')).toBe('profile');
    expect(content(document, 'meta[property="og:locale"]')).toBe('en_GB');
    expect(content(document, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(content(document, 'meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')).toBe('#0b1320');
    expect(html).not.toMatch(/<meta[^>]*\s(name|property|media)(\s|\/?>)/);
  });

  it('announces the social image with the size the build measured (edition data)', () => {
    const { document, store } = renderHead('projects', 'fr');
    expect(content(document, 'meta[property="og:image"]')).toBe('https://elodie-marchand.example.org/images/social-card.png');
    expect(content(document, 'meta[property="og:image:width"]')).toBe('1200');
    expect(content(document, 'meta[property="og:image:height"]')).toBe('630');
    expect(content(document, 'meta[name="twitter:image:alt"]')).toBe(site.socialImage?.alt.fr);
  });

  it('leaves the social image’s size out while the edition data has not arrived', () => {
    const { document } = renderHead('home', 'en', site, pendingStore());
    expect(content(document, 'meta[property="og:image"]')).toBe('https://elodie-marchand.example.org/images/social-card.png');
    expect(document.querySelector('meta[property="og:image:width"]')).toBeNull();
    expect(document.querySelector('meta[property="og:image:height"]')).toBeNull();
  });

  it('escapes owner text in attributes', () => {
    const hostileSite = {
      ...site,
      profile: { ...site.profile, about: { en: '"><script>alert(1)</script>', fr: 'x' } },
    };
    const { document, html } = renderHead('home', 'en', hostileSite);
    expect(content(document, 'meta[name="description"]')).toBe('"><script>alert(1)</script>');
    expect(html).not.toContain('<script>alert(1)');
  });

  it('embeds the owner as the JSON-LD of the home page, not its cards’ works (each is on its paper page)', () => {
    const { document, store } = renderHead('home', 'en');
    const scripts = document.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    const graph = JSON.parse(scripts[0]?.textContent ?? '') as { '@graph': { '@type': string }[] };
    expect(graph['@graph'].map((node) => node['@type'])).toEqual(['Person']);
  });

  it("links the Atom feed of the page's language from every page", () => {
    const feed = (language: Language) =>
      renderHead('projects', language).document.querySelector('link[rel="alternate"][type="application/atom+xml"]');
    expect(feed('en')?.getAttribute('href')).toBe('/publications/feed.xml');
    expect(feed('fr')?.getAttribute('href')).toBe('/fr/publications/feed.xml');
  });

  it("gives a paper's page its Highwire tags, canonical, twins and ScholarlyArticle from its own data only", () => {
    const work = publications.items[0];
    if (!work) throw new Error('the shipped content has publications');
    const key = work.id.toLowerCase();
    const { document, store } = renderHead('publication', 'fr', site, undefined, key);
    const url = `https://elodie-marchand.example.org/fr/publications/${key}/`;
    expect(document.title).toBe(`${work.title} — Élodie Marchand`);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(url);
    expect(document.querySelector('link[hreflang="en"]')?.getAttribute('href')).toBe(
      `https://elodie-marchand.example.org/publications/${key}/`,
    );
    expect(content(document, 'meta[name="citation_title"]')).toBe(work.title);
    const authors = [...document.querySelectorAll('meta[name="citation_author"]')].map((meta) =>
      meta.getAttribute('content'),
    );
    expect(authors).toEqual(work.authors.map((author) => invertedName(author)));
    expect(content(document, 'meta[name="citation_abstract_html_url"]')).toBe(url);
    for (const meta of document.querySelectorAll('meta')) expect(meta.getAttribute('content')?.trim()).not.toBe('');
    const graph = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '') as {
      '@graph': { '@type': string; '@id'?: string }[];
    };
    expect(graph['@graph'].map((node) => node['@type'])).toEqual(['Person', 'ScholarlyArticle']);
    expect(graph['@graph'][1]?.['@id']).toBe(url);
  });

  it("gives the owner's own PDF, as an absolute URL, as the paper's citation_pdf_url", () => {
    const work = publications.items[0];
    if (!work) throw new Error('the shipped content has publications');
    const key = work.id.toLowerCase();
    const store = new DataStore({ ...publicationPageFiles(publications, {}, [key]), edition });
    const { document } = renderHead('publication', 'en', site, store, key);
    expect(content(document, 'meta[name="citation_pdf_url"]')).toBe(
      `https://elodie-marchand.example.org/publications/${key}/${key}.pdf`,
    );
  });

  it('describes only the owner in the JSON-LD of a page without works', () => {
    const { document, store } = renderHead('projects', 'en');
    const graph = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '') as {
      '@graph': { '@type': string }[];
    };
    expect(graph['@graph'].map((node) => node['@type'])).toEqual(['Person']);
  });

  it('marks the 404 page noindex and gives it no canonical URL', () => {
    const { document } = renderHead('notFound', 'fr');
    expect(document.title).toBe('Page introuvable | Élodie Marchand');
    expect(content(document, 'meta[name="robots"]')).toBe('noindex');
    expect(document.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.documentElement.getAttribute('lang')).toBe('fr');
  });
});
