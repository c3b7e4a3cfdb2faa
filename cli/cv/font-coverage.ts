import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { sha256 } from '../build/cache/cache-entries.ts';
import { keptText } from '../shared/kept-text.ts';
import { productPath } from '../shared/product-files.ts';
import { cvFontFiles } from './cv-font-files.ts';

const requireHere = createRequire(import.meta.url);

/** Spaces, line breaks and invisible format characters need no glyph. */
function needsGlyph(character: string): boolean {
  return !/^[\s\u200b-\u200f\u2060\ufeff]$/u.test(character);
}

/** Code points as ascending, disjoint [first, last] ranges. */
type Ranges = Array<[number, number]>;

function rangesOf(ascending: readonly number[]): Ranges {
  const ranges: Ranges = [];
  for (const codePoint of ascending) {
    const last = ranges.at(-1);
    if (last !== undefined && codePoint === last[1] + 1) last[1] = codePoint;
    else ranges.push([codePoint, codePoint]);
  }
  return ranges;
}

function isRanges(value: unknown): value is Ranges {
  return Array.isArray(value) && value.every((range) => Array.isArray(range) && range.length === 2 && range.every(Number.isInteger));
}

function inRanges(ranges: Ranges, codePoint: number): boolean {
  let low = 0;
  let high = ranges.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const [first, last] = ranges[middle] as [number, number];
    if (codePoint < first) high = middle - 1;
    else if (codePoint > last) low = middle + 1;
    else return true;
  }
  return false;
}

/**
 * Whether a font file has a glyph for a code point. fontkit takes 0.15 s to load, at every `validate`: it is asked
 * once per font file, and the answer (the font's code points, 3,094 for the CV's) kept in the product's folder.
 */
export function fontCoverage(fontFile: string, folder = productPath('.portfolio', 'font-coverage')): (codePoint: number) => boolean {
  const kept = keptText(folder, sha256(readFileSync(fontFile)), 'json');
  const text = kept.read();
  const found = text === undefined ? undefined : (JSON.parse(text) as unknown);
  let coverage: Ranges;
  if (isRanges(found)) coverage = found;
  else {
    coverage = rangesOf((requireHere('fontkit') as typeof import('fontkit')).openSync(fontFile).characterSet);
    kept.keep(JSON.stringify(coverage));
  }
  return (codePoint) => inRanges(coverage, codePoint);
}

let drawnByFont: ((codePoint: number) => boolean) | undefined;
// Whether the font draws a code point, once each: the content of 1,000 works has millions of characters.
const drawn = new Map<number, boolean>();
const printableAscii = /^[\x20-\x7e]*$/;
let asciiDrawn: boolean | undefined;

/**
 * The characters of `text` the CV's font cannot draw, each once, in order of appearance ([] when it draws all).
 * The PDF would show an empty box for them.
 */
export function missingGlyphs(text: string): string[] {
  drawnByFont ??= fontCoverage(cvFontFiles.regular);
  const hasGlyph = drawnByFont;
  asciiDrawn ??= Array.from({ length: 0x7e - 0x21 + 1 }, (_, index) => 0x21 + index).every(hasGlyph);
  if (asciiDrawn && printableAscii.test(text)) return [];
  const missing = new Set<string>();
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    let isDrawn = drawn.get(codePoint);
    if (isDrawn === undefined) {
      isDrawn = !needsGlyph(character) || hasGlyph(codePoint);
      drawn.set(codePoint, isDrawn);
    }
    if (!isDrawn) missing.add(character);
  }
  return [...missing];
}
