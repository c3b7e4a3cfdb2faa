import type { SectionId } from '../../schemas/types.generated.ts';

/**
 * The pure part of a content collection (docs/collections.md): what both the build and the site know about a
 * kind of content. core/collections/registry.ts lists them; the build part (cli/collections/registry.ts) and
 * the pages (site/app/collections.tsx) are keyed by the same ids, so the type checker asks for both.
 */
export interface CollectionModel<Id extends string = string> {
  id: Id;
  /** The content file that holds the collection; absent, the collection has no section, page, nav item or sitemap entry. */
  file: { name: string; schemaId: string };
  /**
   * The home section it shows (in site.json home.sections) and that says it is present (edition sections); its
   * header navigation item links to its first page, labelled by the interface string `nav.<section>`.
   */
  section: SectionId;
  /** Its pages, by language-neutral path; each exists in every site language (core/site/site-pages.ts). */
  pages: ReadonlyArray<{ id: string; neutralPath: string; titleKey: string; descriptionKey: string }>;
  /** Which interface strings are its own (a site without the collection need not translate them). */
  stringKeys: RegExp;
}
