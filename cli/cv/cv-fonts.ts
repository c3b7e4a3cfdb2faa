import { Font } from '@react-pdf/renderer';
import { cvFontFiles } from './cv-font-files.ts';

/**
 * Noto Sans (static TrueType, from @expo-google-fonts/noto-sans): Latin with its extensions (French, Polish,
 * Czech, Turkish, Vietnamese…), Greek and Cyrillic, with the fi/fl ligatures. Not Chinese, Japanese or Korean:
 * those fonts weigh 10 MB and more each; cvFontCoverage names what the font cannot draw.
 */
export const cvFontFamily = 'Noto Sans';

let registered = false;

/** Registers the CV's font with react-pdf once per process; words are never hyphenated (the text stays searchable). */
export function registerCvFonts(): void {
  if (registered) return;
  Font.register({
    family: cvFontFamily,
    fonts: [
      { src: cvFontFiles.regular, fontWeight: 400 },
      { src: cvFontFiles.italic, fontWeight: 400, fontStyle: 'italic' },
      { src: cvFontFiles.bold, fontWeight: 700 },
      { src: cvFontFiles.boldItalic, fontWeight: 700, fontStyle: 'italic' },
    ],
  });
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}
