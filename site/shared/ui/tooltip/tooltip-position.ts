/** The bubble keeps at least this far from the left and right edges of the viewport (tooltip.module.css agrees). */
const viewportMarginPx = 8;

interface ControlBox {
  top: number;
  bottom: number;
  left: number;
  width: number;
}

/**
 * Where the bubble goes, in viewport coordinates: above the control and centred on it; below when there is no
 * room above (a control in the header); moved sideways so it never overflows the viewport.
 */
export function tooltipPosition(
  control: ControlBox,
  bubble: { width: number; height: number },
  viewportWidth: number,
): { top: number; left: number } {
  const top = control.top >= bubble.height ? control.top - bubble.height : control.bottom;
  const centred = control.left + (control.width - bubble.width) / 2;
  const left = Math.max(viewportMarginPx, Math.min(centred, viewportWidth - viewportMarginPx - bubble.width));
  return { top, left };
}
