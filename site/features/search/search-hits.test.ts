import { describe, expect, it } from 'vitest';
import { placesPerHit, searchHit } from './search-hits.ts';

describe('searchHit', () => {
  it("gives the page's link, title, section and excerpt; its title's own anchor is not a place in it", () => {
    const hit = searchHit({
      url: '/publications/w1/',
      excerpt: 'A <mark>wave</mark> model',
      meta: { title: 'Waves &amp; tides', section: 'Publications' },
      sub_results: [
        { title: 'Waves &amp; tides', url: '/publications/w1/', excerpt: 'A <mark>wave</mark> model' },
        { title: 'Waves &amp; tides', url: '/publications/w1/#publication-title', excerpt: 'A <mark>wave</mark> model' },
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
      excerpt: '',
      meta: { title: 'Talks', section: 'Talks' },
      sub_results: [
        { title: 'Talks', url: '/talks/', excerpt: 'intro' },
        ...years.map((year) => ({ title: year, url: `/talks/#talks-year-${year}`, excerpt: `<mark>surge</mark> ${year}` })),
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
      excerpt: '<mark>surge</mark> preprint',
      meta: { title: 'News', section: 'News' },
      sub_results: [{ title: '2026', url: '/news/#news-year-2026', excerpt: '<mark>surge</mark> preprint' }],
    });
    expect(hit.excerpt).toEqual([]);
    expect(hit.places[0]?.excerpt.map((part) => part.text).join('')).toBe('surge preprint');
  });

  it('falls back to the URL for a page without a title, and has no section without the meta', () => {
    const hit = searchHit({ url: '/projects/', excerpt: 'x', meta: {} });
    expect(hit.title).toBe('/projects/');
    expect(hit.section).toBeUndefined();
    expect(hit.places).toEqual([]);
  });
});
