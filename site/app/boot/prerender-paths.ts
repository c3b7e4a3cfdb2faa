type Language = 'en' | 'fr';

/**
 * Pages the prerender writes: home, projects, publications and one page per publication key in both
 * languages, and each language's 404 page, rendered by the catch-all route at /404 (and /<other>/404) and
 * moved to 404.html by the build.
 */
export function prerenderedPaths(defaultLanguage: Language, publicationKeys: readonly string[] = []): string[] {
  const other: Language = defaultLanguage === 'en' ? 'fr' : 'en';
  return ['', `/${other}`].flatMap((prefix) => [
    prefix || '/',
    `${prefix}/projects`,
    `${prefix}/publications`,
    ...publicationKeys.map((key) => `${prefix}/publications/${key}`),
    `${prefix}/404`,
  ]);
}
