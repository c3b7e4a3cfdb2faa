import type { Formats } from '../../../core/i18n/intl-memo.ts';
import type { Translate } from '../../../core/i18n/translate.ts';

/** '1 citation' / '12 citations'; the locale's plural rule decides (French counts 0 as singular). */
export function citationsLabel(count: number, format: Formats, t: Translate): string {
  const key = format.plural(count) === 'one' ? 'publications.citationsOne' : 'publications.citations';
  return t(key, { n: format.number(count) });
}
