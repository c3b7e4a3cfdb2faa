/** Jekyll's dates: from a post's file name (`2023-05-01-waves.md`) or its `date:` front matter. */

export type DateRead = { ok: true; date: string } | { ok: false; problem: string };

const datePrefix = /^(\d{4})-(\d{2})-(\d{2})(?:[ T]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?\s*(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** A calendar date as YYYY-MM-DD, refusing days that do not exist (2023-02-30) with the fix to make. */
function calendarDate(year: number, month: number, day: number): DateRead {
  const text = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (month < 1 || month > 12 || probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) {
    return { ok: false, problem: `the date ${text} does not exist: write a real day as YYYY-MM-DD` };
  }
  return { ok: true, date: text };
}

/** A front matter `date:` value (`2015-10-22 15:59:00-0400`, `2021-10-01`, a YAML date) as YYYY-MM-DD. */
export function readDate(value: unknown): DateRead {
  if (value === undefined || value === null || value === '') return { ok: false, problem: 'no date: add date: YYYY-MM-DD to its front matter' };
  if (value instanceof Date && !Number.isNaN(value.getTime())) return { ok: true, date: value.toISOString().slice(0, 10) };
  if (typeof value === 'number' && Number.isInteger(value) && value > 999 && value < 10000) return calendarDate(value, 1, 1);
  const text = typeof value === 'string' ? value.trim() : '';
  const match = datePrefix.exec(text);
  if (match === null) return { ok: false, problem: `"${String(value)}" is not a date: write it as YYYY-MM-DD` };
  return calendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

export interface PostFileName {
  date: string;
  /** The part after the date, which Jekyll uses as the post's `:title` in addresses. */
  slug: string;
}

const postName = /^(\d{4})-(\d{1,2})-(\d{1,2})-(.+)\.(?:md|markdown|mkd|mkdn|mdown|html)$/;

/** A post file name, `YYYY-MM-DD-slug.md`; null when the name is not one Jekyll takes as a post. */
export function readPostFileName(fileName: string): ({ ok: true } & PostFileName) | { ok: false; problem: string } | null {
  const match = postName.exec(fileName);
  if (match === null) return null;
  const date = calendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
  if (!date.ok) return date;
  return { ok: true, date: date.date, slug: match[4] as string };
}
