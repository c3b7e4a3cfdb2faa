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
const sitePages = [
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

/**
 * What no page at the site's root (an owner's, `/:key`) may be called: the product's pages and the paths it keeps
 * for them (every section's, the 404 page's, the build's folders), each with what it is. A language's prefix
 * (`/fr/`) is kept too: cli/collections/pages/ refuses any two-letter name.
 */
export const productPathSegments: ReadonlyArray<{ segment: string; page: string }> = [
  ...sitePages.filter((page) => page.neutralPath !== '/').map((page) => ({ segment: page.neutralPath.slice(1), page: `the ${page.id} page (${page.neutralPath}/)` })),
  ...collectionModels.flatMap((model) => {
    const paths: ReadonlyArray<{ neutralPath: string }> = model.pages;
    const patterns: ReadonlyArray<{ pattern: string }> = 'itemPages' in model ? model.itemPages : [];
    const segments = [...paths.map((page) => page.neutralPath), ...patterns.map((page) => page.pattern)].map((path) => path.split('/')[1] ?? '');
    return [...new Set([...segments.filter((segment) => !segment.startsWith(':')), model.section])].map((segment) => ({
      segment,
      page: segments.includes(segment) ? `the ${model.id} pages (/${segment}/)` : `the ${model.section} section (/${segment}/ is kept for its page)`,
    }));
  }),
  ...['spotlight', 'contact'].map((section) => ({ segment: section, page: `the ${section} section (/${section}/ is kept for its page)` })),
  { segment: '404', page: 'the page not found (/404.html)' },
  ...['assets', 'data', 'images', 'pagefind'].map((folder) => ({ segment: folder, page: `the build's folder /${folder}/` })),
];

const productSegments = new Set(productPathSegments.map((entry) => entry.segment));

/** A collection's pages per item (core/collections/collection-model.ts), and the page that lists their items. */
const itemPageKinds = collectionModels.flatMap((model) => {
  if (!('itemPages' in model)) return [];
  const listPage = (model.pages as ReadonlyArray<{ id: CollectionPageId }>)[0]?.id;
  return model.itemPages.map((page) => {
    const togglesToWrittenTwin = 'togglesToWrittenTwin' in page && page.togglesToWrittenTwin;
    return {
      id: page.id as CollectionItemPageId,
      pattern: page.pattern,
      section: model.section,
      matcher: new RegExp(`^${page.pattern.replace(':key', '([a-z0-9][a-z0-9-]*)')}$`),
      // At the root (an owner's pages): few, precached like the fixed pages, never called as a product page is.
      atRoot: page.pattern === '/:key',
      // An item in every language has its twin in each; another's toggle goes to the list (a post may not be
      // written in it), or to the home page of a kind without a list, unless it is written in that language.
      listPage: 'inEveryLanguage' in page && page.inEveryLanguage ? undefined : (listPage ?? ('home' as const)),
      togglesToWrittenTwin,
      inSearch: 'inSearch' in page && page.inSearch,
    };
  });
});

/** The item pages that are not at the root: there may be thousands, so they are cached when visited. */
const manyItemPageKinds = itemPageKinds.filter((kind) => !kind.atRoot);

const keyPattern = '[a-z0-9][a-z0-9-]*';
const escapedForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * Each item page's data file name, as a pattern: its dataKey with any language and any key (the pages at the root
 * aside: few, precached and kept like the fixed pages).
 */
export const itemDataKeyPatterns: readonly RegExp[] = collectionModels.flatMap((model) =>
  ('itemPages' in model ? (model.itemPages as ReadonlyArray<{ pattern: string; dataKey: (language: string, key: string) => string }>) : []).filter((page) => page.pattern !== '/:key').map(
    (page) => new RegExp(`^${escapedForRegExp(page.dataKey('\u0000', '\u0001')).replace('\u0000', '[a-z]{2}').replace('\u0001', keyPattern)}$`),
  ),
);

/**
 * Whether a key from a URL can be an item's of a kind of item page (`pattern`): URL-safe, and for a page at the
 * root (`/:key`) none of the product's paths (the prerendered /404 is the 404 page, never an owner's page).
 */
export function isItemKey(pattern: string, key: string): boolean {
  return /^[a-z0-9][a-z0-9-]*$/.test(key) && !(pattern === '/:key' && productSegments.has(key));
}

/**
 * Whether a language-neutral path (no trailing slash) is a collection's item page: a paper's, a post's, a tag's.
 * There may be thousands, so the service worker keeps them once visited instead of precaching them.
 */
export function isItemPagePath(neutralPath: string): boolean {
  return manyItemPageKinds.some((kind) => kind.matcher.test(neutralPath));
}

/** Whether a data file, by key, is an item page's own (publication.<key>, posts-item.<lang>.<slug>). */
export function isItemDataKey(key: string): boolean {
  return itemDataKeyPatterns.some((pattern) => pattern.test(key));
}

/**
 * The built item pages' folders, at the root and in every language's (its two letters), as globs that leave each
 * folder out whole (`publications/+([a-z0-9-])/**`): a glob ignoring them does not walk thousands of folders (the
 * service worker's precache list, 0.08–0.26 → 0.02–0.07 s on 1,000 works). A key has no dot: the files beside
 * the folders (`publications/index.html`, `feed.xml`) are not left out.
 */
export const itemPageGlobs: readonly string[] = manyItemPageKinds.flatMap((kind) => {
  const folders = kind.pattern.slice(1).replace(':key', '+([a-z0-9-])');
  return [`${folders}/**`, `[a-z][a-z]/${folders}/**`];
});

/**
 * Where an item page's language toggle goes: the page that lists its item (/posts/ for a post), or the home page of
 * a kind without one; undefined for an item in every language (a paper), whose toggle goes to its twin.
 */
export function listPageOf(page: IndexablePage): IndexablePage | undefined {
  return itemPageKinds.find((kind) => kind.id === page)?.listPage;
}

/** The data file of an item page's item in a language (posts-item.fr.dunes), by the kind's dataKey. */
export function itemDataKeyOf(page: IndexablePage, language: string, itemKey: string): string | undefined {
  for (const model of collectionModels) {
    const pages: ReadonlyArray<{ id: string; dataKey: (language: string, key: string) => string }> = 'itemPages' in model ? model.itemPages : [];
    const kind = pages.find((candidate) => candidate.id === page);
    if (kind !== undefined) return kind.dataKey(language, itemKey);
  }
  return undefined;
}

/** Whether an item page's toggle goes to its twin in a language the item is written in (an owner's page). */
export function togglesToWrittenTwin(page: IndexablePage): boolean {
  return itemPageKinds.find((kind) => kind.id === page)?.togglesToWrittenTwin === true;
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
  // The pages at the root last: /posts/x is a post, never an owner's page.
  for (const kind of [...manyItemPageKinds, ...itemPageKinds.filter((each) => each.atRoot)]) {
    const itemKey = kind.matcher.exec(withoutTrailingSlash)?.[1];
    if (itemKey !== undefined && isItemKey(kind.pattern, itemKey)) return { id: kind.id, neutralPath: withoutTrailingSlash, section: kind.section, itemKey };
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
