import type { SectionId } from '../../schemas/types.generated.ts';
import type { CollectionItemPages } from '../../core/collections/collection-model.ts';
import { pagesFor } from '../../core/site/site-pages.ts';
import { splitLanguage } from '../../core/i18n/languages.ts';

/** The pages a site has, as a redirect's target or a redirect's forbidden source: each language-neutral path and its languages. */
export interface SiteAddresses {
  languages: readonly string[];
  defaultLanguage: string;
  /** Language-neutral path (no trailing slash but the home page's `/`) → the languages the page exists in. */
  pages: ReadonlyMap<string, readonly string[]>;
}

/** The first path segments the build writes files under, or files it writes at the root: no old address may take them. */
export const builtFileSegments: readonly string[] = ['assets', 'data', 'images', 'files', 'pagefind', '404.html', 'sitemap.xml', 'robots.txt', 'feed.xml', '_redirects', '_headers', 'manifest.webmanifest', 'sw.js'];

export function siteAddresses(
  site: { languages: readonly string[]; defaultLanguage: string },
  sections: readonly SectionId[],
  itemPages: CollectionItemPages['pages'],
): SiteAddresses {
  const pages = new Map<string, readonly string[]>();
  for (const page of pagesFor(sections, itemPages)) pages.set(page.neutralPath, page.languages ?? site.languages);
  return { languages: site.languages, defaultLanguage: site.defaultLanguage, pages };
}

/** A root-relative path (`/fr/posts/waves/#x`) as its language and the neutral path of the page it names (`/posts/waves`). */
export function pageOfPath(path: string, addresses: Pick<SiteAddresses, 'languages' | 'defaultLanguage'>): { language: string; neutralPath: string } {
  const withoutAnchor = path.split('#')[0] ?? path;
  const { language, neutralPath } = splitLanguage(withoutAnchor, addresses.languages, addresses.defaultLanguage);
  return { language, neutralPath: neutralPath.length > 1 ? neutralPath.replace(/\/+$/, '') : neutralPath };
}

/** Whether `path` names a page the site has in the language its prefix says. */
export function isSitePage(path: string, addresses: SiteAddresses): boolean {
  const { language, neutralPath } = pageOfPath(path, addresses);
  return addresses.pages.get(neutralPath)?.includes(language) === true;
}
