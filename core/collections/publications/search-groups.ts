import type { Publication } from '../../../schemas/types.generated.ts';
import { publicationKey } from './publication-key.ts';

/** How many of the newest years of the owner's works are indexed apart from the older (their newest year's and the one before). */
const recentYears = 2;

/**
 * The papers' search index in two groups (core/site/search-indexes.ts): the older works, and those of the owner's
 * newest two years (counted from the newest work's year), which a weekly refresh changes — new works, a preprint
 * published, a venue or an abstract filled in — while their citation counts are not searched. A refresh then indexes
 * the recent works again, not a thousand; the older are indexed again when one of them changes, or once a year, when
 * a work of a new year moves the line. A work without a year is one of the older. Each group in the works' order.
 */
export function publicationSearchGroups(works: readonly Pick<Publication, 'id' | 'year'>[]): string[][] {
  const newest = Math.max(...works.map((work) => work.year ?? -Infinity));
  const isRecent = (work: Pick<Publication, 'year'>) => work.year !== null && work.year > newest - recentYears;
  return [works.filter((work) => !isRecent(work)).map(publicationKey), works.filter(isRecent).map(publicationKey)];
}
