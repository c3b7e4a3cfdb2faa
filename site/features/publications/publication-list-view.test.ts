import { describe, expect, it } from 'vitest';
import { listEntry, publicationsListAuthors } from '../../../core/collections/publications/publication-data.ts';
import { makePublication, makePublicationsFile } from '../../../core/collections/publications/publication.fixture.ts';
import {
  groupByYear,
  isShown,
  matchesSearch,
  readListQuery,
  searchText,
  sortEntries,
  writeListQuery,
} from './publication-list-view.ts';

const entry = (overrides: Parameters<typeof makePublication>[0]) => listEntry(makePublication(overrides));

describe('list query in the URL', () => {
  it('reads type, q and sort, and falls back to the defaults for unknown values', () => {
    expect(readListQuery(new URLSearchParams('type=thesis&q=wave%20run-up&sort=cited'))).toEqual({
      filter: 'thesis',
      search: 'wave run-up',
      sort: 'cited',
    });
    expect(readListQuery(new URLSearchParams('type=poems&sort=alphabetical'))).toEqual({
      filter: 'all',
      search: '',
      sort: 'newest',
    });
  });

  it('writes only what differs from the default view', () => {
    expect(writeListQuery({ filter: 'all', search: '  ', sort: 'newest' }).toString()).toBe('');
    expect(writeListQuery({ filter: 'article', search: 'dune', sort: 'cited' }).toString()).toBe(
      'type=article&q=dune&sort=cited',
    );
  });
});

describe('search', () => {
  const work = {
    ...makePublication({ title: 'Étude des dunes', venue: 'Coastal Engineering', year: 2021 }),
    keywords: ['Storm surge'],
  };
  const text = searchText(listEntry(work));

  it('finds an author after the three the list shows once they are loaded', () => {
    const authors = ['Ana Berg', 'Carl Dahl', 'Eva Fors', 'Gustave Hébert'].map((name) => ({ name, orcid: null, isOwner: false }));
    const work = makePublication({ authors });
    const others = publicationsListAuthors(makePublicationsFile([work]));
    expect(matchesSearch(searchText(listEntry(work)), 'hebert')).toBe(false);
    expect(matchesSearch(searchText(listEntry(work), others[listEntry(work).key]), 'hebert')).toBe(true);
  });

  it('looks in title, authors, venue, year and keywords, ignoring case and accents', () => {
    for (const search of ['etude', 'DUNES', 'quemeneur', 'coastal engineering', '2021', 'storm surge']) {
      expect(matchesSearch(text, search), search).toBe(true);
    }
  });

  it('needs every word', () => {
    expect(matchesSearch(text, 'dunes 2021')).toBe(true);
    expect(matchesSearch(text, 'dunes 2022')).toBe(false);
  });

  it('combines with the category filter', () => {
    const article = entry({ category: 'article', title: 'Waves' });
    const query = { filter: 'preprint' as const, search: 'waves', sort: 'newest' as const };
    expect(isShown(article, searchText(article), query)).toBe(false);
    expect(isShown(article, searchText(article), { ...query, filter: 'article' })).toBe(true);
  });
});

describe('sort and grouping', () => {
  const entries = [
    entry({ id: 'a', year: 2024, citedByCount: 1 }),
    entry({ id: 'b', year: 2024, citedByCount: 9 }),
    entry({ id: 'c', year: 2019, citedByCount: 9 }),
    entry({ id: 'd', year: null, citedByCount: 50 }),
  ];

  it('sorts by citations, ties keeping the newest first', () => {
    expect(sortEntries(entries, 'cited').map((item) => item.key)).toEqual(['d', 'b', 'c', 'a']);
    expect(sortEntries(entries, 'newest').map((item) => item.key)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('groups consecutive years, the undated last', () => {
    expect(groupByYear(entries).map((group) => [group.year, group.entries.length])).toEqual([
      [2024, 2],
      [2019, 1],
      [null, 1],
    ]);
  });
});
