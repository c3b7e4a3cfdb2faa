// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { NewsFile, TalksFile } from '../../schemas/types.generated.ts';
import type { FeedEntry } from '../collections/collection-build.ts';
import { collectionDataFiles, collectionFeedEntries } from '../collections/registry.ts';
import { siteFeedPath, siteFeeds } from './site-feeds.ts';

const options = {
  siteUrl: 'https://example.org/',
  ownerName: 'Élodie Marchand',
  defaultLanguage: 'en',
  updatedAt: '2026-11-16T06:00:00.000Z',
  titles: { en: 'Élodie Marchand: news, posts and talks', fr: 'Élodie Marchand : actualités, billets et conférences' },
};

function parse(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

const entries = (document: Document) =>
  [...document.getElementsByTagName('entry')].map((entry) => ({
    // type="html": the text is escaped HTML, which a reader decodes back to the title as written.
    title: new DOMParser().parseFromString(entry.getElementsByTagName('title')[0]?.textContent ?? '', 'text/html').body.textContent,
    link: entry.getElementsByTagName('link')[0]?.getAttribute('href'),
    updated: entry.getElementsByTagName('updated')[0]?.textContent?.slice(0, 10),
  }));

describe('siteFeeds', () => {
  it('writes one feed per language, the newest 50 entries first, each linking its page in that language', () => {
    const many: FeedEntry[] = Array.from({ length: 70 }, (_, index) => ({
      neutralPath: `/news/#n${index}`,
      title: `News ${index} <b>&</b>`,
      date: `20${String(10 + (index % 16)).padStart(2, '0')}-01-${String((index % 28) + 1).padStart(2, '0')}`,
    }));
    const feeds = siteFeeds({ en: many, fr: [{ neutralPath: '/posts/houle/', title: 'Houle', date: '2026-02-01', summary: 'Un résumé' }] }, options);
    expect(Object.keys(feeds)).toEqual(['feed.xml', 'fr/feed.xml']);
    const english = parse(feeds['feed.xml']!);
    expect(english.getElementsByTagName('title')[0]?.textContent).toBe('Élodie Marchand: news, posts and talks');
    const listed = entries(english);
    expect(listed).toHaveLength(50);
    const dates = listed.map((entry) => entry.updated ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    expect(listed[0]?.title).toMatch(/^News \d+ <b>&<\/b>$/);
    expect(listed[0]?.link).toMatch(/^https:\/\/example\.org\/news\/#n\d+$/);
    const french = parse(feeds['fr/feed.xml']!);
    expect(entries(french)).toEqual([{ title: 'Houle', link: 'https://example.org/fr/posts/houle/', updated: '2026-02-01' }]);
    expect(french.getElementsByTagName('summary')[0]?.textContent).toBe('Un résumé');
    expect(siteFeedPath('fr', 'fr')).toBe('feed.xml');
  });

  it('writes nothing when no language has an entry', () => {
    expect(siteFeeds({ en: [], fr: [] }, options)).toEqual({});
  });

  it('is the same from build to build (no clock)', () => {
    const one = [{ neutralPath: '/talks/#a', title: 'A', date: '2025-01-01' }];
    expect(siteFeeds({ en: one }, options)).toEqual(siteFeeds({ en: one }, options));
  });
});

describe('the collections’ feed entries', () => {
  it('are the news items and talks of a language, each at its anchor, read from their data files', async () => {
    const news: NewsFile = { items: [{ id: 'prize', date: '2026-05-02', text: { en: 'Won the *Coastal* prize', fr: 'Prix *côtier*' } }] } as NewsFile;
    const talks: TalksFile = {
      items: [{ id: 'agu', date: '2026-12-15', type: 'invited', title: { en: 'Surge maps', fr: 'Cartes' }, event: 'AGU', abstract: { en: 'Maps.', fr: 'Cartes.' } }],
    } as TalksFile;
    const data = await collectionDataFiles({ news, talks }, ['en', 'fr'], { date: '2026-11-16' });
    expect(collectionFeedEntries(data, 'fr')).toEqual([
      { neutralPath: '/news/#prize', title: 'Prix côtier', date: '2026-05-02' },
      { neutralPath: '/talks/#agu', title: 'Cartes — AGU', date: '2026-12-15', summary: 'Cartes.' },
    ]);
    expect(collectionFeedEntries({}, 'en')).toEqual([]);
  });
});
