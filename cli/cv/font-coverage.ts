import { createRequire } from 'node:module';
import { cvFontFiles } from './cv-font-files.ts';

// fontkit takes half a second to load: loaded when a CV's text is first checked, so the commands that check
// none (preview, find-author, init, a usage error) start without it.
const requireHere = createRequire(import.meta.url);

/** Spaces, line breaks and invisible format characters need no glyph. */
function needsGlyph(character: string): boolean {
  return !/^[\s\u200b-\u200f\u2060\ufeff]$/u.test(character);
}

let regular: { hasGlyphForCodePoint(codePoint: number): boolean } | undefined;
// Whether the font draws a code point, asked of fontkit once each: the content of 1,000 works has millions of characters.
const drawn = new Map<number, boolean>();
const printableAscii = /^[\x20-\x7e]*$/;
let asciiDrawn: boolean | undefined;

/**
 * The characters of `text` the CV's font cannot draw, each once, in order of appearance ([] when it draws all).
 * The PDF would show an empty box for them.
 */
export function missingGlyphs(text: string): string[] {
  regular ??= (requireHere('fontkit') as typeof import('fontkit')).openSync(cvFontFiles.regular);
  const font = regular;
  asciiDrawn ??= Array.from({ length: 0x7e - 0x21 + 1 }, (_, index) => 0x21 + index).every((codePoint) => font.hasGlyphForCodePoint(codePoint));
  if (asciiDrawn && printableAscii.test(text)) return [];
  const missing = new Set<string>();
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    let isDrawn = drawn.get(codePoint);
    if (isDrawn === undefined) {
      isDrawn = !needsGlyph(character) || font.hasGlyphForCodePoint(codePoint);
      drawn.set(codePoint, isDrawn);
    }
    if (!isDrawn) missing.add(character);
  }
  return [...missing];
}
