import type { Translate } from '../../shared/i18n/translate.ts';

/** '1 citation' / '12 citations'; the locale's plural rule decides (French counts 0 as singular). */
export function citationsLabel(count: number, locale: string, t: Translate): string {
  const key =
    new Intl.PluralRules(locale).select(count) === 'one' ? 'publications.citationsOne' : 'publications.citations';
  return t(key, { n: count.toLocaleString(locale) });
}
