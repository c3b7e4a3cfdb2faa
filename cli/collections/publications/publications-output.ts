import { cp, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { PublicationsFile } from '../../../schemas/types.generated.ts';
import type { PublicationPageData } from '../../../core/collections/publications/publication-data.ts';
import { publicationKey, publicationRedirects } from '../../../core/collections/publications/publication-key.ts';
import type { BuiltOutput, DevFile, MovedPage } from '../collection-build.ts';
import { manuscriptFile } from './manuscripts.ts';

/**
 * The publications' files beside their pages: each work's BibTeX, RIS and CSL-JSON, the publications feed of each
 * language, and the owner's manuscripts where their paper's page links to them (copied after the service worker
 * was generated, whose glob takes no PDF: never precached). The BibTeX entries and RIS records come made (with
 * the pages' citations, kept per work by the build cache); the feed package is loaded only when the feeds are
 * made: not at the other commands' start, nor when the last build's are reused.
 */
export async function writePublicationsOutput(data: Readonly<Record<string, unknown>>, { outDir, contentDir, site, writeFiles, risRecords, dataSources }: BuiltOutput): Promise<void> {
  const publications = data.publications as PublicationsFile;
  const pages = publications.items.map((publication) => [publicationKey(publication), data[`publication.${publicationKey(publication)}`] as PublicationPageData | undefined] as const);
  const bibtexEntries = Object.fromEntries(pages.flatMap(([key, page]) => (page?.bibtex === undefined ? [] : [[key, page.bibtex]])));
  // The works, named by publications.json's hash when the build has it (their 10 MB of JSON serialized and hashed
  // took 0.1 s of a post's edit); their BibTeX entries and RIS records are made from them and the site's languages
  // (the citations' cache key) by this product alone.
  const source = dataSources?.publications;
  const works = source === undefined ? JSON.stringify(publications.items) : `publications.json ${source}`;
  const citationInputs = source === undefined ? [works, JSON.stringify(bibtexEntries)] : [works, site.languages.join(',')];
  await writeFiles('publications-citations', citationInputs, async () => {
    const [{ citationFiles }, { toCsl }] = await Promise.all([import('../../citations/citation-files.ts'), import('../../citations/csl.ts')]);
    return citationFiles(publications.items.map(toCsl), bibtexEntries, risRecords);
  });
  const { siteUrl, languages, defaultLanguage } = site;
  const feed = { siteUrl, ownerName: site.profile.name, languages, defaultLanguage, updatedAt: publications.updated_at };
  await writeFiles('publications-feeds', [works, JSON.stringify(feed)], async () => (await import('./publication-feeds.ts')).publicationFeeds(publications.items, feed));
  for (const publication of publications.items) {
    const manuscript = (data[`publication.${publicationKey(publication)}`] as PublicationPageData | undefined)?.manuscript;
    if (manuscript === undefined) continue;
    await mkdir(dirname(join(outDir, manuscript)), { recursive: true });
    await cp(manuscriptFile(contentDir, publication), join(outDir, manuscript));
  }
}

/** A merged work's former keys: their pages moved to the work's. */
export function movedPublicationPages(data: Readonly<Record<string, unknown>>): MovedPage[] {
  const publications = data.publications as PublicationsFile;
  return [...publicationRedirects(publications.items)].map(([former, key]) => ({ from: `/publications/${former}`, to: `/publications/${key}` }));
}

/**
 * `portfolio dev`: a paper's `.bib` (its text is in the paper's data file already, which a card's Cite copies) and
 * the owner's manuscript of it, from content/papers/ (a merged work's may still carry a former key's name).
 */
export function publicationDevFile(sitePath: string, data: Readonly<Record<string, unknown>>, contentDir: string): DevFile | undefined {
  const [, key, extension] = /^\/publications\/([a-z0-9-]+)\/\1\.(bib|pdf)$/.exec(sitePath) ?? [];
  const page = key === undefined ? undefined : (data[`publication.${key}`] as PublicationPageData | undefined);
  if (page === undefined) return undefined;
  if (extension === 'bib') return page.bibtex === undefined ? undefined : { text: page.bibtex, contentType: 'application/x-bibtex; charset=utf-8' };
  if (page.manuscript === undefined) return undefined;
  const publication = (data.publications as PublicationsFile).items.find((work) => publicationKey(work) === key);
  return publication === undefined ? undefined : { file: manuscriptFile(contentDir, publication) };
}
