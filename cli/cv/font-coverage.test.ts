import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cvFontFiles } from './cv-font-files.ts';
import { fontCoverage, missingGlyphs } from './font-coverage.ts';

const fontkit = createRequire(import.meta.url)('fontkit') as typeof import('fontkit');

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'portfolio-font-coverage-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** The code points where an answer differs from fontkit's, over every code point there is. */
function differences(hasGlyph: (codePoint: number) => boolean, fontFile: string): number[] {
  const font = fontkit.openSync(fontFile);
  const found: number[] = [];
  for (let codePoint = 0; codePoint <= 0x10ffff; codePoint += 1) if (hasGlyph(codePoint) !== font.hasGlyphForCodePoint(codePoint)) found.push(codePoint);
  return found;
}

describe('fontCoverage', () => {
  it("answers as fontkit does for every code point, when it asks fontkit and when it reads what it kept", () => {
    for (const fontFile of [cvFontFiles.regular, cvFontFiles.bold]) {
      expect(differences(fontCoverage(fontFile, folder), fontFile)).toEqual([]);
      expect(differences(fontCoverage(fontFile, folder), fontFile)).toEqual([]);
    }
    expect(readdirSync(folder)).toHaveLength(2);
  });

  it('never reads a kept file that was cut or changed: it asks fontkit again and keeps a whole file', () => {
    fontCoverage(cvFontFiles.regular, folder);
    const file = join(folder, readdirSync(folder)[0]!);
    const whole = readFileSync(file, 'utf8');
    for (const damaged of [whole.slice(0, whole.length / 2), whole.replace('[[', '[[1,'), 'garbage']) {
      writeFileSync(file, damaged);
      expect(differences(fontCoverage(cvFontFiles.regular, folder), cvFontFiles.regular)).toEqual([]);
      expect(readFileSync(file, 'utf8')).toBe(whole);
    }
  });
});

describe('missingGlyphs', () => {
  it('names each character the CV font cannot draw once, in order, and none of what it draws or needs no glyph for', () => {
    expect(missingGlyphs('Élodie Marchand, Ωμέγα, Дюна\u00a0\u200b')).toEqual([]);
    expect(missingGlyphs('海岸 工学 海')).toEqual(['海', '岸', '工', '学']);
  });
});
