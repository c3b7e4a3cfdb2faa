import type { Publication } from '../../../schemas/types.generated.ts';
import { categoryOrder, type PublicationCategory } from './categories.ts';

/** Specification section 9: the publication impact stats. */
export interface ResearchImpact {
  publicationCount: number;
  totalCitations: number;
  openAccessCount: number;
  categoryCount: number;
  /** Only the categories that occur, in the order of `categoryOrder`. */
  perCategory: { category: PublicationCategory; count: number }[];
}

export function researchImpact(publications: readonly Publication[]): ResearchImpact {
  const counts = new Map<PublicationCategory, number>();
  let totalCitations = 0;
  let openAccessCount = 0;
  for (const publication of publications) {
    counts.set(publication.category, (counts.get(publication.category) ?? 0) + 1);
    totalCitations += publication.citedByCount;
    if (publication.isOpenAccess) openAccessCount += 1;
  }
  return {
    publicationCount: publications.length,
    totalCitations,
    openAccessCount,
    categoryCount: counts.size,
    perCategory: categoryOrder.flatMap((category) => {
      const count = counts.get(category);
      return count === undefined ? [] : [{ category, count }];
    }),
  };
}
