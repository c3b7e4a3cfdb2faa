export const languages = ['en', 'fr'] as const;
export type Language = (typeof languages)[number];

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'fr';
}

export function otherLanguage(language: Language): Language {
  return language === 'en' ? 'fr' : 'en';
}

/** The language served at the site root; the other one lives under /<lang>/. Set by the build from content. */
// `?.`: the boot script's module is also loaded by vite.config.ts, where import.meta.env does not exist.
export const defaultLanguage: Language = isLanguage(import.meta.env?.VITE_DEFAULT_LANGUAGE)
  ? import.meta.env.VITE_DEFAULT_LANGUAGE
  : 'en';

export const languageStorageKey = 'portfolio-language';

/** URL prefix of a language: '' for the default one, '/fr' (or '/en') for the other. */
export function languagePrefix(language: Language): string {
  return language === defaultLanguage ? '' : `/${language}`;
}

/** The page path in a language, from a language-neutral path such as '/' or '/projects'. */
export function localizedPath(language: Language, neutralPath: string): string {
  const prefix = languagePrefix(language);
  if (neutralPath === '/') return prefix === '' ? '/' : `${prefix}/`;
  return `${prefix}${neutralPath}`;
}

/** Which language a URL path belongs to, and its language-neutral form. */
export function splitLanguage(pathname: string): { language: Language; neutralPath: string } {
  const other = otherLanguage(defaultLanguage);
  const prefix = `/${other}`;
  if (pathname === prefix || pathname.startsWith(`${prefix}/`)) {
    const rest = pathname.slice(prefix.length);
    return { language: other, neutralPath: rest === '' ? '/' : rest };
  }
  return { language: defaultLanguage, neutralPath: pathname };
}
