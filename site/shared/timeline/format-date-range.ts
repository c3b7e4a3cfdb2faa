import type { YearMonth } from '../../../schemas/types.generated.ts';
import type { Formats } from '../../../core/i18n/intl-memo.ts';

/** "Nov 2022 – Present" / "nov. 2022 – présent"; a null end means the entry is ongoing. */
export function formatDateRange(start: YearMonth, end: YearMonth | null, format: Formats, presentLabel: string): string {
  const endText = end === null ? presentLabel : format.month(end);
  return `${format.month(start)} – ${endText}`;
}
