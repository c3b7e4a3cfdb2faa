import type { SectionId } from '../../../schemas/types.generated.ts';
import { localizedPath, type Language } from '../../shared/i18n/languages.ts';

/**
 * The one list of the site's pages, by language-neutral path. The prerender (vite.config.ts), the sitemap
 * (cli/build) and the head's URLs (site/app/head/page-urls.ts) all read it: adding a page is one entry here
 * (and its route in site/routes.tsx).
 */
export const sitePages = [
  { id: 'home', neutralPath: '/' },
  { id: 'projects', neutralPath: '/projects', section: 'projects' },
  { id: 'cv', neutralPath: '/cv' },
] as const satisfies ReadonlyArray<{ id: string; neutralPath: string; section?: SectionId }>;

export type IndexablePage = (typeof sitePages)[number]['id'];
export type PageId = IndexablePage | 'notFound';

export interface SitePage {
  id: IndexablePage;
  neutralPath: string;
  /** The section the page shows; without it in the content the page does not exist. */
  section?: SectionId;
}

const pages: readonly SitePage[] = sitePages;

export function neutralPathOf(page: IndexablePage): string {
  return pages.find((entry) => entry.id === page)?.neutralPath ?? '/';
}

/** The page at a language-neutral path (trailing slash or not), if it is one of the site's pages. */
export function pageWithPath(neutralPath: string): SitePage | undefined {
  const withoutTrailingSlash = neutralPath.length > 1 ? neutralPath.replace(/\/+$/, '') : neutralPath;
  return pages.find((entry) => entry.neutralPath === withoutTrailingSlash);
}

/** The pages a site with these sections has. */
export function pagesFor(sections: readonly SectionId[]): SitePage[] {
  return pages.filter((page) => page.section === undefined || sections.includes(page.section));
}

/** Directory-style URL path of a page in a language: '/', '/projects/', '/fr/', '/fr/projects/'. */
export function directoryPath(language: Language, neutralPath: string, rootLanguage?: Language): string {
  const path = localizedPath(language, neutralPath, rootLanguage);
  return path.endsWith('/') ? path : `${path}/`;
}
