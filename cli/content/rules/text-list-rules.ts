import type { Problem } from '../../shared/problems.ts';
import { pointerOf, problemAt } from '../json-document.ts';
import type { JsonDocument } from '../json-document.ts';
import { walkValue, type ValueVisitor } from './value-walk.ts';

const languageCode = /^[a-z]{2}$/;

/** A localized list ({ en: [...], fr: [...], … }) whose languages list a different number of items. */
interface UnevenLists {
  first: readonly [string, number];
  differing: readonly [string, number];
}

const unevenListsVisitor: ValueVisitor<UnevenLists> = {
  atRecord: (record) => {
    const lists = Object.entries(record).filter((entry): entry is [string, unknown[]] => languageCode.test(entry[0]) && Array.isArray(entry[1]));
    const [first, ...others] = lists;
    const differing = first === undefined ? undefined : others.find(([, items]) => items.length !== first[1].length);
    return first === undefined || differing === undefined ? undefined : { first: [first[0], first[1].length], differing: [differing[0], differing[1].length] };
  },
  found: new WeakMap(),
};

/** Finds every localized list ({ en: [...], fr: [...], … }) whose languages list a different number of items. */
export function textListProblems(document: JsonDocument): Problem[] {
  return walkValue(document.value, unevenListsVisitor).map(({ path, found: { first, differing } }) =>
    problemAt(
      document,
      pointerOf(...path),
      'warning',
      `${first[0]} lists ${first[1]} item(s) but ${differing[0]} lists ${differing[1]}: give every language the same items, in the same order`,
    ),
  );
}
