/** What the collections' dates share: days and months that exist, and periods in order (docs/collections.md). */

function isRealDay(year: number, month: number, day: number): boolean {
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
}

/** Whether YYYY-MM-DD names a day that exists (2025-02-30 does not). */
export function isRealDate(date: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return match !== null && isRealDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** Whether YYYY-MM or YYYY-MM-DD names a month or a day that exists (2025-13, 2025-02-30 do not). */
export function isRealPeriodDate(date: string): boolean {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(date);
  if (match === null) return false;
  const month = Number(match[2]);
  if (month < 1 || month > 12) return false;
  return match[3] === undefined || isRealDay(Number(match[1]), month, Number(match[3]));
}

/** Whether `end` is before `start`, compared at the coarser of their precisions (2024-09 ends 2024-09-30 fine). */
export function endsBeforeStart(start: string, end: string): boolean {
  const length = Math.min(start.length, end.length);
  return end.slice(0, length) < start.slice(0, length);
}
