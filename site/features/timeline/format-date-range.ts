import type { YearMonth } from '../../../schemas/types.generated.ts';

/** A YYYY-MM month as a UTC date, so the prerender (Node) and the browser name the same month. */
function monthDate(yearMonth: YearMonth): Date {
  const match = /^(\d{4})-(\d{2})$/.exec(yearMonth);
  if (!match) throw new Error(`"${yearMonth}" is not a YYYY-MM month`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
}

export function formatMonth(yearMonth: YearMonth, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    monthDate(yearMonth),
  );
}

/** "Nov 2022 – Present" / "nov. 2022 – présent"; a null end means the entry is ongoing. */
export function formatDateRange(
  start: YearMonth,
  end: YearMonth | null,
  locale: string,
  presentLabel: string,
): string {
  const endText = end === null ? presentLabel : formatMonth(end, locale);
  return `${formatMonth(start, locale)} – ${endText}`;
}
