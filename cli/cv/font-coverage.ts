import { openSync } from 'fontkit';
import { cvFontFiles } from './cv-fonts.ts';

/** Spaces, line breaks and invisible format characters need no glyph. */
function needsGlyph(character: string): boolean {
  return !/^[\s\u200b-\u200f\u2060\ufeff]$/u.test(character);
}

let regular: { hasGlyphForCodePoint(codePoint: number): boolean } | undefined;

/**
 * The characters of `text` the CV's font cannot draw, each once, in order of appearance ([] when it draws all).
 * The PDF would show an empty box for them.
 */
export function missingGlyphs(text: string): string[] {
  regular ??= openSync(cvFontFiles.regular);
  const font = regular;
  const missing = new Set<string>();
  for (const character of text) {
    if (needsGlyph(character) && !font.hasGlyphForCodePoint(character.codePointAt(0) ?? 0)) missing.add(character);
  }
  return [...missing];
}
