import type { SectionId } from '../../../schemas/types.generated.ts';
import { languagePrefix, type Language } from '../../../core/i18n/languages.ts';
import type { CollectionItemPages } from '../../../core/collections/collection-model.ts';
import { pagesFor } from '../../../core/site/site-pages.ts';

/**
 * Pages the prerender writes: each page the content has (core/site/site-pages.ts) in every site language, a
 * collection's item page (a paper, a post) in the languages it has,
 * the default one at the root, and each language's 404
 * page, rendered by the catch-all route at /404 (and /<lang>/404) and moved to 404.html by the build.
 */
export function prerenderedPaths(
  languages: readonly Language[],
  defaultLanguage: Language,
  sections: readonly SectionId[],
  itemPages: CollectionItemPages['pages'] = [],
): string[] {
  const ordered = [defaultLanguage, ...languages.filter((language) => language !== defaultLanguage)];
  return ordered.flatMap((language) => {
    const prefix = languagePrefix(language, defaultLanguage);
    const pages = pagesFor(sections, itemPages)
      .filter((page) => page.languages === undefined || page.languages.includes(language))
      .map((page) => (page.neutralPath === '/' ? prefix || '/' : `${prefix}${page.neutralPath}`));
    return [...pages, `${prefix}/404`];
  });
}
