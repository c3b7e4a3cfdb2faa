// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { Publication } from '../../../schemas/types.generated.ts';
import { feedPath, publicationFeeds } from './publication-feeds.ts';

function publication(index: number, overrides: Partial<Publication> = {}): Publication {
  const year = 2000 + (index % 20);
  return {
    id: `W${1000 + index}`, title: `Study ${index} <of> waves & tides`, url: `https://doi.org/10.5555/${index}`, year, date: `${year}-05-0${(index % 9) + 1}`,
    venue: 'Coastal Engineering', authors: [{ name: 'Élodie Marchand', orcid: null, isOwner: true }, { name: 'Yann Le Gall', orcid: null, isOwner: false }],
    abstract: 'Waves.', abstractTeaser: 'Waves.', category: 'article', isOpenAccess: false, oaUrl: null, citedByCount: 0, doi: null,
    volume: null, issue: null, firstPage: null, lastPage: null, pdfUrl: null, language: 'en', keywords: ['Waves'], ...overrides,
  };
}

const options = { siteUrl: 'https://example.org/', ownerName: 'Élodie Marchand', languages: ['en', 'fr'], defaultLanguage: 'en', updatedAt: '2026-11-16T06:00:00.000Z' };

function parse(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

describe('publicationFeeds', () => {
  const publications = Array.from({ length: 120 }, (_, index) => publication(index));
  const feeds = publicationFeeds(publications, options);

  it('writes one feed per language: the default at /publications/feed.xml, the others under /<lang>/', () => {
    expect(Object.keys(feeds)).toEqual(['publications/feed.xml', 'fr/publications/feed.xml']);
    expect(feedPath('en', 'fr')).toBe('en/publications/feed.xml');
  });

  it('holds the newest 50 publications as Atom entries linking each paper page in its language', () => {
    const english = parse(feeds['publications/feed.xml'] ?? '');
    const french = parse(feeds['fr/publications/feed.xml'] ?? '');
    expect(english.documentElement.namespaceURI).toBe('http://www.w3.org/2005/Atom');
    const entries = [...english.getElementsByTagName('entry')];
    expect(entries).toHaveLength(50);
    const newest = [...publications].sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '') || a.title.localeCompare(b.title))[0] as Publication;
    const first = entries[0] as Element;
    // type="html": the text is escaped HTML, which a reader decodes back to the title as written.
    const title = first.getElementsByTagName('title')[0];
    expect(title?.getAttribute('type')).toBe('html');
    expect(new DOMParser().parseFromString(title?.textContent ?? '', 'text/html').body.textContent).toBe(newest.title);
    expect(first.getElementsByTagName('link')[0]?.getAttribute('href')).toBe(`https://example.org/publications/${newest.id.toLowerCase()}/`);
    expect(first.getElementsByTagName('updated')[0]?.textContent).toBe(`${newest.date}T00:00:00.000Z`);
    expect([...first.getElementsByTagName('name')].map((name) => name.textContent)).toEqual(['Élodie Marchand', 'Yann Le Gall']);
    const frenchLink = french.getElementsByTagName('entry')[0]?.getElementsByTagName('link')[0]?.getAttribute('href');
    expect(frenchLink).toBe(`https://example.org/fr/publications/${newest.id.toLowerCase()}/`);
    expect(french.querySelector('feed > link[rel="self"]')?.getAttribute('href')).toBe('https://example.org/fr/publications/feed.xml');
  });

  it('is dated by the import, not by the clock: two runs give the same bytes', () => {
    const english = parse(feeds['publications/feed.xml'] ?? '');
    expect(english.querySelector('feed > updated')?.textContent).toBe('2026-11-16T06:00:00.000Z');
    expect(publicationFeeds(publications, options)).toEqual(feeds);
  });

  it('files an undated work under its year, or the import date when it has none', () => {
    const xml = publicationFeeds([publication(1, { date: null, year: 1999 }), publication(2, { date: null, year: null })], options)['publications/feed.xml'] ?? '';
    const dates = [...parse(xml).querySelectorAll('entry > updated')].map((element) => element.textContent);
    expect(dates).toEqual(['1999-01-01T00:00:00.000Z', '2026-11-16T06:00:00.000Z']);
  });
});
