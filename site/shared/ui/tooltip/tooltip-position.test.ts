import { describe, expect, it } from 'vitest';
import { tooltipPosition } from './tooltip-position.ts';

const bubble = { width: 120, height: 44 };
const control = (left: number, top: number, size = 40) => ({ left, top, width: size, bottom: top + size });

describe('tooltipPosition', () => {
  it('puts the bubble above the control, centred on it', () => {
    expect(tooltipPosition(control(600, 300), bubble, 1280)).toEqual({ top: 256, left: 560 });
  });

  it('puts it below when there is no room above, as for a control in the header', () => {
    expect(tooltipPosition(control(1200, 12), bubble, 1280)).toEqual({ top: 52, left: 1152 });
    expect(tooltipPosition(control(600, 44), bubble, 1280).top).toBe(0);
  });

  it('keeps it 8 px inside the viewport at both edges of a 375 px phone', () => {
    expect(tooltipPosition(control(4, 300), bubble, 375).left).toBe(8);
    expect(tooltipPosition(control(331, 300), bubble, 375).left).toBe(375 - 8 - 120);
  });
});
