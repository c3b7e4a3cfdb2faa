/**
 * What a paper's page lists of the other collections' items that name it (the talks that present it, the software
 * that implements it): each collection's build part gives a block per work (`relatedToWorks`), the build joins
 * them to the work's page data, and the page draws every block the same way. Beside the registry because no
 * collection imports another.
 */
interface RelatedItem {
  id: string;
  /** Its place on its collection's page, language-neutral, with its anchor ('/talks/#agu-2026'). */
  neutralPath: string;
  title: string;
  /** YYYY-MM-DD. */
  date: string;
  /** Said after the title (a talk's event, a software's version). */
  detail?: string;
  /** An interface string naming what it is ('talks.type.invited'), said after the date. */
  labelKey?: string;
}

/** One collection's items on a paper's page, newest first, under its heading (an interface string). */
export interface RelatedBlock {
  /** The collection's id: the block's heading is `<id>-related-title`. */
  id: string;
  headingKey: string;
  items: RelatedItem[];
}

/** A work as another collection's page links to it (software lists the papers it implements). */
export interface WorkLink {
  /** Its page, language-neutral ('/publications/w4409937165/'). */
  neutralPath: string;
  title: string;
}

/** Items newest first; items of the same day keep their order. */
export function newestFirst<T extends { date: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}
