/** A language code of the site, two lower-case letters ('en', 'fr', 'de' …): languages are data, not code. */
export type Language = string;

const languageCode = /^[a-z]{2}$/;

/** The site's languages from the build's comma-separated list; English and French when none is given (tests). */
export function parseLanguages(list: string | undefined): Language[] {
  const codes = (list ?? '').split(',').map((code) => code.trim()).filter((code) => languageCode.test(code));
  return codes.length > 0 ? [...new Set(codes)] : ['en', 'fr'];
}

/** The default language: the given one when the site has it, else the site's first language. */
export function pickDefaultLanguage(languages: readonly Language[], requested: string | undefined): Language {
  return requested !== undefined && languages.includes(requested) ? requested : (languages[0] ?? 'en');
}

// `?.`: this module is also loaded by vite.config.ts (through the boot modules), where import.meta.env does not exist.
/** Every language of the site, in site.json's order. Set by the build from content (VITE_LANGUAGES). */
export const siteLanguages: readonly Language[] = parseLanguages(import.meta.env?.VITE_LANGUAGES);

/** The language served at the site root; every other one lives under /<lang>/. Set by the build from content. */
export const defaultLanguage: Language = pickDefaultLanguage(siteLanguages, import.meta.env?.VITE_DEFAULT_LANGUAGE);

export const languageStorageKey = 'portfolio-language';

/** URL prefix of a language: '' for the default one, '/fr' (or '/en', '/de' …) for the others. */
export function languagePrefix(language: Language, rootLanguage: Language = defaultLanguage): string {
  return language === rootLanguage ? '' : `/${language}`;
}

/** The page path in a language, from a language-neutral path such as '/' or '/projects'. */
export function localizedPath(language: Language, neutralPath: string, rootLanguage: Language = defaultLanguage): string {
  const prefix = languagePrefix(language, rootLanguage);
  if (neutralPath === '/') return prefix === '' ? '/' : `${prefix}/`;
  return `${prefix}${neutralPath}`;
}

/** Which language a URL path belongs to, and its language-neutral form. */
export function splitLanguage(
  pathname: string,
  languages: readonly Language[] = siteLanguages,
  rootLanguage: Language = defaultLanguage,
): { language: Language; neutralPath: string } {
  for (const language of languages) {
    if (language === rootLanguage) continue;
    const prefix = `/${language}`;
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) {
      const rest = pathname.slice(prefix.length);
      return { language, neutralPath: rest === '' ? '/' : rest };
    }
  }
  return { language: rootLanguage, neutralPath: pathname };
}

/** The site's languages other than `language`, in site order (the language toggle links to each). */
export function otherLanguages(language: Language, languages: readonly Language[] = siteLanguages): Language[] {
  return languages.filter((code) => code !== language);
}
