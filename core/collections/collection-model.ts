import type { SectionId } from '../../schemas/types.generated.ts';
import type { CvContext, CvSection } from '../cv/cv-section.ts';

/**
 * The pure part of a content collection (docs/collections.md): what both the build and the site know about a
 * kind of content. core/collections/registry.ts lists them; the build part (cli/collections/registry.ts) and
 * the pages (site/app/collections.tsx) are keyed by the same ids, so the type checker asks for both.
 */
export interface CollectionModel<Id extends string = string> {
  id: Id;
  /**
   * The content file that holds the collection (JSON, checked against its schema), the folder of Markdown
   * files (posts), or one Markdown file per language (`perLanguage: 'projects'`: projects.md for English,
   * projects.<lang>.md for the others, markdownFileName), or several JSON files, each optional, checked against
   * its own schema (`files`: recognition's awards.json, grants.json, service.json; its value is an object of
   * those the content has, by `key`); absent, the collection has no section, page, nav item or sitemap entry.
   * A file with `ifMissing` is required: without it the content is invalid, and `ifMissing` says the fix
   * (publications.json, which every site has).
   */
  file:
    | { name: string; schemaId: string }
    | { folder: string }
    | { perLanguage: string }
    | { files: ReadonlyArray<{ key: string; name: string; schemaId: string; ifMissing?: string }> };
  /**
   * The home section it shows (in site.json home.sections) and that says it is present (edition sections); its
   * header navigation item links to its first page (or to the section), labelled by the string `nav.<section>`.
   */
  section: SectionId;
  /**
   * Whether its value makes a home section; always when absent (recognition: not for service alone, which is a
   * part of the CV only).
   */
  hasHomeSection?(value: never): boolean;
  /** False: no header navigation item (recognition, whose section has no `nav.<section>` string). */
  inNavigation?: boolean;
  /**
   * Its pages, by language-neutral path; each exists in every site language (core/site/site-pages.ts). None
   * when its home section is all it shows (experience): its navigation item then links to that section.
   */
  pages: ReadonlyArray<{
    id: string;
    neutralPath: string;
    titleKey: string;
    descriptionKey: string;
    structuredData?: PageStructuredData;
    /** Whether the site search indexes the page (docs/search.md): a list whose items have no page of their own. */
    inSearch?: boolean;
    /** Gzip bytes of JavaScript the page may load before any interaction (the audit's budget); 10 kB when absent. */
    scriptBudget?: number;
  }>;
  /**
   * Its pages per item (a post, a tag), by pattern with one `:key`: which keys exist in which language is data
   * the build writes (`<id>-pages`, CollectionItemPages); each page reads its own data file, `dataKey`, whose
   * `head` says its title, description and structured data.
   */
  itemPages?: ReadonlyArray<{
    id: string;
    /**
     * `/posts/:key`; `/:key` for pages at the site's root (an owner's): those are few, so they are precached like
     * the fixed pages, and their keys may not be a product page's (core/site/site-pages.ts, productPathSegments).
     */
    pattern: string;
    dataKey: (language: string, key: string) => string;
    inSearch?: boolean;
    /**
     * The search indexes its pages apart from the rest of the site, an index the browser merges with the site's
     * (core/site/search-indexes.ts): a kind counted in thousands, which a refresh changes apart from what the owner
     * writes, so that an edit elsewhere does not index them again. Its pattern is `/<folder>/:key`.
     */
    searchIndexApart?: boolean;
    /**
     * Each item exists in every site language (a paper): the language toggle goes to the same item in the other
     * language, not to the list (a post may not be written in it).
     */
    inEveryLanguage?: boolean;
    /**
     * The language toggle goes to the same item in a language it is written in (its head's `languages`), else to
     * that language's home page: a kind with no list page (an owner's pages).
     */
    togglesToWrittenTwin?: boolean;
  }>;
  /**
   * Links the header shows after the product's items (an owner's pages with `nav: true`), in a data file per
   * language that its build part writes (`NavLinks`).
   */
  navLinks?: { dataKey: (language: string) => string };
  /**
   * Its navigation item scrolls to its home section even though it has pages (projects: the section shows the
   * featured ones and links to the page of all).
   */
  navigatesToSection?: boolean;
  /**
   * A link the hero offers to its home section, labelled by one of its strings: a button among the hero's
   * (experience: "View My Work") or the scroll arrow (skills). Each goes to the first section of the home page,
   * in its order, whose kind offers it (core/site/hero-links.ts).
   */
  heroLink?: { as: HeroLinkPlace; labelKey: string };
  /**
   * The field of its JSON file's items that names works of publications.json by id (one id, or a list): each is
   * checked, followed through merged works and rewritten by fetch-publications like every other reference to a
   * publication (cli/publications/references/); `itemNoun` names the item in messages ("the talk's publication").
   */
  workReferences?: { field: string; itemNoun: string };
  /** Whether its items are entries of the site's Atom feed (its build part gives them: `feedEntries`). */
  inSiteFeed?: boolean;
  /**
   * Keys of data files no page fetches in the browser: those it writes for other programs (publications: the full
   * works) and its share of the CV's data, which the CV page is prerendered from and never hydrated with (the CV page
   * itself is cached when visited). The service worker leaves them out of the precache
   * (cli/build/vite/pwa-build-options.ts): the CV's works of 1,000 works were 5.8 MB of it.
   */
  dataNoPageReads?: readonly string[];
  /** Which interface strings are its own (a site without the collection need not translate them). */
  stringKeys: RegExp;
}

/** Where in the hero a link to a home section is: a button, or the arrow that scrolls down. */
export type HeroLinkPlace = 'button' | 'arrow';

/**
 * A collection's sections of the CV (page and PDF), beside its model in its folder (`<id>-cv.ts`): the data file
 * they are made from, `dataKey` (its build part's `cvDataFiles` writes it; the CV page reads it when the site has
 * the collection), and each section by id (its heading's anchor, `cv-<id>`), a pure function of that file.
 * core/collections/cv-sections.ts lists them and places them in the CV.
 */
export interface CollectionCv<Id extends string = string> {
  dataKey: Id | `${Id}-${string}`;
  sections: Readonly<Record<string, (data: never, cv: CvContext) => CvSection>>;
}

/** Whether every site has the collection: one of its files is required (publications.json). */
export function isRequiredCollection(file: CollectionModel['file']): boolean {
  return 'files' in file && file.files.some((each) => each.ifMissing !== undefined);
}

/** The name of a collection's Markdown file of one language (`file.perLanguage`): English's has no language. */
export function markdownFileName(base: string, language: string): string {
  return language === 'en' ? `${base}.md` : `${base}.${language}.md`;
}

/** The language of a collection's Markdown file per language, by its name; undefined for any other name. */
export function languageOfMarkdownFile(base: string, name: string): string | undefined {
  if (name === `${base}.md`) return 'en';
  const language = new RegExp(`^${base}\\.([a-z]{2})\\.md$`).exec(name)?.[1];
  return language === 'en' ? undefined : language;
}

/** The pages per item a collection has (data file `<id>-pages`): each item page's key and its languages. */
export interface CollectionItemPages {
  pages: Array<{ page: string; key: string; languages: string[] }>;
}

export const collectionItemPagesKey = (id: string) => `${id}-pages` as const;

/** A data file of header links (a collection's `navLinks`): each page's language-neutral path and its label, in order. */
export interface NavLinks {
  links: Array<{ neutralPath: string; label: string }>;
}

/** What the head of an item page says (core/site/page-urls.ts gives its URLs). */
export interface CollectionItemHead {
  /** As written (a post's title), or an interface string with its values (`{name}` is the owner's). */
  title: string | LocalizedText;
  description: string | LocalizedText;
  /** The languages the item exists in: its alternate links name only these. */
  languages: string[];
  /** Open Graph type (`article` for a post). */
  ogType: 'article' | 'website';
  /** An image under the site (images/…) for link previews. */
  image?: { path: string; alt: string };
  /** Its schema.org node (a BlogPosting), without `url`, which the head adds. */
  structuredData?: Record<string, unknown>;
}

/**
 * An item page's head made when the page renders, from the item's data file (a paper's: Google Scholar's tags and
 * its ScholarlyArticle), where a `CollectionItemHead` in that file would repeat what it already holds
 * (core/collections/item-heads.ts lists them).
 */
export interface HeadFromData {
  title: string;
  description: string;
  /** Open Graph type (`article` for a paper). */
  ogType: 'article' | 'website';
  /** Its own meta tags, after the page's (a paper's citation_*). */
  meta: ReadonlyArray<{ name: string; content: string }>;
  /** Its schema.org nodes, after the owner's. */
  nodes: ReadonlyArray<Record<string, unknown>>;
}

/** Makes an item page's head from its data file; `url` is the page's canonical URL. */
export type ItemHeadFromData = (data: never, page: { url: string; absoluteUrl: (sitePath: string) => string }) => HeadFromData;

/** An interface string of the page's language, by key, with the values of its placeholders. */
interface LocalizedText {
  key: string;
  values: Record<string, string>;
}

/**
 * The schema.org nodes a collection's page describes beside the owner (the talks page: its talks as Events),
 * made from the page's data file `dataKey` by the pure `nodes`.
 */
export interface PageStructuredData {
  dataKey(language: string): string;
  nodes(data: never, page: { url: string; ownerId: string }): Array<Record<string, unknown>>;
}
