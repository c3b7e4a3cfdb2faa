import { missingGlyphs } from '../../cv/font-coverage.ts';
import type { Problem } from '../../shared/problems.ts';
import { pointerOf, problemAt } from '../json-document.ts';
import type { JsonDocument } from '../json-document.ts';
import { isRecord } from './values.ts';

/** Keys whose text the CV never prints. */
const notPrinted = new Set(['abstract', 'abstractTeaser', '$schema', 'url', 'oaUrl', 'preprintUrl', 'youtubeId']);

function glyphProblemsIn(document: JsonDocument, value: unknown, path: (string | number)[]): Problem[] {
  if (typeof value === 'string') {
    const missing = missingGlyphs(value);
    if (missing.length === 0) return [];
    return [
      problemAt(
        document,
        pointerOf(...path),
        'warning',
        `the CV's font (Noto Sans: Latin, Greek, Cyrillic) has no glyph for ${missing.map((c) => `"${c}"`).join(', ')}; ` +
          'the generated PDF would show empty boxes there: write the text in a script the font covers (a transliteration), ' +
          'or ship your own PDF as profile.cv',
      ),
    ];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => glyphProblemsIn(document, item, [...path, index]));
  if (isRecord(value)) {
    return Object.entries(value)
      .filter(([key]) => !notPrinted.has(key))
      .flatMap(([key, item]) => glyphProblemsIn(document, item, [...path, key]));
  }
  return [];
}

/**
 * Text the CV prints that its PDF font cannot draw, each reported where it is written: the profile in site.json,
 * and the whole of the other documents given (publications, the collections with a CV share: experience, skills…).
 */
export function cvGlyphProblems(site: JsonDocument | undefined, others: readonly JsonDocument[]): Problem[] {
  const profile = site !== undefined && isRecord(site.value) ? site.value['profile'] : undefined;
  return [
    ...(site === undefined ? [] : glyphProblemsIn(site, profile, ['profile'])),
    ...others.flatMap((document) => glyphProblemsIn(document, document.value, [])),
  ];
}
