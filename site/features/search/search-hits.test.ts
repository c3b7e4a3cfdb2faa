import { describe, expect, it } from 'vitest';
import { placesPerHit, searchHit, type PagefindSubResult } from './search-hits.ts';

type Found = PagefindSubResult['weighted_locations'];

/** A sub-result whose words found are at `found` in the page's content. */
const sub = (title: string, url: string, excerpt: string, found: Found = [], anchor?: PagefindSubResult['anchor']): PagefindSubResult => ({
  title,
  url,
  excerpt,
  weighted_locations: found,
  ...(anchor === undefined ? {} : { anchor }),
});
/** A sub-result at an item of a list page: an element with an id and a title for the search. */
const item = (id: string, title: string, excerpt: string, found: Found = [], page = '/talks/') =>
  sub(title, `${page}#${id}`, excerpt, found, { element: 'li', id, title });
/** Words found at these places of the content, each of this weight. */
const at = (weight: number, ...locations: number[]): Found => locations.map((location) => ({ location, weight }));

describe('searchHit', () => {
  it("gives the page's link, title, section and excerpt; its title's own anchor is not a place in it", () => {
    const hit = searchHit({
      url: '/publications/w1/',
      content: 'A wave model',
      excerpt: 'A <mark>wave</mark> model',
      meta: { title: 'Waves &amp; tides', section: 'Publications' },
      sub_results: [
        sub('Waves &amp; tides', '/publications/w1/', 'A <mark>wave</mark> model'),
        sub('Waves &amp; tides', '/publications/w1/#publication-title', 'A <mark>wave</mark> model', [], { element: 'h1', id: 'publication-title' }),
      ],
    });
    expect(hit).toEqual({
      url: '/publications/w1/',
      title: 'Waves & tides',
      section: 'Publications',
      excerpt: [
        { text: 'A ', marked: false },
        { text: 'wave', marked: true },
        { text: ' model', marked: false },
      ],
      places: [],
    });
  });

  it(`lists at most ${placesPerHit} places inside the page, by their anchors, in Pagefind's order`, () => {
    const years = ['2026', '2025', '2024', '2023'];
    const hit = searchHit({
      url: '/talks/',
      content: '',
      excerpt: '',
      meta: { title: 'Talks', section: 'Talks' },
      sub_results: [
        sub('Talks', '/talks/', 'intro'),
        ...years.map((year) => sub(year, `/talks/#talks-year-${year}`, `<mark>surge</mark> ${year}`, [], { element: 'h2', id: `talks-year-${year}` })),
      ],
    });
    expect(hit.places.map((place) => place.url)).toEqual(['/talks/#talks-year-2026', '/talks/#talks-year-2025', '/talks/#talks-year-2024']);
    expect(hit.section).toBeUndefined();
    expect(hit.places[0]?.excerpt).toEqual([
      { text: 'surge', marked: true },
      { text: ' 2026', marked: false },
    ]);
  });

  it("says an excerpt once: not for the page when it is one of its places' too", () => {
    const hit = searchHit({
      url: '/news/',
      content: 'surge preprint',
      excerpt: '<mark>surge</mark> preprint',
      meta: { title: 'News', section: 'News' },
      sub_results: [sub('2026', '/news/#news-year-2026', '<mark>surge</mark> preprint', [], { element: 'h2', id: 'news-year-2026' })],
    });
    expect(hit.excerpt).toEqual([]);
    expect(hit.places[0]?.excerpt.map((part) => part.text).join('')).toBe('surge preprint');
  });

  it('falls back to the URL for a page without a title, and has no section without the meta', () => {
    const hit = searchHit({ url: '/projects/', content: 'x', excerpt: 'x', meta: {} });
    expect(hit.title).toBe('/projects/');
    expect(hit.section).toBeUndefined();
    expect(hit.places).toEqual([]);
  });
});

describe('searchHit on a list page whose items match', () => {
  it("is the item that matches best: its title, its anchor, its excerpt, under the page's section", () => {
    const hit = searchHit({
      url: '/talks/',
      // 0 Talks. 1 2024. | 2 Waves. 3 a 4 surge 5 in 6 passing. | 7 SurgeScape: 8 an 9 atlas.
      content: 'Talks. 2024. Waves. a surge in passing. SurgeScape: an atlas.',
      excerpt: 'the page <mark>surge</mark>',
      meta: { title: 'Talks', section: 'Talks' },
      sub_results: [
        sub('2024', '/talks/#talks-year-2024', '<mark>2024</mark>', at(6, 1), { element: 'h2', id: 'talks-year-2024' }),
        item('waves', 'Waves', 'a <mark>surge</mark> in passing', at(1, 4)),
        item('surgescape', 'SurgeScape &amp; seawalls', '<mark>SurgeScape</mark>: an atlas', at(5, 7)),
      ],
    });
    expect(hit).toEqual({
      url: '/talks/#surgescape',
      title: 'SurgeScape & seawalls',
      section: 'Talks',
      excerpt: [
        { text: 'SurgeScape', marked: true },
        { text: ': an atlas', marked: false },
      ],
      places: [{ url: '/talks/#waves', title: 'Waves', excerpt: [{ text: 'a ', marked: false }, { text: 'surge', marked: true }, { text: ' in passing', marked: false }] }],
    });
  });

  it('ranks the items by the different words found in them, each once at its weightiest, as a title outweighs a mention', () => {
    const hit = searchHit({
      url: '/fr/talks/',
      // 0 De 1 de 2 de 3 des. | 4 Un 5 atlas 6 de 7 l’aléa 8 de 9 submersion. | 10 Submersion, 11 de 12 Brest.
      content: 'De de de des. Un atlas de l’aléa de submersion. Submersion, de Brest.',
      excerpt: '',
      meta: { title: 'Conférences', section: 'Conférences' },
      sub_results: [
        item('many-de', 'De de', 'x', [...at(10, 0, 1), ...at(4, 2, 3)], '/fr/talks/'),
        item('atlas', 'Un atlas', 'x', at(5, 4, 5, 6, 7, 8, 9), '/fr/talks/'),
        item('brest', 'Brest', 'x', at(1, 10, 11), '/fr/talks/'),
      ],
    });
    // many-de: "de" at 10 and "des" at 4, as "De" and "de" are one word; atlas: five words at 5; brest: two at 1.
    expect([hit.url, ...hit.places.map((place) => place.url)]).toEqual(['/fr/talks/#atlas', '/fr/talks/#many-de', '/fr/talks/#brest']);
  });

  it(`lists at most ${placesPerHit} other items that match, the best first, those as good in the page's order`, () => {
    const hit = searchHit({
      url: '/fr/news/',
      content: 'a b c d e',
      excerpt: '',
      meta: { title: 'Actualités', section: 'Actualités' },
      sub_results: (
        [
          ['a', 1],
          ['b', 3],
          ['c', 1],
          ['d', 2],
          ['e', 1],
        ] as const
      ).map(([id, weight], index) => item(id, `${id} mai`, 'x', at(weight, index), '/fr/news/')),
    });
    expect(hit.url).toBe('/fr/news/#b');
    expect(hit.section).toBe('Actualités');
    expect(hit.places.map((place) => place.url)).toEqual(['/fr/news/#d', '/fr/news/#a', '/fr/news/#c']);
  });
});
