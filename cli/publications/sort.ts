import type { Publication } from '../../schemas/types.generated.ts';

/** Newest first: year, then date, descending, unknown ones last; then title A→Z (then id, so the order is stable). */
function compareNewestFirst(a: Publication, b: Publication): number {
  return (
    descendingNullsLast(a.year, b.year) ||
    descendingNullsLast(a.date ?? null, b.date ?? null) ||
    a.title.localeCompare(b.title, 'en') ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

export function sortNewestFirst(publications: readonly Publication[]): Publication[] {
  return [...publications].sort(compareNewestFirst);
}

function descendingNullsLast<T extends number | string>(a: T | null, b: T | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? 1 : -1;
}
