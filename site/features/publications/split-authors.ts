import type { PublicationAuthor } from '../../../schemas/types.generated.ts';

/** Specification section 9: authors shown before the list collapses. */
export const collapsedAuthorCount = 3;

/** The authors always shown, and those behind '+N more' (empty when there are 3 authors or fewer). */
export function splitAuthors(authors: readonly PublicationAuthor[]): {
  first: readonly PublicationAuthor[];
  rest: readonly PublicationAuthor[];
} {
  return { first: authors.slice(0, collapsedAuthorCount), rest: authors.slice(collapsedAuthorCount) };
}
