import type { TimelineItem } from '../../../schemas/types.generated.ts';

/**
 * Specification section 9: newest first by start_date. YYYY-MM strings sort like dates; entries that start in
 * the same month keep their order in the file (Array.prototype.sort is stable).
 */
export function sortNewestFirst(items: readonly TimelineItem[]): TimelineItem[] {
  return [...items].sort((a, b) => (a.start_date < b.start_date ? 1 : a.start_date > b.start_date ? -1 : 0));
}
