import type { PublicationListEntry } from '../../../core/collections/publications/publication-data.ts';
import { matchesFilter, publicationFilters, type PublicationFilter } from '../../../core/collections/publications/publication-filters.ts';

export const publicationSorts = ['newest', 'cited'] as const;
export type PublicationSort = (typeof publicationSorts)[number];

/** The publications page's view, as kept in the URL query: ?type=article&q=wave&sort=cited. */
export interface ListQuery {
  filter: PublicationFilter;
  search: string;
  sort: PublicationSort;
}

/** Reads the view from the URL; unknown values fall back to the defaults rather than to an empty list. */
export function readListQuery(params: URLSearchParams): ListQuery {
  const type = params.get('type');
  const sort = params.get('sort');
  return {
    filter: publicationFilters.find((filter) => filter === type) ?? 'all',
    search: params.get('q') ?? '',
    sort: publicationSorts.find((known) => known === sort) ?? 'newest',
  };
}

/** The query string of a view; defaults are left out, so the plain page is /publications/. */
export function writeListQuery(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.filter !== 'all') params.set('type', query.filter);
  if (query.search.trim() !== '') params.set('q', query.search);
  if (query.sort !== 'newest') params.set('sort', query.sort);
  return params;
}

/** Lower case without accents, so 'elodie' finds 'Élodie' and 'etude' finds 'Étude'. */
function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The text a search looks in: title, authors, venue, year and keywords. `otherAuthors` are the authors the entry
 * does not name (publications-list-authors), empty until they are loaded.
 */
export function searchText(entry: PublicationListEntry, otherAuthors = ''): string {
  return foldText(
    [entry.title, ...entry.authors.map((author) => author.name), otherAuthors, entry.venue ?? '', entry.year ?? '', ...entry.keywords].join('\n'),
  );
}

/** Every word of the search must occur (in any field, in any order). */
export function matchesSearch(text: string, search: string): boolean {
  const words = foldText(search).split(/\s+/).filter(Boolean);
  return words.every((word) => text.includes(word));
}

export function isShown(entry: PublicationListEntry, text: string, query: ListQuery): boolean {
  return matchesFilter(entry, query.filter) && matchesSearch(text, query.search);
}

/** Most cited first; equal counts keep the newest-first order they come in (the sort is stable). */
export function sortEntries(entries: readonly PublicationListEntry[], sort: PublicationSort): PublicationListEntry[] {
  if (sort === 'newest') return [...entries];
  return [...entries].sort((a, b) => b.citedByCount - a.citedByCount);
}

export interface YearGroup {
  year: number | null;
  entries: PublicationListEntry[];
}

/** Consecutive entries of one year under one heading; entries come newest first, so works without a year are last. */
export function groupByYear(entries: readonly PublicationListEntry[]): YearGroup[] {
  const groups: YearGroup[] = [];
  for (const entry of entries) {
    const last = groups.at(-1);
    if (last && last.year === entry.year) last.entries.push(entry);
    else groups.push({ year: entry.year, entries: [entry] });
  }
  return groups;
}
