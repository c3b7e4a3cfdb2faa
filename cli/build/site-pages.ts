export type Language = 'en' | 'fr';

/** Directory-style URL path of a page: '/', '/projects/', '/fr/', '/fr/projects/', '/publications/w1/'. */
export function pagePath(language: Language, defaultLanguage: Language, neutralPath: string): string {
  const prefix = language === defaultLanguage ? '' : `/${language}`;
  return neutralPath === '/' ? `${prefix}/` : `${prefix}${neutralPath}/`;
}

export const neutralPages = ['/', '/projects', '/publications'] as const;

/** Every page of the site, language-neutral: the fixed ones, then one per publication key. */
export function allNeutralPages(publicationKeys: readonly string[]): string[] {
  return [...neutralPages, ...publicationKeys.map((key) => `/publications/${key}`)];
}

export function otherLanguage(language: Language): Language {
  return language === 'en' ? 'fr' : 'en';
}
