import type { ImagesManifest } from '../../schemas/types.generated.ts';
import { publicationKey } from '../../core/collections/publications/publication-key.ts';
import type { PageCitations } from '../citations/citation-data.ts';
import type { Content } from '../content/validate-content.ts';
import {
  publicationPageFiles,
  publicationsHomeData,
  publicationsHomeFilterFiles,
  publicationsListAuthors,
  publicationsListData,
} from '../../core/collections/publications/publication-data.ts';
import { collectionItemPagesKey, type CollectionItemPages } from '../../core/collections/collection-model.ts';
import { collectionCvDataFiles, collectionDataFiles, collectionRelatedToWorks } from '../collections/registry.ts';
import { withoutSchemaKey } from '../content/without-schema-key.ts';
import { edition } from './edition.ts';
import type { MarkdownRenderer } from '../markdown/remembered-markdown.ts';

/**
 * Each paper page's BibTeX entry and APA 7 references in each site language (citation-js, at build time only;
 * loaded here so that the other commands do not load citation-js and citeproc at start).
 */
async function citations(content: Content): Promise<PageCitations> {
  const [{ toCsl }, { pageCitations }] = await Promise.all([import('../citations/csl.ts'), import('../citations/citation-data.ts')]);
  return pageCitations(content.publications.items.map(toCsl), content.languages);
}

/** The largest version of the photo in its own format (what search engines read best), else the source file. */
export function photoForSearchEngines(path: string | undefined, images: ImagesManifest): string | null {
  if (path === undefined) return null;
  return images[path]?.sources.original.at(-1)?.url ?? `/${path}`;
}

/** The CV's data files made for a content, once: the build keys the CVs by them and writes them (50 ms for 1,000 works). */
const madeCvDataFiles = new WeakMap<Content, Readonly<Record<string, unknown>>>();

/**
 * The data files the CV is made from (cli/cv/write-cvs.ts), the same as dataFiles writes: they need neither
 * the images nor the references, so the build can start the CVs before those. Read only.
 */
export function cvDataFiles(content: Content): Readonly<Record<string, unknown>> {
  let files = madeCvDataFiles.get(content);
  if (files === undefined) {
    const made: Record<string, unknown> = { site: withoutSchemaKey(content.site) };
    for (const language of content.languages) made[`strings.${language}`] = withoutSchemaKey(content.strings[language] ?? {});
    madeCvDataFiles.set(content, (files = Object.assign(made, collectionCvDataFiles(content.collections))));
  }
  return files;
}

/**
 * The data files the site reads, by key (each becomes /data/<key>.json: the prerender reads it, and an island
 * that renders it fetches it): one strings file per site language, a file per optional section only when the content
 * has that section, and the per-page views of the publications (core/collections/publications/publication-data.ts):
 * the home cards, one file per home category filter, the compact list and one file per work. `pageCitations`:
 * the works' citations when the caller computes them elsewhere (the build, in a child process:
 * cli/citations/page-citations-child.ts), else computed here. `renderMarkdown`: how the posts' and pages' bodies
 * are rendered (remembering earlier builds': cli/markdown/remembered-markdown.ts).
 */
export async function dataFiles(
  content: Content,
  images: ImagesManifest = {},
  pageCitations: Promise<PageCitations> | null = null,
  renderMarkdown?: MarkdownRenderer,
): Promise<Record<string, unknown>> {
  const files: Record<string, unknown> = {
    site: withoutSchemaKey(content.site),
    images,
    edition: edition({
      publicationsUpdatedAt: content.publications.updated_at,
      socialImageSize: content.socialImageSize,
      photo: photoForSearchEngines(content.site.profile.photo?.path, images),
      languages: content.languages.map((code) => ({ code, strings: content.strings[code] ?? {} })),
      sections: content.sections,
      homeSections: content.homeSections,
    }),
  };
  Object.assign(files, cvDataFiles(content));
  files.publications = withoutSchemaKey(content.publications);
  files['publications-home'] = publicationsHomeData(content.publications, content.site.publications?.featured);
  Object.assign(files, publicationsHomeFilterFiles(content.publications));
  const list = publicationsListData(content.publications);
  files['publications-list'] = list;
  files['publications-list-authors'] = publicationsListAuthors(content.publications);
  files[collectionItemPagesKey('publications')] = {
    pages: list.entries.map((entry) => ({ page: 'publication', key: entry.key, languages: content.languages })),
  } satisfies CollectionItemPages;
  const { references, bibtex } = await (pageCitations ?? citations(content));
  const pageFiles = publicationPageFiles(content.publications, references, content.manuscripts, bibtex);
  for (const [publicationId, related] of collectionRelatedToWorks(content.collections, content.languages)) {
    const page = pageFiles[`publication.${publicationKey({ id: publicationId })}`];
    if (page !== undefined) page.related = related;
  }
  Object.assign(files, pageFiles);
  // The build's "today" for the collections (a talk is upcoming or past): the day of the last publications
  // import, as written, so that two builds of the same content are the same.
  const works = new Map(content.publications.items.map((work) => [work.id, { neutralPath: `/publications/${publicationKey(work)}/`, title: work.title }]));
  Object.assign(files, await collectionDataFiles(content.collections, content.languages, { date: content.publications.updated_at.slice(0, 10), works, ...(renderMarkdown ? { renderMarkdown } : {}) }));
  return files;
}
