import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { formatsFor, IntlMemo, NotedIntlResults, type Formats } from '../../../core/i18n/intl-memo.ts';
import { localizedPath, type Language } from '../../../core/i18n/languages.ts';
import { createTranslate, type Strings, type Translate } from '../../../core/i18n/translate.ts';

interface I18n {
  language: Language;
  t: Translate;
  /** A language-neutral path ('/', '/projects', '/#contact') in the page's language. */
  path: (neutralPath: string) => string;
  /** Dates and numbers in the page's language. */
  locale: string;
  /** Numbers, dates and plurals in the page's locale (intl-memo.ts). */
  format: Formats;
}

const I18nContext = createContext<I18n | null>(null);
/** Each Intl result once per page (or per prerender): the first use of an Intl service is slow. */
const memo = new IntlMemo();

/**
 * Where the prerender notes what the part of the page below formats (an island's: site/shared/islands/island.tsx),
 * to be carried to the browser with it; null: nothing is noted.
 */
const NotedIntlContext = createContext<Map<string, string> | null>(null);

/** What is formatted below is noted in `noted`; with null, not at all (a part that hydrates after its island). */
export function NoteIntl({ noted, children }: { noted: Map<string, string> | null; children: ReactNode }) {
  return <NotedIntlContext.Provider value={noted}>{children}</NotedIntlContext.Provider>;
}

/** The results an island's prerender formatted, read before it hydrates: its hydration then asks no Intl service. */
export function seedIntlResults(results: Readonly<Record<string, unknown>>): void {
  memo.seed(results);
}

export function I18nProvider({
  language,
  strings,
  children,
}: {
  language: Language;
  strings: Strings;
  children: ReactNode;
}) {
  const value = useMemo<I18n>(() => {
    // The strings name the locale (language.locale); a bare code still formats dates and numbers.
    const locale = strings['language.locale'] ?? language;
    return {
      language,
      t: createTranslate(strings),
      path: (neutralPath) => localizedPath(language, neutralPath),
      locale,
      format: formatsFor(memo, locale),
    };
  }, [language, strings]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  const noted = useContext(NotedIntlContext);
  const format = useMemo(() => (noted && i18n ? formatsFor(new NotedIntlResults(memo, noted), i18n.locale) : null), [i18n, noted]);
  if (!i18n) throw new Error('useI18n needs an <I18nProvider> above it');
  return format ? { ...i18n, format } : i18n;
}
