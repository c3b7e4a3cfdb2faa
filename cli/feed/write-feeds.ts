import type { SiteConfig } from '../../schemas/types.generated.ts';
import type { SiteFilesWriter } from '../shared/site-files.ts';
import { collectionFeedEntries } from '../collections/registry.ts';
import { siteFeeds } from './site-feeds.ts';

/**
 * Writes the site's Atom feed of each language (news, posts and talks), from the data files (`data`, by key),
 * when the content has any: `feed` gives its title per language and its date.
 */
export async function writeSiteFeeds(
  writeFiles: SiteFilesWriter,
  site: SiteConfig,
  data: Readonly<Record<string, unknown>>,
  feed: { titles: Readonly<Record<string, string>>; updatedAt: string },
): Promise<void> {
  const options = { siteUrl: site.siteUrl, ownerName: site.profile.name, languages: site.languages, defaultLanguage: site.defaultLanguage, updatedAt: feed.updatedAt };
  const entries = Object.fromEntries(site.languages.map((language) => [language, collectionFeedEntries(data, language)]));
  const feeds = { ...options, titles: feed.titles };
  await writeFiles('site-feeds', [JSON.stringify([entries, feeds])], () => siteFeeds(entries, feeds));
}
