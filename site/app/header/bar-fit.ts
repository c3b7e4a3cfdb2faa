/**
 * How many of the header's links fit in its bar on a desktop screen, computed when the page is rendered from the
 * links' labels, so that the stylesheet alone keeps the bar on one line from the first paint and no script
 * measures or moves anything (docs/decisions/header-more-menu.md). Every length is a CSS pixel at the root's 16 px.
 */

/**
 * Advance widths of printable ASCII (space to ~) in DejaVu Sans, in hundredths of an em, rounded up: the widest
 * of the fonts the site's system font stack falls on (Linux's; Segoe UI, San Francisco, Roboto and Arial are
 * narrower), so a label is never wider than its estimate.
 */
const asciiWidths = [
  32, 41, 46, 84, 64, 96, 78, 28, 40, 40, 50, 84, 32, 37, 32, 34, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 34, 34, 84, 84, 84, 54, 100, 69, 69,
  70, 78, 64, 58, 78, 76, 30, 30, 66, 56, 87, 75, 79, 61, 79, 70, 64, 62, 74, 69, 99, 69, 62, 69, 40, 34, 40, 84, 50, 50, 62, 64, 55, 64, 62,
  36, 64, 64, 28, 28, 58, 28, 98, 64, 62, 64, 64, 42, 53, 40, 64, 60, 82, 60, 60, 53, 64, 34, 64, 84,
];
/** A character outside ASCII once its accents are set apart (œ, an ideogram): a full em, wider than any of them. */
const otherWidth = 100;
/** Medium or bold faces and rounding in the browser: a margin on every estimate. */
const safety = 1.08;

/** The width of a text in ems, at most what the browser draws. */
export function textWidthEm(text: string): number {
  let hundredths = 0;
  for (const character of text.normalize('NFD')) {
    const code = character.codePointAt(0) ?? 0;
    if (code >= 0x300 && code <= 0x36f) continue;
    hundredths += code >= 32 && code < 127 ? asciiWidths[code - 32]! : otherWidth;
  }
  return (hundredths / 100) * safety;
}

/** The header's lengths, as header.module.css sets them. */
const lengths = {
  /** From this width up the bar holds the links (below, the mobile menu does). */
  desktopMin: 1024,
  /** From this width up the bar is as wide as it gets (--content-width, 72rem). */
  wideMin: 1152,
  contentWidth: 1152,
  /** A classic scrollbar takes this much of the window's width from the page. */
  scrollbar: 20,
  barPadding: 16,
  barGap: 16,
  linkFont: 14,
  linkPadding: 8,
  linkGap: 4,
  /** The More button's chevron and the gap before it. */
  moreIcon: 20,
  control: 40,
  controlGap: 8,
  brandFont: 16,
  brandPadding: 8,
} as const;

function linkWidth(label: string): number {
  return Math.ceil(textWidthEm(label) * lengths.linkFont) + 2 * lengths.linkPadding;
}

/** The room the links have in a bar this wide: what the brand, the search, language and theme controls leave. */
function roomAt(windowWidth: number, controls: { initials: string; otherLanguages: number }): number {
  const bar = Math.min(windowWidth - lengths.scrollbar, lengths.contentWidth) - 2 * lengths.barPadding;
  const brand = Math.max(lengths.control, Math.ceil(textWidthEm(controls.initials) * 1.1 * lengths.brandFont) + 2 * lengths.brandPadding);
  const controlCount = 2 + controls.otherLanguages;
  const controlsWidth = controlCount * lengths.control + (controlCount - 1) * lengths.controlGap;
  return bar - brand - controlsWidth - 2 * lengths.barGap;
}

/** How many of the links, in order, fit in this room: all of them, or as many as leave room for the More button. */
function fittingCount(widths: readonly number[], room: number, moreWidth: number): number {
  const all = widths.reduce((sum, width) => sum + width, 0) + lengths.linkGap * Math.max(0, widths.length - 1);
  if (all <= room) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    if (used + lengths.linkGap + width > room) break;
    used += lengths.linkGap + width;
    count += 1;
  }
  return count;
}

/** How many links the bar shows from 1,024 px (`narrow`) and from 1,152 px (`wide`); the rest are in More. */
export interface BarFit {
  narrow: number;
  wide: number;
}

export function barFit(labels: readonly string[], moreLabel: string, controls: { initials: string; otherLanguages: number }): BarFit {
  const widths = labels.map(linkWidth);
  const moreWidth = linkWidth(moreLabel) + lengths.moreIcon;
  return {
    narrow: fittingCount(widths, roomAt(lengths.desktopMin, controls), moreWidth),
    wide: fittingCount(widths, roomAt(lengths.wideMin, controls), moreWidth),
  };
}

/** Where the link at `index` is on a desktop screen: in the bar at every width, from 1,152 px only, or in More. */
export type BarPlace = 'bar' | 'wideBar' | 'more';

export function barPlace(index: number, fit: BarFit): BarPlace {
  return index < fit.narrow ? 'bar' : index < fit.wide ? 'wideBar' : 'more';
}
