import { defaultLanguage, localizedPath, splitLanguage, type Language } from '../../shared/i18n/languages.ts';

export type PageId = 'home' | 'projects' | 'publications' | 'publication' | 'notFound';
export type IndexablePage = Exclude<PageId, 'notFound'>;

const neutralPaths: Record<Exclude<IndexablePage, 'publication'>, string> = {
  home: '/',
  projects: '/projects',
  publications: '/publications',
};

/** A publication's URL key: lower-case letters, digits and hyphens (site/shared/publications/publication-key.ts). */
const publicationPathPattern = /^\/publications\/([a-z0-9][a-z0-9-]*)$/;

/**
 * Directory-style path of a page ('/', '/projects/', '/fr/', '/fr/projects/'): the form the prerendered
 * pages are served at, so links and canonical URLs never go through a redirect.
 */
export function pagePath(language: Language, page: IndexablePage, publicationKey?: string): string {
  const neutralPath = page === 'publication' ? `/publications/${publicationKey ?? ''}` : neutralPaths[page];
  const path = localizedPath(language, neutralPath);
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
export function pageAt(pathname: string): { language: Language; page: PageId; publicationKey?: string } {
  const { language, neutralPath } = splitLanguage(pathname);
  const withoutTrailingSlash = neutralPath.length > 1 ? neutralPath.replace(/\/+$/, '') : neutralPath;
  if (withoutTrailingSlash === '/') return { language, page: 'home' };
  if (withoutTrailingSlash === '/projects') return { language, page: 'projects' };
  if (withoutTrailingSlash === '/publications') return { language, page: 'publications' };
  const publicationKey = publicationPathPattern.exec(withoutTrailingSlash)?.[1];
  if (publicationKey !== undefined) return { language, page: 'publication', publicationKey };
  return { language, page: 'notFound' };
}

export interface AlternateLink {
  hreflang: Language | 'x-default';
  href: string;
}

/** The page in each language, plus x-default: the page in the language served at the site root. */
export function alternateLinks(siteUrl: string, page: IndexablePage, publicationKey?: string): AlternateLink[] {
  return [
    { hreflang: 'en', href: absoluteUrl(siteUrl, pagePath('en', page, publicationKey)) },
    { hreflang: 'fr', href: absoluteUrl(siteUrl, pagePath('fr', page, publicationKey)) },
    { hreflang: 'x-default', href: absoluteUrl(siteUrl, pagePath(defaultLanguage, page, publicationKey)) },
  ];
}

/** The same page in the other language; from a 404 (no twin to speak of), that language's home page. */
export function twinPagePath(pathname: string, target: Language): string {
  const { page, publicationKey } = pageAt(pathname);
  return pagePath(target, page === 'notFound' ? 'home' : page, publicationKey);
}
