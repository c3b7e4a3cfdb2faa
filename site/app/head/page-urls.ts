import { defaultLanguage, localizedPath, splitLanguage, type Language } from '../../shared/i18n/languages.ts';

export type PageId = 'home' | 'projects' | 'notFound';
export type IndexablePage = Exclude<PageId, 'notFound'>;

const neutralPaths: Record<IndexablePage, string> = { home: '/', projects: '/projects' };

/**
 * Directory-style path of a page ('/', '/projects/', '/fr/', '/fr/projects/'): the form the prerendered
 * pages are served at, so links and canonical URLs never go through a redirect.
 */
export function pagePath(language: Language, page: IndexablePage): string {
  const path = localizedPath(language, neutralPaths[page]);
  return path.endsWith('/') ? path : `${path}/`;
}

export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path}`;
}

/**
 * The page a URL path shows, as the router matches it: '/projects' and '/projects/' are the same page, and
 * every other path is the catch-all 404. The prerender renders the 404 at '/404' while a visitor sees it at
 * any path; both give 'notFound', so whatever depends on it hydrates without a mismatch.
 */
export function pageAt(pathname: string): { language: Language; page: PageId } {
  const { language, neutralPath } = splitLanguage(pathname);
  const withoutTrailingSlash = neutralPath.length > 1 ? neutralPath.replace(/\/+$/, '') : neutralPath;
  if (withoutTrailingSlash === '/') return { language, page: 'home' };
  if (withoutTrailingSlash === '/projects') return { language, page: 'projects' };
  return { language, page: 'notFound' };
}

export interface AlternateLink {
  hreflang: Language | 'x-default';
  href: string;
}

/** The page in each language, plus x-default: the page in the language served at the site root. */
export function alternateLinks(siteUrl: string, page: IndexablePage): AlternateLink[] {
  return [
    { hreflang: 'en', href: absoluteUrl(siteUrl, pagePath('en', page)) },
    { hreflang: 'fr', href: absoluteUrl(siteUrl, pagePath('fr', page)) },
    { hreflang: 'x-default', href: absoluteUrl(siteUrl, pagePath(defaultLanguage, page)) },
  ];
}

/** The same page in the other language; from a 404 (no twin to speak of), that language's home page. */
export function twinPagePath(pathname: string, target: Language): string {
  const { page } = pageAt(pathname);
  return pagePath(target, page === 'notFound' ? 'home' : page);
}
