import type { PublicationAuthor } from '../../../schemas/types.generated.ts';

/** Specification section 9: authors shown before the list collapses. */
export const collapsedAuthorCount = 3;

export function visibleAuthors(
  authors: readonly PublicationAuthor[],
  expanded: boolean,
): { shown: readonly PublicationAuthor[]; hiddenCount: number } {
  if (expanded || authors.length <= collapsedAuthorCount) return { shown: authors, hiddenCount: 0 };
  return { shown: authors.slice(0, collapsedAuthorCount), hiddenCount: authors.length - collapsedAuthorCount };
}
