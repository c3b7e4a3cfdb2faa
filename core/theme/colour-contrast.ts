/** An sRGB colour, channels 0–255, alpha 0–1. */
export interface Rgba {
  red: number;
  green: number;
  blue: number;
  alpha: number;
}

const shortHex = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i;
const longHex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;
const rgbFunction = /^rgb\(\s*(\d+)\s+(\d+)\s+(\d+)\s*(?:\/\s*([\d.]+)\s*)?\)$/;

/** `#rgb`, `#rrggbb` or `rgb(r g b / alpha)`; undefined for anything else. */
export function parseColour(value: string): Rgba | undefined {
  const hex = longHex.exec(value.replace(shortHex, '#$1$1$2$2$3$3'));
  if (hex) return { red: parseInt(hex[1]!, 16), green: parseInt(hex[2]!, 16), blue: parseInt(hex[3]!, 16), alpha: 1 };
  const rgb = rgbFunction.exec(value);
  if (!rgb) return undefined;
  const channels = [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] as const;
  const alpha = rgb[4] === undefined ? 1 : Number(rgb[4]);
  if (channels.some((channel) => channel > 255) || alpha > 1) return undefined;
  return { red: channels[0], green: channels[1], blue: channels[2], alpha };
}

/** `#rrggbb`, lower case; alpha is dropped. */
export function hexOf({ red, green, blue }: Rgba): string {
  return `#${[red, green, blue].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** `share` of `top` mixed into `base` (0 keeps base, 1 gives top), channel by channel in sRGB. */
export function mix(base: Rgba, top: Rgba, share: number): Rgba {
  const blend = (lower: number, upper: number) => lower + (upper - lower) * share;
  return { red: blend(base.red, top.red), green: blend(base.green, top.green), blue: blend(base.blue, top.blue), alpha: 1 };
}

/** A translucent colour as seen over an opaque one. */
export function over(top: Rgba, below: Rgba): Rgba {
  return mix(below, { ...top, alpha: 1 }, top.alpha);
}

/** Relative luminance, WCAG 2.1 definition. */
export function relativeLuminance({ red, green, blue }: Rgba): number {
  const linear = (channel: number) => {
    const srgb = channel / 255;
    return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** WCAG 2.1 contrast ratio of two opaque colours, from 1 (the same) to 21 (black and white). */
export function contrastRatio(first: Rgba, second: Rgba): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}
