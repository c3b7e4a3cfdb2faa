import type { SiteConfig } from '../../schemas/types.generated.ts';
import type { CollectionItemPages } from '../../core/collections/collection-model.ts';
import type { RelatedBlock, WorkLink } from '../../core/collections/related-to-works.ts';
import type { JsonDocument } from '../content/json-document.ts';
import type { LoadedContent } from '../content/loaded-content.ts';
import type { ImageUse } from '../images/build-images.ts';
import type { MarkdownParser, MarkdownRenderer } from '../markdown/remembered-markdown.ts';
import type { Problem } from '../shared/problems.ts';
import type { SiteFilesWriter } from '../shared/site-files.ts';

/** What the build tells a collection's data files of the rest of the content. */
export interface CollectionEdition {
  /** The build's "today", YYYY-MM-DD. */
  date: string;
  /** The works of publications.json by id: their pages and titles. */
  works?: ReadonlyMap<string, WorkLink>;
  /** How a Markdown body is rendered: remembering what was rendered before (remembered-markdown.ts), or not. */
  renderMarkdown?: MarkdownRenderer;
}

/** A Markdown file of a collection (content/posts/*.md, content/projects.md), as read. */
export interface MarkdownFile {
  /** Its path, as problems name it. */
  file: string;
  /** Its name in its folder. */
  name: string;
  text: string;
}

/** A file `portfolio dev` serves beside a collection's pages: a text and its media type, or a file to send as it is. */
export type DevFile = { text: string; contentType: string } | { file: string };

/** An entry of the site's Atom feed (cli/feed/site-feeds.ts): what happened, and the page that says it. */
export interface FeedEntry {
  /** Its page, language-neutral, with the anchor of the entry where it is one of a list ('/news/#id', '/posts/slug/'). */
  neutralPath: string;
  title: string;
  /** YYYY-MM-DD. */
  date: string;
  summary?: string;
}

/** Where the built site is being finished (cli/build/finish-output.ts), and the content it is built from. */
export interface BuiltOutput {
  /** Where its files go: a folder beside the site's, moved into it once the pages are written (cli/build/finish-output.ts). */
  outDir: string;
  contentDir: string;
  site: SiteConfig;
  /** Writes files made from named inputs into `outDir`, reusing the last build's when made from the same (cli/shared/site-files.ts). */
  writeFiles: SiteFilesWriter;
  /** Each work's RIS record by its key, made with its citations (cli/citations/citation-data.ts): for its downloads. */
  risRecords: Readonly<Record<string, string>>;
  /**
   * With the build cache: the hash of the content file each sourced data file (`sourcedDataFiles`) was made from,
   * by the data file's key. It names the data as its serialization would, for `writeFiles`' inputs, at no cost.
   */
  dataSources?: Readonly<Record<string, string>>;
}

/** A page that moved: its old language-neutral path and its new one, redirected in every site language. */
export interface MovedPage {
  from: string;
  to: string;
}

/**
 * The build part of a content collection (docs/collections.md): the rules its file must pass beyond its schema,
 * and the data files its pages read. Loading and the schema check are the same for every JSON collection
 * (cli/content/load-content.ts reads the file its model names, cli/content/validate-content.ts checks it); a
 * collection of Markdown files reads its own (`readMarkdown`).
 */
export interface CollectionBuild {
  /**
   * Rules a schema cannot say, on the file as read (they run whether or not it passed its schema); `loaded` is
   * the rest of the content as read, for rules across files (a talk's publication, a file it names). A
   * collection of several files (its model's `file.files`) has them run on each, `key` saying which.
   */
  rules?(document: JsonDocument, loaded: LoadedContent, key?: string): Problem[];
  /**
   * A Markdown collection's files (its model's `file.folder` or `file.perLanguage`), parsed and checked at once:
   * its value for the data files (undefined when they make no section), and every problem (file, line, column and
   * fix). Runs when the content is loaded, once site.json is read.
   */
  readMarkdown?(files: readonly MarkdownFile[], loaded: Pick<LoadedContent, 'directory' | 'documents'>, parse?: MarkdownParser): { value: unknown; problems: Problem[] };
  /**
   * The data files of its pages and home section, by key, from the file once every check passed. `edition.date`
   * is the build's "today" (YYYY-MM-DD, the day of the last publications import): never the clock;
   * `edition.works` the works by id, for the items that name some (its model's `workReferences`) to link to their
   * pages. Absent when its pages read its CV files only (`cvDataFiles`).
   */
  dataFiles?(value: unknown, languages: readonly string[], edition: CollectionEdition): Record<string, unknown> | Promise<Record<string, unknown>>;
  /**
   * Its pages per item and the languages each exists in, as `dataFiles` lists them (`<id>-pages`), without
   * rendering anything: what redirects.json's targets are checked against (cli/redirects/).
   */
  itemPages?(value: unknown, languages: readonly string[]): CollectionItemPages['pages'];
  /**
   * For a kind whose pages are indexed apart (its model's `searchIndexApart`): its items' keys in groups, each
   * indexed as an index of its own (core/site/search-indexes.ts), so that what a refresh changes is indexed again
   * apart from what it does not. Without it, one index holds them all.
   */
  searchIndexGroups?(value: unknown): string[][];
  /**
   * Its share of the CV's data files, by key (cli/cv/write-cvs.ts reads them, core/cv/cv-model.ts makes its
   * section): written with the others, so its pages may read them too. Its file's text is printed in the CV's
   * PDF font, so validation checks that the font can draw it (cli/content/rules/cv-rules.ts).
   */
  cvDataFiles?(value: unknown): Record<string, unknown>;
  /**
   * Its data files (by key, of `dataFiles`, `cvDataFiles` or the build's own) whose bytes are made from one content
   * file's alone (its path in the content folder), with the product: while that file's bytes are those of the last
   * build, the last output's are linked, not made and compared again (cli/build/cache/sourced-data-files.ts).
   */
  sourcedDataFiles?: Readonly<Record<string, string>>;
  /**
   * Its item data files (the keys that start with `prefix`) whose bytes are made from these content files alone (a
   * path ending in `/` or `*`: every file whose path starts with the rest), with the files of every kind that says
   * something of its items (`relatedToWorks`) and the product: linked from the last output while all of them are
   * unchanged, as `sourcedDataFiles`.
   */
  sourcedItemDataFiles?: { prefix: string; from: readonly string[] };
  /**
   * What its items say of works (a talk presents one; its model's `workReferences`, former keys already followed):
   * by work id, its block on that paper's page in each language (core/collections/related-to-works.ts).
   */
  relatedToWorks?(value: unknown, languages: readonly string[]): Map<string, Record<string, RelatedBlock>>;
  /**
   * Its entries in the site's Atom feed of one language (its model says `inSiteFeed`), read from its own data
   * files as `dataFiles` made them.
   */
  feedEntries?(data: Readonly<Record<string, unknown>>, language: string): FeedEntry[];
  /** The raster images its pages show (content/images/…), which the build makes responsive versions of. */
  imageUses?(value: unknown): ImageUse[];
  /**
   * Its files beside its pages (a work's citation files, the publications feed, the owner's manuscripts), written
   * into the built site from its data files once the pages are.
   */
  writeOutput?(data: Readonly<Record<string, unknown>>, output: BuiltOutput): Promise<void>;
  /**
   * `portfolio dev`, which writes no site: the file beside its pages at a site path (one `writeOutput` writes), as a
   * text made from its data files or as a file of the content folder; undefined when the path is none of its files.
   */
  devFile?(sitePath: string, data: Readonly<Record<string, unknown>>, contentDir: string): DevFile | undefined;
  /** Its pages that moved (a merged work's former keys), from its data files: the build redirects each. */
  movedPages?(data: Readonly<Record<string, unknown>>): MovedPage[];
}
