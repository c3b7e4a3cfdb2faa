import { missingGlyphs } from '../../cv/font-coverage.ts';
import type { Problem } from '../../shared/problems.ts';
import { pointerOf, problemAt } from '../json-document.ts';
import type { JsonDocument } from '../json-document.ts';
import { arrayAt, isRecord, stringAt } from './values.ts';

/** site.json → cv.publications: every id must name a work of publications.json (compared without case). */
export function cvPublicationProblems(site: JsonDocument, publications: JsonDocument): Problem[] {
  const cv = isRecord(site.value) ? site.value['cv'] : undefined;
  const known = new Set(
    arrayAt(publications.value, 'items')
      .map((item) => stringAt(item, 'id')?.toLowerCase())
      .filter((id) => id !== undefined),
  );
  return arrayAt(cv, 'publications').flatMap((id, index) =>
    typeof id === 'string' && !known.has(id.toLowerCase())
      ? [
          problemAt(
            site,
            pointerOf('cv', 'publications', index),
            'error',
            `"${id}" is not the id of a work in publications.json; use an id listed there (W… for imported works) or remove it`,
          ),
        ]
      : [],
  );
}

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
