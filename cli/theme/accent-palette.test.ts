import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { accentPalette, passingAccent, productColours, contrastShortfall } from './accent-palette.ts';

const globalCss = readFileSync(new URL('../../site/app/styles/global.css', import.meta.url), 'utf8');

/** The value of `--color-<name>` in the first rule whose selector is exactly `selector`. */
function tokenOf(selector: string, name: string): string | undefined {
  const rule = [...globalCss.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)].find((match) => match[1]?.trim() === selector);
  return new RegExp(`--color-${name}\\s*:\\s*([^;]+);`).exec(rule?.[2] ?? '')?.[1]?.trim();
}

describe('accent palette', () => {
  it('knows the colours of global.css the accent is measured against', () => {
    for (const [name, value] of Object.entries(productColours.light)) expect(tokenOf(':root', name), name).toBe(value);
    for (const [name, value] of Object.entries(productColours.dark)) expect(tokenOf(':root.dark', name) ?? tokenOf(':root', name), name).toBe(value);
  });

  it("makes the product's own accent into shades close to global.css's, which pass", () => {
    expect(accentPalette('#0b6e8a', 'light')).toEqual({ accent: '#0b6e8a', 'accent-strong': '#085368', 'accent-soft': '#e2eef1', focus: '#0b6e8a' });
    expect(accentPalette('#5cc8e6', 'dark')).toEqual({ accent: '#5cc8e6', 'accent-strong': '#8dd9ee', 'accent-soft': '#1a3444', focus: '#8dd9ee' });
    expect(contrastShortfall('#0b6e8a', 'light')).toBeUndefined();
    expect(contrastShortfall('#5cc8e6', 'dark')).toBeUndefined();
  });

  it('accepts the example of the docs in both schemes', () => {
    expect(contrastShortfall('#0b6e4f', 'light')).toBeUndefined();
    expect(contrastShortfall('#7fd1b9', 'dark')).toBeUndefined();
  });

  it('names the most visible use that falls short, and the colour it is measured against', () => {
    expect(contrastShortfall('#7fd1b9', 'light')).toMatchObject({ usedFor: 'links on the page background', against: '#f7fafc', minimum: 4.5 });
    expect(contrastShortfall('#7fd1b9', 'light')!.ratio).toBeCloseTo(1.71, 2);
    expect(contrastShortfall('#0b6e4f', 'dark')).toMatchObject({ usedFor: 'links on the page background', against: '#0b1320' });
    // Readable on the dark page, not on its lighter cards.
    expect(contrastShortfall('#208c80', 'dark')).toMatchObject({ usedFor: 'links on cards', against: '#121d2c' });
  });

  it('suggests the nearest passing colour of the same hue: darker on light, lighter on dark', () => {
    const darker = passingAccent('#7fd1b9', 'light')!;
    expect(contrastShortfall(darker, 'light')).toBeUndefined();
    const lighter = passingAccent('#0b6e4f', 'dark')!;
    expect(contrastShortfall(lighter, 'dark')).toBeUndefined();
    expect(parseInt(lighter.slice(3, 5), 16)).toBeGreaterThan(0x6e);
  });
});
