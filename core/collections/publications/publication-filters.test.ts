import { describe, expect, it } from 'vitest';
import { countByFilter, filterPublications, publicationFilters } from './publication-filters.ts';
import { makePublication } from './publication.fixture.ts';

const publications = [
  makePublication({ id: 'a1', category: 'article' }),
  makePublication({ id: 'a2', category: 'article' }),
  makePublication({ id: 'c1', category: 'conference' }),
  makePublication({ id: 't1', category: 'thesis' }),
  makePublication({ id: 'p1', category: 'preprint' }),
  makePublication({ id: 'b1', category: 'book' }),
  makePublication({ id: 'o1', category: 'other' }),
];
const ids = (filter: (typeof publicationFilters)[number]) => filterPublications(publications, filter).map((p) => p.id);

describe('publication filters', () => {
  it('offers All, Journal Papers, Conference Papers, Thesis and Preprints in that order', () => {
    expect(publicationFilters).toEqual(['all', 'article', 'conference', 'thesis', 'preprint']);
  });

  it('shows everything, books and other works included, under All', () => {
    expect(ids('all')).toEqual(['a1', 'a2', 'c1', 't1', 'p1', 'b1', 'o1']);
  });

  it('shows exactly one category under each other filter', () => {
    expect(ids('article')).toEqual(['a1', 'a2']);
    expect(ids('conference')).toEqual(['c1']);
    expect(ids('thesis')).toEqual(['t1']);
    expect(ids('preprint')).toEqual(['p1']);
  });

  it('counts what each filter shows', () => {
    expect(countByFilter(publications)).toEqual({ all: 7, article: 2, conference: 1, thesis: 1, preprint: 1 });
    expect(countByFilter([])).toEqual({ all: 0, article: 0, conference: 0, thesis: 0, preprint: 0 });
  });
});
