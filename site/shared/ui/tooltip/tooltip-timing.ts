/** Specification section 9: how long the pointer rests on a control before its tooltip shows. */
export const tooltipDelayMs = 700;

/** Specification section 9: within this long after a tooltip hid, the next one shows at once (along a row of icons). */
export const tooltipSkipDelayMs = 300;

/** Shows (true) or hides (false) one tooltip: its state setter, which also identifies it. */
type SetTooltipShown = (shown: boolean) => void;

// One store for every tooltip of the page: the one shown (at most one at a time) and when the last one hid.
let shownTooltip: SetTooltipShown | null = null;
let lastHiddenAt = Number.NEGATIVE_INFINITY;

/** How long a hover waits before showing: no wait while a tooltip shows or within the skip delay after one hid. */
export function openingDelayMs(): number {
  const skipping = shownTooltip !== null || performance.now() - lastHiddenAt < tooltipSkipDelayMs;
  return skipping ? 0 : tooltipDelayMs;
}

/** Records a tooltip as the one shown, hiding the one shown before. */
export function tooltipShown(setShown: SetTooltipShown): void {
  if (shownTooltip !== setShown) shownTooltip?.(false);
  shownTooltip = setShown;
}

/** Starts the skip delay when the tooltip that hid was the one shown. */
export function tooltipHidden(setShown: SetTooltipShown): void {
  if (shownTooltip !== setShown) return;
  shownTooltip = null;
  lastHiddenAt = performance.now();
}
