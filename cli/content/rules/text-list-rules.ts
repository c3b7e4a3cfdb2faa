import type { Problem } from '../../shared/problems.ts';
import { pointerOf, problemAt } from '../json-document.ts';
import type { JsonDocument } from '../json-document.ts';
import { isRecord } from './values.ts';

const languageCode = /^[a-z]{2}$/;

/** Finds every localized list ({ en: [...], fr: [...], … }) whose languages list a different number of items. */
export function textListProblems(document: JsonDocument): Problem[] {
  const problems: Problem[] = [];
  // The path to the value visited; made a pointer only for a problem (the values of 1,000 works are millions).
  const path: Array<string | number> = [];
  const visitChild = (child: unknown, segment: string | number): void => {
    path.push(segment);
    visit(child);
    path.pop();
  };
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(visitChild);
      return;
    }
    if (!isRecord(value)) return;
    const lists = Object.entries(value).filter(
      (entry): entry is [string, unknown[]] => languageCode.test(entry[0]) && Array.isArray(entry[1]),
    );
    const [first, ...others] = lists;
    const differing = first === undefined ? undefined : others.find(([, items]) => items.length !== first[1].length);
    if (first !== undefined && differing !== undefined) {
      problems.push(
        problemAt(
          document,
          pointerOf(...path),
          'warning',
          `${first[0]} lists ${first[1].length} item(s) but ${differing[0]} lists ${differing[1].length}: give every language the same items, in the same order`,
        ),
      );
    }
    for (const [key, child] of Object.entries(value)) visitChild(child, key);
  };
  visit(document.value);
  return problems;
}
