import type { PublicationsFile, SiteConfig } from '../../schemas/types.generated.ts';
import { writeSiteFiles } from '../citations/write-citation-files.ts';
import { collectionFeedEntries } from '../collections/registry.ts';
import { publicationFeeds } from './publication-feeds.ts';
import { siteFeeds } from './site-feeds.ts';

/**
 * Writes the Atom feeds of the built site, one of each per language: the publications', and the site's (news,
 * posts and talks) from the data files (`data`, by key) when the content has any. `titles` are the site
 * feed's, per language.
 */
export async function writeFeeds(
  outDir: string,
  site: SiteConfig,
  publications: PublicationsFile,
  data: Readonly<Record<string, unknown>>,
  titles: Readonly<Record<string, string>>,
): Promise<void> {
  const options = { siteUrl: site.siteUrl, ownerName: site.profile.name, languages: site.languages, defaultLanguage: site.defaultLanguage, updatedAt: publications.updated_at };
  await writeSiteFiles(outDir, publicationFeeds(publications.items, options));
  const entries = Object.fromEntries(site.languages.map((language) => [language, collectionFeedEntries(data, language)]));
  await writeSiteFiles(outDir, siteFeeds(entries, { ...options, titles }));
}
