/**
 * Where the CV's list of works may be cut into separate react-pdf <Page> elements without moving anything.
 * react-pdf lays out again everything left after each page break, so one <Page> of 1,000 works cost
 * pages × nodes (77 s and 1.9 GB a language for 1,000 works of 20–200 authors). Cut where a page break falls
 * anyway, the pages come out the same, and each <Page> is laid out on its own.
 */

const itemKey = 'cvItem';
const firstInGroupKey = 'cvFirstInGroup';

/** Props on a work's <View> that name its place in the list; react-pdf keeps them in its layout and draws nothing from them. */
export function itemMarker(index: number, firstInGroup: boolean): Record<string, never> {
  return { [itemKey]: index, [firstInGroupKey]: firstInGroup } as unknown as Record<string, never>;
}

/** What pagination needs of a node of react-pdf's laid-out document. */
export interface LaidOutNode {
  type?: string;
  props?: Record<string, unknown> | null;
  children?: readonly LaidOutNode[];
}

export interface PageStart {
  /** The work the page's first line belongs to, or null when the page starts with anything else (a heading, a section). */
  item: number | null;
  /** That work opens its group (a heading is drawn above it when it starts a <Page>). */
  firstInGroup: boolean;
}

function firstText(node: LaidOutNode, item: { index: number; first: boolean } | null): PageStart | null {
  const props = node.props ?? {};
  if (props['fixed'] === true) return null;
  const index = props[itemKey];
  const here = typeof index === 'number' ? { index, first: props[firstInGroupKey] === true } : item;
  if (node.type === 'TEXT' || node.type === 'LINK') return here === null ? { item: null, firstInGroup: false } : { item: here.index, firstInGroup: here.first };
  for (const child of node.children ?? []) {
    const found = firstText(child, here);
    if (found !== null) return found;
  }
  return null;
}

/** How each laid-out page starts (footers, which repeat, left out). */
export function pageStarts(pages: readonly LaidOutNode[]): PageStart[] {
  return pages.map((page) => firstText(page, null) ?? { item: null, firstInGroup: false });
}

/**
 * The work to start the next <Page> with, from the pages of a trial layout that starts where the next span
 * starts and holds only some works: the first work of the latest page that begins with a work, not with a
 * heading, and that is followed by two more pages (the trial's last page depends on the works left out of it,
 * and a heading near a page's end looks at what follows it). Null when no page qualifies.
 */
export function nextSpanStart(starts: readonly PageStart[], after: number): number | null {
  for (let page = starts.length - 3; page >= 1; page -= 1) {
    const start = starts[page];
    if (start?.item != null && !start.firstInGroup && start.item > after) return start.item;
  }
  return null;
}
