import type { PublicationsFile, SiteConfig } from '../../schemas/types.generated.ts';
import { writeSiteFiles } from '../citations/write-citation-files.ts';
import { publicationFeeds } from './publication-feeds.ts';

/** Writes the Atom feeds of the built site (one per language). */
export async function writeFeeds(outDir: string, site: SiteConfig, publications: PublicationsFile, languages: readonly string[]): Promise<void> {
  const options = { siteUrl: site.siteUrl, ownerName: site.profile.name, languages, defaultLanguage: site.defaultLanguage, updatedAt: publications.updated_at };
  await writeSiteFiles(outDir, publicationFeeds(publications.items, options));
}
