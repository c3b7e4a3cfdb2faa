import { missingGlyphs } from '../../cv/font-coverage.ts';
import type { Problem } from '../../shared/problems.ts';
import { pointerOf, problemAt } from '../json-document.ts';
import type { JsonDocument } from '../json-document.ts';
import { isRecord } from './values.ts';
import { walkValue, type ValueVisitor } from './value-walk.ts';
import { everyCheckRun, type DocumentChecks } from '../checked-documents.ts';

/** Keys whose text the CV never prints. */
const notPrinted = new Set(['abstract', 'abstractTeaser', '$schema', 'url', 'oaUrl', 'preprintUrl', 'youtubeId']);

function glyphProblem(document: JsonDocument, path: ReadonlyArray<string | number>, missing: readonly string[]): Problem {
  return problemAt(
    document,
    pointerOf(...path),
    'warning',
    `the CV's font (Noto Sans: Latin, Greek, Cyrillic) has no glyph for ${missing.map((c) => `"${c}"`).join(', ')}; ` +
      'the generated PDF would show empty boxes there: write the text in a script the font covers (a transliteration), ' +
      'or ship your own PDF as profile.cv',
  );
}

/** The CV font's missing glyphs in the text the CV prints. */
const missingGlyphsVisitor: ValueVisitor<readonly string[]> = {
  atString: (text) => {
    const missing = missingGlyphs(text);
    return missing.length > 0 ? missing : undefined;
  },
  skipped: notPrinted,
  found: new WeakMap(),
};

function glyphProblemsIn(document: JsonDocument, value: unknown, root: ReadonlyArray<string | number>): Problem[] {
  return walkValue(value, missingGlyphsVisitor).map(({ path, found }) => glyphProblem(document, [...root, ...path], found));
}

/**
 * Text the CV prints that its PDF font cannot draw, each reported where it is written: the profile in site.json,
 * and the whole of the other documents given (publications, the collections with a CV share: experience, skills…).
 */
export function cvGlyphProblems(site: JsonDocument | undefined, others: readonly JsonDocument[], checks: DocumentChecks = everyCheckRun): Problem[] {
  const profile = site !== undefined && isRecord(site.value) ? site.value['profile'] : undefined;
  return [
    ...(site === undefined ? [] : glyphProblemsIn(site, profile, ['profile'])),
    ...others.flatMap((document) => checks.problems(document, 'CV glyphs', () => glyphProblemsIn(document, document.value, []))),
  ];
}
