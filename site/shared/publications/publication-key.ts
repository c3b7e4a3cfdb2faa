import type { Publication } from '../../../schemas/types.generated.ts';

/**
 * The URL key of a work's page: the lower-case OpenAlex id (`w4415582013`) for imported works, the lower-cased
 * manual id for hand-kept ones. Stable across imports (the id is), so the page keeps its URL.
 * (Branch `pubdata` owns the key rules; this is the same function, kept here until it lands.)
 */
export function publicationKey(publication: Pick<Publication, 'id'>): string {
  return publication.id.toLowerCase();
}
