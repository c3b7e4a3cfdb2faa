// fontkit ships no types; the CV uses one call of it: which characters a font has a glyph for.
declare module 'fontkit' {
  interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function openSync(path: string): Font;
}
