import { describe, expect, it } from 'vitest';
import { contrastRatio, hexOf, mix, over, parseColour, relativeLuminance } from './colour-contrast.ts';

function ratio(foreground: string, background: string): number {
  return contrastRatio(parseColour(foreground)!, parseColour(background)!);
}

describe('colour contrast (WCAG 2.1)', () => {
  it('gives the known ratios: black on white 21:1, a colour on itself 1:1, #767676 4.54:1 and #777 4.48:1 on white', () => {
    expect(ratio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(ratio('#0b6e8a', '#0b6e8a')).toBe(1);
    expect(ratio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(ratio('#777', '#fff')).toBeCloseTo(4.48, 2);
  });

  it('is symmetric', () => {
    expect(ratio('#0b6e4f', '#f7fafc')).toBe(ratio('#f7fafc', '#0b6e4f'));
  });

  it('weighs green most in the relative luminance', () => {
    expect(relativeLuminance(parseColour('#00ff00')!)).toBeCloseTo(0.7152, 4);
    expect(relativeLuminance(parseColour('#ff0000')!)).toBeCloseTo(0.2126, 4);
  });
});

describe('parseColour', () => {
  it('reads #rgb, #rrggbb and rgb(r g b / alpha)', () => {
    expect(parseColour('#0B6E4F')).toEqual({ red: 11, green: 110, blue: 79, alpha: 1 });
    expect(parseColour('#fa0')).toEqual({ red: 255, green: 170, blue: 0, alpha: 1 });
    expect(parseColour('rgb(11 19 32 / 0.82)')).toEqual({ red: 11, green: 19, blue: 32, alpha: 0.82 });
  });

  it('refuses what is not a colour', () => {
    for (const value of ['teal', '#12345', '#gggggg', '0b6e4f', 'rgb(300 0 0)', '']) expect(parseColour(value), value).toBeUndefined();
  });
});

describe('mixing', () => {
  it('mixes in sRGB and lays a translucent colour over an opaque one', () => {
    expect(hexOf(mix(parseColour('#000000')!, parseColour('#ffffff')!, 0.5))).toBe('#808080');
    expect(hexOf(over(parseColour('rgb(255 255 255 / 0.5)')!, parseColour('#000000')!))).toBe('#808080');
  });
});
