import type { Problem } from '../../shared/problems.ts';
import { pointerOf, problemAt } from '../json-document.ts';
import type { JsonDocument } from '../json-document.ts';
import { isRecord } from './values.ts';

function stringEntries(document: JsonDocument): Map<string, string> {
  const entries = new Map<string, string>();
  if (!isRecord(document.value)) return entries;
  for (const [key, value] of Object.entries(document.value)) {
    if (key !== '$schema' && typeof value === 'string') entries.set(key, value);
  }
  return entries;
}

function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{([^{}\s]+)\}/g)].map((match) => `{${match[1] ?? ''}}`))].sort();
}

function missingKeys(from: JsonDocument, into: JsonDocument, intoKeys: ReadonlyMap<string, string>): Problem[] {
  return [...stringEntries(from).keys()]
    .filter((key) => !intoKeys.has(key))
    .map((key) =>
      problemAt(
        into,
        pointerOf(key),
        'error',
        `missing key ${key} (it is in ${from.file}): add the key ${key} to ${into.file}`,
      ),
    );
}

/**
 * Both languages must hold the same keys, and each translation the same `{placeholder}` names,
 * since the site fills placeholders by name and shows the bare key for a missing string.
 */
export function stringsProblems(english: JsonDocument, french: JsonDocument): Problem[] {
  const englishEntries = stringEntries(english);
  const frenchEntries = stringEntries(french);
  const problems = [...missingKeys(english, french, frenchEntries), ...missingKeys(french, english, englishEntries)];
  for (const [key, englishText] of englishEntries) {
    const frenchText = frenchEntries.get(key);
    if (frenchText === undefined) continue;
    const expected = placeholders(englishText).join(' ');
    const actual = placeholders(frenchText).join(' ');
    if (expected !== actual) {
      problems.push(
        problemAt(
          french,
          pointerOf(key),
          'error',
          `placeholders differ from ${english.file}: English has ${expected || 'none'}, French has ${actual || 'none'}: use the same {names} in both`,
        ),
      );
    }
  }
  return problems;
}
