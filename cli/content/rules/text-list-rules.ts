import type { Problem } from '../../shared/problems.ts';
import { encodePointerSegment, problemAt } from '../json-document.ts';
import type { JsonDocument } from '../json-document.ts';
import { isRecord } from './values.ts';

/** Finds every localized list ({ en: [...], fr: [...] }) whose languages list a different number of items. */
export function textListProblems(document: JsonDocument): Problem[] {
  const problems: Problem[] = [];
  const visit = (value: unknown, pointer: string): void => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, `${pointer}/${index}`));
      return;
    }
    if (!isRecord(value)) return;
    const { en, fr } = value;
    if (Array.isArray(en) && Array.isArray(fr) && en.length !== fr.length) {
      problems.push(
        problemAt(
          document,
          pointer,
          'warning',
          `en lists ${en.length} item(s) but fr lists ${fr.length}: give both languages the same items, in the same order`,
        ),
      );
    }
    for (const [key, child] of Object.entries(value)) visit(child, `${pointer}/${encodePointerSegment(key)}`);
  };
  visit(document.value, '');
  return problems;
}
