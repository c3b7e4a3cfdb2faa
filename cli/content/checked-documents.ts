import { createHash } from 'node:crypto';
import type { Problem } from '../shared/problems.ts';
import type { Remembered } from '../shared/remembered.ts';
import { parseJsonDocument, type JsonDocument } from './json-document.ts';

/**
 * How validation parses a JSON file and runs the checks that read one document alone (its schema, its localized
 * lists, the CV font's glyphs): every time (`everyCheckRun`), or remembering what each found for a text seen before
 * (`rememberingChecks`).
 */
export interface DocumentChecks {
  /** parseJsonDocument's result for the file's text. */
  parse(file: string, source: string): ReturnType<typeof parseJsonDocument>;
  /**
   * `find`'s problems in `document`. `check` names the check and whatever else it reads besides the document (the
   * schema, the site's languages): the same name, path and text give the same problems.
   */
  problems(document: JsonDocument, check: string, find: (document: JsonDocument) => Problem[]): Problem[];
}

export const everyCheckRun: DocumentChecks = {
  parse: (file, source) => parseJsonDocument(file, source),
  problems: (document, _check, find) => find(document),
};

/** What a text's parse found when it found nothing: its duplicate keys need not be counted again. */
const parsedClean = 'parsed clean';

/** The checks of one validation, which also name the text each file had when it was read (`textKey`). */
export interface RememberingChecks extends DocumentChecks {
  /** The hash of the path and text of `file` (as validation named it) as this validation read it, if it read it. */
  textKey(file: string): string | undefined;
}

/**
 * The document checks, remembering in `kept` what each found, by the check's name and the hash of the document's
 * path and text (hashed once a document, 15–25 ms for a 15 MB publications.json): a publications.json unchanged since
 * the last build or save is not checked again, where its duplicate keys, schema, lists and glyphs took 150–190 ms
 * of every build after a post's edit (the product's code is in the cache's identity; `portfolio dev` keeps its own
 * in memory).
 */
export function rememberingChecks(kept: Remembered<Problem[]>): RememberingChecks {
  const keys = new WeakMap<JsonDocument, string>();
  const textKeys = new Map<string, string>();
  const keyOf = (documentKey: string, check: string) => createHash('sha256').update(`${documentKey}\0${check}`).digest('hex');
  return {
    parse(file, source) {
      const documentKey = createHash('sha256').update(`${file}\0`).update(source).digest('hex');
      textKeys.set(file, documentKey);
      const cleanKey = keyOf(documentKey, parsedClean);
      const clean = kept.read(cleanKey) !== undefined;
      const parsed = parseJsonDocument(file, source, { duplicateKeysCounted: clean });
      if (parsed.document === undefined) return parsed;
      keys.set(parsed.document, documentKey);
      if (!clean && parsed.problems.length === 0) kept.write(cleanKey, []);
      return parsed;
    },
    problems(document, check, find) {
      const documentKey = keys.get(document);
      if (documentKey === undefined) return find(document);
      const key = keyOf(documentKey, check);
      const known = kept.read(key);
      if (known !== undefined) return known;
      const found = find(document);
      kept.write(key, found);
      return found;
    },
    textKey: (file) => textKeys.get(file),
  };
}
