import { readFileSync } from 'node:fs';
import { cvFontFiles } from './cv-font-files.ts';

/**
 * Noto Sans (static TrueType, from @expo-google-fonts/noto-sans): Latin with its extensions (French, Polish,
 * Czech, Turkish, Vietnamese…), Greek and Cyrillic, with the fi/fl ligatures. Not Chinese, Japanese or Korean:
 * those fonts weigh 10 MB and more each; missingGlyphs (font-coverage.ts) names what the font cannot draw.
 */
export const cvFontFamily = 'Noto Sans';

/** The four styles' files, handed to the Typst compiler as font data. */
export function cvFontData(): Buffer[] {
  return Object.values(cvFontFiles).map((file) => readFileSync(file));
}
