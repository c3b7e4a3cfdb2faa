import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Theme } from '../../schemas/types.generated.ts';

export type FontName = NonNullable<Theme['font']>;

/** A family the site serves itself: the variable (weight axis) files of a Fontsource package. */
export interface BundledFont {
  /** As `theme.font` names it in site.json. */
  name: Exclude<FontName, 'system'>;
  /** The CSS family name, as Fontsource's own stylesheets declare it. */
  family: string;
  packageName: string;
  /** Fontsource's file names start with it: `<prefix>-<subset>-wght-<style>.woff2`. */
  filePrefix: string;
  /** What the browser draws until the font is there, and for the characters it lacks. */
  fallback: string;
}

/** global.css's --font-sans, the product's default text font. */
export const systemFontStack = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const serifFallback = "Georgia, 'Times New Roman', serif";

export const bundledFonts: readonly BundledFont[] = [
  { name: 'Inter', family: 'Inter Variable', packageName: '@fontsource-variable/inter', filePrefix: 'inter', fallback: systemFontStack },
  {
    name: 'Source Serif 4',
    family: 'Source Serif 4 Variable',
    packageName: '@fontsource-variable/source-serif-4',
    filePrefix: 'source-serif-4',
    fallback: serifFallback,
  },
  {
    name: 'Atkinson Hyperlegible Next',
    family: 'Atkinson Hyperlegible Next Variable',
    packageName: '@fontsource-variable/atkinson-hyperlegible-next',
    filePrefix: 'atkinson-hyperlegible-next',
    fallback: systemFontStack,
  },
];

/**
 * The two subsets served: Western and Central European languages. Greek, Cyrillic and Vietnamese text falls back
 * to the system font. The ranges are Fontsource's (Google Fonts' subsets).
 */
export const fontSubsets = {
  latin:
    'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  'latin-ext':
    'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
} as const;

export type FontSubset = keyof typeof fontSubsets;
export type FontStyle = 'normal' | 'italic';

export function bundledFont(name: FontName | undefined): BundledFont | undefined {
  return bundledFonts.find((font) => font.name === name);
}

/** Where a font's file is in node_modules (its package's folder is the one of its default stylesheet). */
export function fontFilePath(font: BundledFont, subset: FontSubset, style: FontStyle): string {
  const packageDir = dirname(createRequire(import.meta.url).resolve(font.packageName));
  return join(packageDir, 'files', `${font.filePrefix}-${subset}-wght-${style}.woff2`);
}
