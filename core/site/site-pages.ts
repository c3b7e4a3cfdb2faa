import type { SectionId } from '../../schemas/types.generated.ts';
import type { CollectionItemPages } from '../collections/collection-model.ts';
import { collectionModels, publicationsBefore, type CollectionItemPageId, type CollectionPageId } from '../collections/registry.ts';
import { localizedPath, type Language } from '../i18n/languages.ts';

/**
 * The one list of the site's pages, by language-neutral path. The prerender (vite.config.ts), the sitemap
 * (cli/build) and the head's URLs (core/site/page-urls.ts) all read it: adding a page is one entry here
 * (and its route in site/routes.tsx). Paper pages ('publication', one per work at /publications/<key>) come
 * from the publication keys the build writes (data file publications-list), through pagesFor(). A content
 * collection's pages come from its model (core/collections/registry.ts), among these (`pages`, below).
 */
export const sitePages = [
  { id: 'home', neutralPath: '/' },
  { id: 'publications', neutralPath: '/publications', section: 'publications' },
  { id: 'cv', neutralPath: '/cv' },
  { id: 'search', neutralPath: '/search' },
] as const satisfies ReadonlyArray<{ id: string; neutralPath: string; section?: SectionId; inSearch?: boolean }>;

/** A paper's page: /publications/<key>, one per publication key (core/collections/publications/publication-key.ts). */
export const publicationPagePrefix = '/publications/';
const publicationPathPattern = /^\/publications\/([a-z0-9][a-z0-9-]*)$/;

export type IndexablePage = (typeof sitePages)[number]['id'] | CollectionPageId | CollectionItemPageId | 'publication';
export type PageId = IndexablePage | 'notFound';

export interface SitePage {
  id: IndexablePage;
  neutralPath: string;
  /** The section the page shows; without it in the content the page does not exist. */
  section?: SectionId;
  /** The work a paper page shows. */
  publicationKey?: string;
  /** The item a collection's item page shows (a post's slug). */
  itemKey?: string;
  /** The languages an item page exists in; every site language when absent. */
  languages?: readonly string[];
  /** Whether the site search indexes it (docs/search.md). */
  inSearch?: boolean;
}

/** A collection's pages per item (core/collections/collection-model.ts), and the page that lists their items. */
const itemPageKinds = collectionModels.flatMap((model) => {
  if (!('itemPages' in model)) return [];
  const listPage = model.pages[0].id;
  return model.itemPages.map((page) => ({
    id: page.id as CollectionItemPageId,
    pattern: page.pattern,
    section: model.section,
    matcher: new RegExp(`^${page.pattern.replace(':key', '([a-z0-9][a-z0-9-]*)')}$`),
    listPage,
    inSearch: 'inSearch' in page && page.inSearch,
  }));
});

/** The page that lists the item an item page shows (/posts/ for a post): where its language toggle goes. */
export function listPageOf(page: IndexablePage): IndexablePage | undefined {
  return itemPageKinds.find((kind) => kind.id === page)?.listPage;
}

type Model = (typeof collectionModels)[number];
const publicationsAt = collectionModels.findIndex((model) => model.section === publicationsBefore);

function collectionPages(models: readonly Model[]): SitePage[] {
  return models.flatMap((model) =>
    model.pages.map((page) => ({ id: page.id, neutralPath: page.neutralPath, section: model.section, inSearch: 'inSearch' in page && page.inSearch })),
  );
}

/** In page order: the home page, the collections' pages, and publications and the CV where publications stands among them. */
const pages: readonly SitePage[] = [
  sitePages[0],
  ...collectionPages(collectionModels.slice(0, publicationsAt)),
  ...sitePages.slice(1),
  ...collectionPages(collectionModels.slice(publicationsAt)),
];

/**
 * Whether the site search indexes a page (docs/search.md): a paper's page, the projects page and the collections'
 * pages whose model says so (a post, the talks, news and teaching lists). Lists of what has pages of its own (the
 * publications list, the posts and tag lists, the home page, the CV) are left out, so a search finds each thing once.
 */
export function isInSearch(page: PageId): boolean {
  if (page === 'publication') return true;
  const item = itemPageKinds.find((kind) => kind.id === page);
  if (item !== undefined) return item.inSearch;
  return pages.find((entry) => entry.id === page)?.inSearch === true;
}

/**
 * The section of a page the site search indexes, by its language-neutral path (its results name it); undefined
 * for a page the search leaves out.
 */
export function searchSectionAt(neutralPath: string): SectionId | undefined {
  const page = pageWithPath(neutralPath);
  return page !== undefined && isInSearch(page.id) ? page.section : undefined;
}

/** Neutral path of a page; a paper page needs its publication key, an item page its item's key. */
export function neutralPathOf(page: IndexablePage, publicationKey?: string): string {
  if (page === 'publication') return `${publicationPagePrefix}${publicationKey ?? ''}`;
  const item = itemPageKinds.find((kind) => kind.id === page);
  if (item !== undefined) return item.pattern.replace(':key', publicationKey ?? '');
  return pages.find((entry) => entry.id === page)?.neutralPath ?? '/';
}

function paperPage(publicationKey: string): SitePage {
  return { id: 'publication', neutralPath: `${publicationPagePrefix}${publicationKey}`, section: 'publications', publicationKey };
}

/** The page at a language-neutral path (trailing slash or not), if it is one of the site's pages. */
export function pageWithPath(neutralPath: string): SitePage | undefined {
  const withoutTrailingSlash = neutralPath.length > 1 ? neutralPath.replace(/\/+$/, '') : neutralPath;
  const fixed = pages.find((entry) => entry.neutralPath === withoutTrailingSlash);
  if (fixed !== undefined) return fixed;
  for (const kind of itemPageKinds) {
    const itemKey = kind.matcher.exec(withoutTrailingSlash)?.[1];
    if (itemKey !== undefined) return { id: kind.id, neutralPath: withoutTrailingSlash, section: kind.section, itemKey };
  }
  const publicationKey = publicationPathPattern.exec(withoutTrailingSlash)?.[1];
  return publicationKey === undefined ? undefined : paperPage(publicationKey);
}

/**
 * The pages a site with these sections has: the fixed ones, one paper page per publication key, then the
 * collections' item pages the build listed (data files `<id>-pages`), each in its own languages.
 */
export function pagesFor(
  sections: readonly SectionId[],
  publicationKeys: readonly string[] = [],
  itemPages: CollectionItemPages['pages'] = [],
): SitePage[] {
  const fixed = pages.filter((page) => page.section === undefined || sections.includes(page.section));
  const items = itemPages.flatMap((item): SitePage[] => {
    const kind = itemPageKinds.find((candidate) => candidate.id === item.page);
    if (kind === undefined || !sections.includes(kind.section)) return [];
    return [{ id: kind.id, neutralPath: kind.pattern.replace(':key', item.key), section: kind.section, itemKey: item.key, languages: item.languages }];
  });
  return [...fixed, ...(sections.includes('publications') ? publicationKeys.map(paperPage) : []), ...items];
}

/** Directory-style URL path of a page in a language: '/', '/projects/', '/fr/', '/fr/projects/'. */
export function directoryPath(language: Language, neutralPath: string, rootLanguage?: Language): string {
  const path = localizedPath(language, neutralPath, rootLanguage);
  return path.endsWith('/') ? path : `${path}/`;
}
