import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bundledFonts, fontFilePath, systemFontStack } from './bundled-fonts.ts';
import { themeStylesheet, type FontFileLocator } from './theme-stylesheet.ts';

const locate: FontFileLocator = (font, subset, style) => `/fonts/${font.filePrefix}-${subset}-${style}.woff2`;

describe('themeStylesheet', () => {
  it('is empty without a theme, or with the system font, so the stylesheet stays the product’s', () => {
    expect(themeStylesheet(undefined, locate)).toBe('');
    expect(themeStylesheet({}, locate)).toBe('');
    expect(themeStylesheet({ font: 'system' }, locate)).toBe('');
  });

  it('sets the accent tokens of the schemes given, the dark one on :root.dark', () => {
    const light = themeStylesheet({ accent: { light: '#0b6e4f' } }, locate);
    expect(light).toBe(':root {\n  --color-accent: #0b6e4f;\n  --color-accent-strong: #08533b;\n  --color-accent-soft: #e2eeea;\n  --color-focus: #0b6e4f;\n}\n');
    expect(themeStylesheet({ accent: { dark: '#7fd1b9' } }, locate)).toMatch(/^:root\.dark \{\n {2}--color-accent: #7fd1b9;/);
  });

  it("declares the chosen family's latin and latin-ext files, upright and italic, and makes it the text font", () => {
    const css = themeStylesheet({ font: 'Source Serif 4' }, locate);
    expect([...css.matchAll(/url\("([^"]+)"\)/g)].map((match) => match[1])).toEqual([
      '/fonts/source-serif-4-latin-normal.woff2',
      '/fonts/source-serif-4-latin-ext-normal.woff2',
      '/fonts/source-serif-4-latin-italic.woff2',
      '/fonts/source-serif-4-latin-ext-italic.woff2',
    ]);
    expect(css).toContain("--font-sans: 'Source Serif 4 Variable', Georgia, 'Times New Roman', serif;");
    expect(css).not.toMatch(/inter|atkinson/i);
  });
});

describe('bundled fonts', () => {
  it('offers in the schema exactly the families it bundles, and system', () => {
    const schema = JSON.parse(readFileSync(new URL('../../schemas/site.schema.json', import.meta.url), 'utf8')) as {
      properties: { theme: { properties: { font: { enum: string[] } } } };
    };
    expect(schema.properties.theme.properties.font.enum).toEqual(['system', ...bundledFonts.map((font) => font.name)]);
  });

  it('finds every file it declares in the installed packages', () => {
    for (const font of bundledFonts) {
      for (const subset of ['latin', 'latin-ext'] as const) {
        for (const style of ['normal', 'italic'] as const) expect(existsSync(fontFilePath(font, subset, style)), `${font.name} ${subset} ${style}`).toBe(true);
      }
    }
  });

  it("keeps global.css's default stack as the system font", () => {
    const globalCss = readFileSync(new URL('../../site/app/styles/global.css', import.meta.url), 'utf8');
    expect(globalCss).toContain(`--font-sans: ${systemFontStack};`);
  });
});
