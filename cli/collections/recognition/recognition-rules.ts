import type { Problem } from '../../shared/problems.ts';
import { pointerOf, problemAt } from '../../content/json-document.ts';
import type { JsonDocument } from '../../content/json-document.ts';
import { arrayAt, stringAt } from '../../content/rules/values.ts';
import { endsBeforeStart } from '../../../core/collections/calendar-day.ts';

// Dates that fail these are reported by the schema; checking them here would only add noise.
const day = /^([0-9]{4})-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/;
const monthOrDay = /^[0-9]{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12][0-9]|3[01]))?$/;

/** The number of days of a month (1–12) of a year, leap years counted. */
function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A YYYY-MM-DD day that the calendar does not have (2025-02-30, 2023-04-31): the message, else undefined. */
function impossibleDayMessage(value: string): string | undefined {
  const match = day.exec(value);
  if (match === null) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const last = daysInMonth(year, month);
  if (date <= last) return undefined;
  const monthText = `${match[1]}-${match[2]}`;
  return `${value} is not a day of the calendar: ${monthText} has ${last} days; correct the day`;
}

/** The date fields of each file's items: awards have one day, grants and service a period. */
const dateFields = { awards: ['date'], periods: ['start', 'end'] } as const;

/**
 * awards.json, grants.json and service.json: unique ids within a file, days the calendar has, and no end before
 * its start. What the schemas say (formats, enums, languages) they report themselves.
 */
export function recognitionProblems(document: JsonDocument, kind: 'awards' | 'periods'): Problem[] {
  const problems: Problem[] = [];
  const firstUse = new Map<string, Problem>();
  arrayAt(document.value, 'items').forEach((item, index) => {
    for (const field of dateFields[kind]) {
      const value = stringAt(item, field);
      const message = value === undefined ? undefined : impossibleDayMessage(value);
      if (message !== undefined) problems.push(problemAt(document, pointerOf('items', index, field), 'error', message));
    }
    const start = stringAt(item, 'start');
    const end = stringAt(item, 'end');
    if (kind === 'periods' && start !== undefined && end !== undefined && monthOrDay.test(start) && monthOrDay.test(end) && endsBeforeStart(start, end)) {
      problems.push(
        problemAt(
          document,
          pointerOf('items', index, 'end'),
          'error',
          `end ${end} is before start ${start}: correct one of them (use null while it goes on)`,
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
  return problems;
}
