// fontkit ships no types; the CV uses it for one question: which characters a font has a glyph for.
declare module 'fontkit' {
  interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
    /** Every code point the font's character map gives a glyph, ascending. */
    characterSet: number[];
  }
  export function openSync(path: string): Font;
}
