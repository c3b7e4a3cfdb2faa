import { isRealDate } from '../../core/collections/calendar-day.ts';
import { pointerOf, problemAt, type JsonDocument } from '../content/json-document.ts';
import { arrayAt, stringAt } from '../content/rules/values.ts';
import type { Problem } from '../shared/problems.ts';

/**
 * What the collections' files check alike beyond their schemas (docs/collections.md): an id used twice in one
 * list (reported at the second use, naming the first), and a day the calendar lacks.
 */
export function duplicateIdProblems(document: JsonDocument, list: string, noun: string): Problem[] {
  const problems: Problem[] = [];
  const firstUse = new Map<string, Problem>();
  arrayAt(document.value, list).forEach((item, index) => {
    const id = stringAt(item, 'id');
    if (id === undefined) return;
    const here = problemAt(document, pointerOf(list, index, 'id'), 'error', '');
    const first = firstUse.get(id);
    if (first === undefined) firstUse.set(id, here);
    else problems.push({ ...here, message: `id "${id}" is already used at ${first.file}:${first.line}:${first.column}: give each ${noun} its own id` });
  });
  return problems;
}

/** The item's `date` (YYYY-MM-DD) when the calendar has no such day (2025-02-30); a malformed one is the schema's. */
export function calendarDayProblems(document: JsonDocument, list: string, index: number, name: string): Problem[] {
  const date = stringAt(arrayAt(document.value, list)[index], 'date');
  if (date === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(date) || isRealDate(date)) return [];
  return [problemAt(document, pointerOf(list, index, 'date'), 'error', `${name}: ${date} is not a day of the calendar: correct the date (YYYY-MM-DD)`)];
}
