/** Whose works to import: OpenAlex author ids (one per profile OpenAlex split the owner into) and/or an ORCID iD. */
export interface ImportSources {
  authorIds: readonly string[];
  orcid: string | null;
}

/** OpenAlex accepts at most this many values joined with `|` in one filter. */
export const maxAuthorIdsPerFilter = 100;

/**
 * One OpenAlex filter per kind of identifier. Filters joined with `,` are ANDed and OpenAlex has no OR
 * across different filter keys, so ids and ORCID cannot share one request: each filter gets its own
 * cursor walk and the walks are united by work id. That costs a second walk only when both are given.
 */
export function authorFilters(sources: ImportSources): string[] {
  const filters: string[] = [];
  if (sources.authorIds.length > 0) filters.push(`author.id:${sources.authorIds.join('|')}`);
  if (sources.orcid !== null) filters.push(`authorships.author.orcid:${sources.orcid}`);
  return filters;
}
