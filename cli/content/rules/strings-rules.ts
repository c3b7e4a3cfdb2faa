import { join } from 'node:path';
import type { SectionId } from '../../../schemas/types.generated.ts';
import { wholeFileProblem, type Problem } from '../../shared/problems.ts';
import { pointerOf, problemAt } from '../json-document.ts';
import type { JsonDocument } from '../json-document.ts';
import { productStringsDirectory, productStringsFileOf, referenceLanguage, type StringsFile, type StringTable } from '../product-strings.ts';
import { keysForSections } from './string-sections.ts';
import { isRecord } from './values.ts';

const dottedKey = /^[a-z][A-Za-z0-9]*(\.[a-z0-9][A-Za-z0-9]*)+$/;

function stringEntries(value: unknown): Map<string, string> {
  const entries = new Map<string, string>();
  if (!isRecord(value)) return entries;
  for (const [key, text] of Object.entries(value)) {
    if (key !== '$schema' && typeof text === 'string') entries.set(key, text);
  }
  return entries;
}

function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{([^{}\s]+)\}/g)].map((match) => `{${match[1] ?? ''}}`))].sort();
}

/**
 * An override (content/strings.<lang>.json) may replace any product string: each key must exist in the
 * product, and each text keep the product string's `{placeholders}`, since the site fills them by name.
 */
export function stringsOverrideProblems(override: JsonDocument, language: string, product: ReadonlyMap<string, StringTable>): Problem[] {
  const reference = product.get(referenceLanguage) ?? {};
  const own = product.get(language);
  const problems: Problem[] = [];
  for (const [key, text] of stringEntries(override.value)) {
    const base = own?.[key] ?? reference[key];
    // A key that is not even dotted is the schema's to report.
    if (base === undefined && dottedKey.test(key)) {
      problems.push(
        problemAt(
          override,
          pointerOf(key),
          'error',
          `unknown key "${key}": the product has no such interface string (the keys are in ${productStringsFileOf(key, referenceLanguage)}): remove it or correct its spelling`,
          'key',
        ),
      );
      continue;
    }
    if (base === undefined) continue;
    const expected = placeholders(base).join(' ');
    const actual = placeholders(text).join(' ');
    if (expected !== actual) {
      problems.push(
        problemAt(
          override,
          pointerOf(key),
          'error',
          `placeholders differ from the product string: it has ${expected || 'none'}, this text has ${actual || 'none'}: use the same {names}`,
        ),
      );
    }
  }
  return problems;
}

/**
 * A language the product ships no strings for must have every string the site shows in the content's
 * strings.<lang>.json (only the keys of the sections the site has).
 */
export function missingStringsProblems(
  directory: string,
  language: string,
  override: JsonDocument | undefined,
  product: ReadonlyMap<string, StringTable>,
  sections: readonly SectionId[],
): Problem[] {
  if (product.has(language)) return [];
  const reference = product.get(referenceLanguage) ?? {};
  const given = stringEntries(override?.value);
  const missing = keysForSections(Object.keys(reference), sections).filter((key) => !given.has(key));
  if (missing.length === 0) return [];
  const file = join(directory, `strings.${language}.json`);
  const shown = missing.slice(0, 8).join(', ') + (missing.length > 8 ? `, … (${missing.length} keys)` : '');
  const message = `the product ships no interface strings in "${language}": ${override === undefined ? 'create this file with' : 'add'} a translation of every key the site shows of the product's "${referenceLanguage}" strings (${join(productStringsDirectory, `${referenceLanguage}.json`)} and each collection's core/collections/<id>/strings/${referenceLanguage}.json); missing: ${shown}`;
  return [override === undefined ? wholeFileProblem(file, message) : problemAt(override, '', 'error', message)];
}

/**
 * A key that one language's strings file overrides and another's lacks: that language's pages silently keep
 * the product's wording. Warned on the file that lacks it (or that would hold it). A language the product has
 * no strings for is left out: missingStringsProblems already asks for its every key.
 */
export function unevenOverridesProblems(
  directory: string,
  strings: Readonly<Record<string, JsonDocument>>,
  languages: readonly string[],
  product: ReadonlyMap<string, StringTable>,
): Problem[] {
  const reference = product.get(referenceLanguage) ?? {};
  const problems: Problem[] = [];
  for (const language of languages.filter((code) => product.has(code))) {
    const own = strings[language];
    const given = stringEntries(own?.value);
    for (const other of languages) {
      const source = strings[other];
      if (other === language || source === undefined) continue;
      // An unknown key is stringsOverrideProblems' error, not a wording to copy.
      const missing = [...stringEntries(source.value).keys()].filter((key) => key in reference && !given.has(key));
      if (missing.length === 0) continue;
      const file = join(directory, `strings.${language}.json`);
      const message = `strings.${other}.json rewords ${missing.map((key) => `"${key}"`).join(', ')} and this file does not: the "${language}" pages show the product's wording; add ${missing.length === 1 ? 'this key' : 'these keys'} here, in ${language}`;
      problems.push(own === undefined ? wholeFileProblem(file, message, 'warning') : problemAt(own, '', 'warning', message));
    }
  }
  return problems;
}

/** A strings file for a language the site does not have is never used. */
export function strayStringsProblems(strings: Readonly<Record<string, JsonDocument>>, languages: readonly string[]): Problem[] {
  return Object.entries(strings)
    .filter(([language]) => !languages.includes(language))
    .map(([language, document]) =>
      wholeFileProblem(
        document.file,
        `the site has no language "${language}" (languages: ${languages.join(', ')}): add "${language}" to languages in site.json, or remove this file`,
        'warning',
      ),
    );
}

/**
 * The product's own files must agree: each language's file beside each reference-language file (the general one,
 * a collection's), with the same keys and the same placeholders. Each problem names the file to fix.
 */
export function productStringsProblems(files: readonly StringsFile[]): string[] {
  const byPath = new Map(files.map((file) => [file.path, file]));
  const languages = [...new Set(files.map((file) => file.language))].filter((language) => language !== referenceLanguage);
  const problems: string[] = [];
  for (const reference of files.filter((file) => file.language === referenceLanguage)) {
    for (const language of languages) {
      const path = reference.path.replace(/[a-z]{2}\.json$/, `${language}.json`);
      const table = byPath.get(path)?.table ?? {};
      for (const [key, text] of Object.entries(reference.table)) {
        const translated = table[key];
        if (translated === undefined) problems.push(`${path}: missing ${key} (it is in ${reference.path})`);
        else if (placeholders(translated).join(' ') !== placeholders(text).join(' ')) {
          problems.push(`${path}: ${key} has other placeholders than in ${reference.path}`);
        }
      }
      for (const key of Object.keys(table)) if (!(key in reference.table)) problems.push(`${path}: ${key} is not in ${reference.path}`);
    }
  }
  for (const file of files.filter((each) => each.language !== referenceLanguage)) {
    const reference = file.path.replace(/[a-z]{2}\.json$/, `${referenceLanguage}.json`);
    if (!byPath.has(reference)) problems.push(`${file.path}: no ${reference} beside it, the keys' reference`);
  }
  return problems;
}

/** The strings a page in `language` gets: the product's (or the reference's, for a third language) ⊕ the content's. */
export function mergedStrings(language: string, override: unknown, product: ReadonlyMap<string, StringTable>): Record<string, string> {
  const base = product.get(language) ?? {};
  return { ...base, ...Object.fromEntries(stringEntries(override)) };
}
