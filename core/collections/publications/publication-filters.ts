import type { Publication } from '../../../schemas/types.generated.ts';

/** Specification section 2: All, Journal Papers, Conference Papers, Thesis, Preprints; books and 'other' show under All only. */
export const publicationFilters = ['all', 'article', 'conference', 'thesis', 'preprint'] as const;
export type PublicationFilter = (typeof publicationFilters)[number];

export const publicationFilterLabelKeys: Record<PublicationFilter, string> = {
  all: 'publications.filterAll',
  article: 'publications.filterArticle',
  conference: 'publications.filterConference',
  thesis: 'publications.filterThesis',
  preprint: 'publications.filterPreprint',
};

export function matchesFilter(publication: Pick<Publication, 'category'>, filter: PublicationFilter): boolean {
  return filter === 'all' || publication.category === filter;
}

export function filterPublications(publications: readonly Publication[], filter: PublicationFilter): Publication[] {
  return publications.filter((publication) => matchesFilter(publication, filter));
}

/** How many publications each filter button would show. */
export function countByFilter(publications: readonly Pick<Publication, 'category'>[]): Record<PublicationFilter, number> {
  const counts = Object.fromEntries(publicationFilters.map((filter) => [filter, 0])) as Record<
    PublicationFilter,
    number
  >;
  for (const publication of publications) {
    for (const filter of publicationFilters) if (matchesFilter(publication, filter)) counts[filter] += 1;
  }
  return counts;
}
