import type { SectionId } from '../../schemas/types.generated.ts';
import { defaultLanguage, siteLanguages, splitLanguage, type Language } from '../i18n/languages.ts';
import { directoryPath, listPageOf, neutralPathOf, pageWithPath, togglesToWrittenTwin, type IndexablePage, type PageId } from './site-pages.ts';

export type { IndexablePage, PageId } from './site-pages.ts';

/**
 * Directory-style path of a page ('/', '/projects/', '/fr/', '/fr/projects/', '/publications/w1/'): the form
 * the prerendered pages are served at, so links and canonical URLs never go through a redirect. An item page (a
 * paper, a post) needs its item's key.
 */
export function pagePath(language: Language, page: IndexablePage, itemKey?: string): string {
  return directoryPath(language, neutralPathOf(page, itemKey));
}

export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path}`;
}

/**
 * The page a URL path shows, as the router matches it: '/projects' and '/projects/' are the same page, and
 * every other path is the catch-all 404. The prerender renders the 404 at '/404' while a visitor sees it at
 * any path; both give 'notFound', so whatever depends on it hydrates without a mismatch. Given the site's
 * sections, a page whose section the site lacks (/projects/ without projects) is 'notFound' too.
 */
export function pageAt(pathname: string, sections?: readonly SectionId[]): { language: Language; page: PageId; itemKey?: string } {
  const { language, neutralPath } = splitLanguage(pathname);
  const page = pageWithPath(neutralPath);
  const exists = page !== undefined && (page.section === undefined || sections === undefined || sections.includes(page.section));
  if (!exists) return { language, page: 'notFound' };
  const key = page.itemKey;
  return key === undefined ? { language, page: page.id } : { language, page: page.id, itemKey: key };
}

/**
 * The section whose pages a URL path shows: a collection's list page, or one of its item pages (a paper's page is
 * among the publications'); undefined for the home page, the CV, the search page and any unknown path.
 */
export function sectionAt(pathname: string): SectionId | undefined {
  return pageWithPath(splitLanguage(pathname).neutralPath)?.section;
}

export interface AlternateLink {
  hreflang: Language | 'x-default';
  href: string;
}

/**
 * The page in each language it exists in (every site language but for an item page, a post, written in fewer),
 * plus x-default: the page in the language served at the site root, else in the first one it has.
 */
export function alternateLinks(
  siteUrl: string,
  page: IndexablePage,
  itemKey?: string,
  languages: readonly Language[] = siteLanguages,
): AlternateLink[] {
  const fallback = languages.includes(defaultLanguage) ? defaultLanguage : (languages[0] ?? defaultLanguage);
  return [
    ...languages.map((language) => ({ hreflang: language, href: absoluteUrl(siteUrl, pagePath(language, page, itemKey)) })),
    { hreflang: 'x-default', href: absoluteUrl(siteUrl, pagePath(fallback, page, itemKey)) },
  ];
}

/**
 * The same page in another language; from a 404 (no twin to speak of), that language's home page; from an item
 * page (a post, which may not be written in that language), the page that lists its kind (/fr/posts/): the post's
 * own page links to each language it has. An owner's page goes to its twin when it is written in that language
 * (`writtenIn`, its head's languages), else to that language's home page.
 */
export function twinPagePath(pathname: string, target: Language, sections?: readonly SectionId[], writtenIn?: readonly string[]): string {
  const { page, itemKey } = pageAt(pathname, sections);
  if (page === 'notFound') return pagePath(target, 'home');
  const list = listPageOf(page);
  const toTwin = list === undefined || (togglesToWrittenTwin(page) && writtenIn?.includes(target) === true);
  return toTwin ? pagePath(target, page, itemKey) : pagePath(target, list);
}
