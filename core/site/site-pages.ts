import type { SectionId } from '../../schemas/types.generated.ts';
import type { CollectionItemPages } from '../collections/collection-model.ts';
import { collectionModels, type CollectionItemPageId, type CollectionPageId } from '../collections/registry.ts';
import { localizedPath, type Language } from '../i18n/languages.ts';

/**
 * The one list of the site's pages, by language-neutral path. The prerender (vite.config.ts), the sitemap
 * (cli/build) and the head's URLs (core/site/page-urls.ts) all read it: adding a page is one entry here
 * (and its route in site/routes.tsx). A content collection's pages come from its model
 * (core/collections/registry.ts), among these (`pages`, below); its pages per item (a paper, a post) from the
 * keys the build writes (data files `<id>-pages`), through pagesFor().
 */
export const sitePages = [
  { id: 'home', neutralPath: '/' },
  { id: 'cv', neutralPath: '/cv' },
  { id: 'search', neutralPath: '/search' },
] as const satisfies ReadonlyArray<{ id: string; neutralPath: string; section?: SectionId; inSearch?: boolean }>;

export type IndexablePage = (typeof sitePages)[number]['id'] | CollectionPageId | CollectionItemPageId;
export type PageId = IndexablePage | 'notFound';

export interface SitePage {
  id: IndexablePage;
  neutralPath: string;
  /** The section the page shows; without it in the content the page does not exist. */
  section?: SectionId;
  /** The item a collection's item page shows (a paper's key, a post's slug). */
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
    // An item in every language has its twin in each; another's toggle goes to the list (a post may not be written in it).
    listPage: 'inEveryLanguage' in page && page.inEveryLanguage ? undefined : listPage,
    inSearch: 'inSearch' in page && page.inSearch,
  }));
});

const keyPattern = '[a-z0-9][a-z0-9-]*';
const escapedForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Each item page's data file name, as a pattern: its dataKey with any language and any key. */
const itemDataKeys = collectionModels.flatMap((model) =>
  ('itemPages' in model ? model.itemPages : []).map(
    (page) => new RegExp(`^${escapedForRegExp(page.dataKey('\u0000', '\u0001')).replace('\u0000', '[a-z]{2}').replace('\u0001', keyPattern)}$`),
  ),
);

/**
 * Whether a language-neutral path (no trailing slash) is a collection's item page: a paper's, a post's, a tag's.
 * There may be thousands, so the service worker keeps them once visited instead of precaching them.
 */
export function isItemPagePath(neutralPath: string): boolean {
  return itemPageKinds.some((kind) => kind.matcher.test(neutralPath));
}

/** Whether a data file, by key, is an item page's own (publication.<key>, posts-item.<lang>.<slug>). */
export function isItemDataKey(key: string): boolean {
  return itemDataKeys.some((pattern) => pattern.test(key));
}

/** The built item pages in every language folder, as globs ('**' + '/publications/*' + '/index.html'). */
export const itemPageGlobs: readonly string[] = itemPageKinds.map((kind) => `**${kind.pattern.replace(':key', '*')}/index.html`);

/** The page that lists the item an item page shows (/posts/ for a post): where its language toggle goes. */
export function listPageOf(page: IndexablePage): IndexablePage | undefined {
  return itemPageKinds.find((kind) => kind.id === page)?.listPage;
}

type Model = (typeof collectionModels)[number];

function collectionPages(models: readonly Model[]): SitePage[] {
  return models.flatMap((model) =>
    model.pages.map((page) => ({ id: page.id, neutralPath: page.neutralPath, section: model.section, inSearch: 'inSearch' in page && page.inSearch })),
  );
}

/** In page order: the home page, the collections' pages, the CV and the search page. */
const pages: readonly SitePage[] = [sitePages[0], ...collectionPages(collectionModels), ...sitePages.slice(1)];

/**
 * Whether the site search indexes a page (docs/search.md): the collections' pages whose model says so (a paper, a
 * post, the projects, talks, news and teaching lists). Lists of what has pages of its own (the publications list,
 * the posts and tag lists, the home page, the CV) are left out, so a search finds each thing once.
 */
export function isInSearch(page: PageId): boolean {
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

/** Neutral path of a page; an item page (a paper, a post) needs its item's key. */
export function neutralPathOf(page: IndexablePage, itemKey?: string): string {
  const item = itemPageKinds.find((kind) => kind.id === page);
  if (item !== undefined) return item.pattern.replace(':key', itemKey ?? '');
  return pages.find((entry) => entry.id === page)?.neutralPath ?? '/';
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
  return undefined;
}

/**
 * The pages a site with these sections has: the fixed ones, then the collections' item pages the build listed
 * (data files `<id>-pages`: a paper's, a post's), each in its own languages.
 */
export function pagesFor(sections: readonly SectionId[], itemPages: CollectionItemPages['pages'] = []): SitePage[] {
  const fixed = pages.filter((page) => page.section === undefined || sections.includes(page.section));
  const items = itemPages.flatMap((item): SitePage[] => {
    const kind = itemPageKinds.find((candidate) => candidate.id === item.page);
    if (kind === undefined || !sections.includes(kind.section)) return [];
    return [{ id: kind.id, neutralPath: kind.pattern.replace(':key', item.key), section: kind.section, itemKey: item.key, languages: item.languages }];
  });
  return [...fixed, ...items];
}

/** Directory-style URL path of a page in a language: '/', '/projects/', '/fr/', '/fr/projects/'. */
export function directoryPath(language: Language, neutralPath: string, rootLanguage?: Language): string {
  const path = localizedPath(language, neutralPath, rootLanguage);
  return path.endsWith('/') ? path : `${path}/`;
}
