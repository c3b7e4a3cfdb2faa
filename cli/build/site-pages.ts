export type Language = 'en' | 'fr';

/** Directory-style URL path of a page: '/', '/projects/', '/fr/', '/fr/projects/'. */
export function pagePath(language: Language, defaultLanguage: Language, neutralPath: '/' | '/projects'): string {
  const prefix = language === defaultLanguage ? '' : `/${language}`;
  return neutralPath === '/' ? `${prefix}/` : `${prefix}${neutralPath}/`;
}

export const neutralPages = ['/', '/projects'] as const;

export function otherLanguage(language: Language): Language {
  return language === 'en' ? 'fr' : 'en';
}
