import type { Problem } from '../../shared/problems.ts';
import { pointerOf, problemAt } from '../json-document.ts';
import type { JsonDocument } from '../json-document.ts';
import { arrayAt, stringAt } from './values.ts';

// Dates that fail this are reported by the schema (yearMonth); comparing them would only add noise.
const yearMonth = /^[0-9]{4}-(0[1-9]|1[0-2])$/;

/**
 * end_date must not come before start_date, and ids must be unique across experience and
 * education, which share one page.
 */
export function timelineProblems(documents: readonly JsonDocument[]): Problem[] {
  const problems: Problem[] = [];
  const firstUse = new Map<string, Problem>();
  for (const document of documents) {
    arrayAt(document.value, 'items').forEach((item, index) => {
      const start = stringAt(item, 'start_date');
      const end = stringAt(item, 'end_date');
      if (start !== undefined && end !== undefined && yearMonth.test(start) && yearMonth.test(end) && end < start) {
        problems.push(
          problemAt(
            document,
            pointerOf('items', index, 'end_date'),
            'error',
            `end_date ${end} is before start_date ${start}: correct one of them (use null for an ongoing entry)`,
          ),
        );
      }
      const id = stringAt(item, 'id');
      if (id === undefined) return;
      const here = problemAt(document, pointerOf('items', index, 'id'), 'error', '');
      const first = firstUse.get(id);
      if (first === undefined) firstUse.set(id, here);
      else {
        const place = `${first.file}:${first.line}:${first.column}`;
        problems.push({ ...here, message: `id "${id}" is already used at ${place}: give each entry its own id` });
      }
    });
  }
  return problems;
}
