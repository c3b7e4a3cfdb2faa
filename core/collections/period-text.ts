import type { Formats } from '../i18n/intl-memo.ts';

/** The month of a YYYY-MM or YYYY-MM-DD date, in words ('Jun 2024'). */
export function monthText(date: string, format: Formats): string {
  return format.month(date.slice(0, 7));
}

/** A period of YYYY-MM or YYYY-MM-DD dates by month: one month when it starts and ends in it. */
export function periodText(start: string, end: string | null, format: Formats, present: string): string {
  if (end !== null && end.slice(0, 7) === start.slice(0, 7)) return monthText(start, format);
  return `${monthText(start, format)} – ${end === null ? present : monthText(end, format)}`;
}
