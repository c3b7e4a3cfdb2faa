import type { SectionId } from '../schemas/types.generated.ts';
import type { CollectionItemPages } from '../core/collections/collection-model.ts';
import { directoryPath, pagesFor, type IndexablePage } from '../core/site/site-pages.ts';
import { languagePrefix, type Language } from '../core/i18n/languages.ts';

export type FormFactor = 'mobile' | 'desktop';
export type Theme = 'light' | 'dark';

export const formFactors: readonly FormFactor[] = ['mobile', 'desktop'];
export const themes: readonly Theme[] = ['light', 'dark'];

/** Browser windows of the axe pass: a small phone (where the mobile menu is opened) and Lighthouse's desktop. */
export const viewports: Record<FormFactor, { width: number; height: number }> = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1350, height: 940 },
};

export type PageKind =
  | 'home'
  | 'projects'
  | 'publications'
  | 'paper'
  | 'cv'
  | 'news'
  | 'talks'
  | 'teaching'
  | 'software'
  | 'posts'
  | 'post'
  | 'postTag'
  | 'ownPage'
  | 'search'
  | 'notFound';

/** A record, so a page the site gains (site-pages.ts) does not compile until the audit gives it a kind. */
const kindOfSitePage: Record<IndexablePage, PageKind> = {
  home: 'home',
  projects: 'projects',
  publications: 'publications',
  publication: 'paper',
  cv: 'cv',
  news: 'news',
  talks: 'talks',
  teaching: 'teaching',
  software: 'software',
  posts: 'posts',
  post: 'post',
  postTag: 'postTag',
  page: 'ownPage',
  search: 'search',
};

const itemKey = /^[a-z0-9][a-z0-9-]*$/;

export interface AuditedPage {
  /** Short name used in the table and the summaries. */
  label: string;
  /** File-name-safe and unique among the audited pages: report and twin file names ("fr-projects", "paper-w123"). */
  slug: string;
  kind: PageKind;
  language: Language;
  /** Where a visitor (and axe) opens the page. */
  path: string;
  /**
   * Where Lighthouse opens it. Lighthouse refuses to audit a document answered with status 404, so the 404
   * page is audited at the file every unknown path is answered with.
   */
  lighthousePath: string;
}

/** What the audit needs to know of a built site to choose its pages, read from the build by built-site.ts. */
export interface BuiltSite {
  /** The site's language codes in site order (data/edition.json). */
  languages: readonly Language[];
  /** The language served at the root (the built index.html's lang); every other one lives under /<code>/. */
  defaultLanguage: Language;
  /** The sections the content has (data/edition.json): without 'projects' or 'publications' that page does not exist. */
  sections: readonly SectionId[];
  /**
   * The first item of each kind of item page the site has (a paper, a post, a tag: data files `<id>-pages`), with
   * the languages it exists in: every page of a kind is built from the same template.
   */
  firstItems: CollectionItemPages['pages'];
  /** The languages whose CV page was built (<prefix>/cv/index.html). */
  languagesWithCv: readonly Language[];
}

/**
 * Every kind of page the site has, in every language, the default language first: home, the collections' pages,
 * CV, search, one page of each kind of item page (the first paper's, post's and tag's: every page of a kind is
 * built from the same template) in the languages it exists in, and the 404 page.
 */
export function auditedPages(site: BuiltSite): AuditedPage[] {
  if (!site.languages.includes(site.defaultLanguage)) {
    throw new Error(`the default language "${site.defaultLanguage}" is not one of the site's languages (${site.languages.join(', ')})`);
  }
  // The key names a report file and a twin page: it must stay file-name-safe.
  for (const item of site.firstItems) {
    if (!itemKey.test(item.key)) throw new Error(`"${item.key}" is not the key of a ${item.page} page (lower-case letters, digits and hyphens)`);
  }
  const otherLanguages = site.languages.filter((language) => language !== site.defaultLanguage);
  return [site.defaultLanguage, ...otherLanguages].flatMap((language) => pagesIn(language, site));
}

/** "home", "projects", "paper-w123", "post-dunes" in the default language; "fr", "fr-projects", "fr-paper-w123" in another. */
function slugOf(kind: PageKind, prefixedLanguage: Language | null, key: string | undefined): string {
  const name = key === undefined ? kind : `${kind}-${key}`;
  if (prefixedLanguage === null) return name;
  return kind === 'home' ? prefixedLanguage : `${prefixedLanguage}-${name}`;
}

function pagesIn(language: Language, site: BuiltSite): AuditedPage[] {
  const prefix = languagePrefix(language, site.defaultLanguage);
  const contentPages = pagesFor(site.sections, site.firstItems)
    .filter((page) => page.id !== 'cv' || site.languagesWithCv.includes(language))
    .filter((page) => page.languages === undefined || page.languages.includes(language))
    .map((page): AuditedPage => {
      const kind = kindOfSitePage[page.id];
      const path = directoryPath(language, page.neutralPath, site.defaultLanguage);
      const slug = slugOf(kind, prefix === '' ? null : language, page.itemKey);
      return { label: path, slug, kind, language, path, lighthousePath: path };
    });
  const notFound: AuditedPage = {
    label: `404 (${language})`,
    slug: `404-${language}`,
    kind: 'notFound',
    language,
    path: `${prefix}/page-that-does-not-exist/`,
    lighthousePath: `${prefix}/404.html`,
  };
  return [...contentPages, notFound];
}

/** The pages named by `--pages` (their slugs), in site order; a name that is no page's is an error listing them. */
export function selectPages(pages: readonly AuditedPage[], slugs: readonly string[] | null): AuditedPage[] {
  if (slugs === null) return [...pages];
  const unknown = slugs.filter((slug) => !pages.some((page) => page.slug === slug));
  if (unknown.length > 0) {
    throw new Error(`--pages: no page is called ${unknown.map((slug) => `"${slug}"`).join(', ')}; the pages are ${pages.map((page) => page.slug).join(', ')}`);
  }
  return pages.filter((page) => slugs.includes(page.slug));
}
