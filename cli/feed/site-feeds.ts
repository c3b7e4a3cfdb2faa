import { Feed } from 'feed';
import type { FeedEntry } from '../collections/collection-build.ts';

/** Entries in one feed, the newest: the site's and a collection's own (the publications'). */
export const feedSize = 50;

export interface SiteFeedOptions {
  /** e.g. https://elodie-marchand.example.org (a trailing slash is dropped) */
  siteUrl: string;
  ownerName: string;
  defaultLanguage: string;
  /** publications.json `updated_at`: the feed's date, so two builds of the same content are identical. */
  updatedAt: string;
  /** The feed's title per language (the interface string `feed.siteTitle`). */
  titles: Readonly<Record<string, string>>;
}

/** Where a language's site feed lives: `/feed.xml` for the default language, `/<lang>/feed.xml` else. */
export function siteFeedPath(language: string, defaultLanguage: string): string {
  return `${language === defaultLanguage ? '' : `${language}/`}feed.xml`;
}

function pageUrl(siteUrl: string, language: string, defaultLanguage: string, neutralPath: string): string {
  return `${siteUrl}${language === defaultLanguage ? '' : `/${language}`}${neutralPath}`;
}

/** The feed package writes titles and summaries as `type="html"`: text is escaped so it is shown as written. */
function asHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Newest first; a day's entries in a stable order (their page, then their title). */
function newestFirst(entries: readonly FeedEntry[]): FeedEntry[] {
  return [...entries].sort(
    (a, b) => b.date.localeCompare(a.date) || a.neutralPath.localeCompare(b.neutralPath) || a.title.localeCompare(b.title),
  );
}

/**
 * The site's Atom feed per language: the newest 50 of its news, posts and talks (cli/collections: each
 * collection's `feedEntries`), each linking its page in that language. Returns site-relative path → XML;
 * nothing when no language has an entry. Pure and deterministic (no "now").
 */
export function siteFeeds(entriesByLanguage: Readonly<Record<string, readonly FeedEntry[]>>, options: SiteFeedOptions): Record<string, string> {
  const languages = Object.keys(entriesByLanguage);
  if (languages.every((language) => (entriesByLanguage[language] ?? []).length === 0)) return {};
  const siteUrl = options.siteUrl.replace(/\/+$/, '');
  const files: Record<string, string> = {};
  for (const language of languages) {
    const path = siteFeedPath(language, options.defaultLanguage);
    const home = pageUrl(siteUrl, language, options.defaultLanguage, '/');
    const feed = new Feed({
      id: `${siteUrl}/${path}`,
      link: home,
      title: options.titles[language] ?? options.ownerName,
      language,
      updated: new Date(options.updatedAt),
      copyright: options.ownerName,
      author: { name: options.ownerName, link: home },
      feedLinks: { atom: `${siteUrl}/${path}` },
      generator: 'researcher-portfolio',
    });
    for (const entry of newestFirst(entriesByLanguage[language] ?? []).slice(0, feedSize)) {
      const link = pageUrl(siteUrl, language, options.defaultLanguage, entry.neutralPath);
      feed.addItem({
        id: link,
        link,
        title: asHtml(entry.title),
        date: new Date(`${entry.date}T00:00:00Z`),
        description: entry.summary === undefined ? undefined : asHtml(entry.summary),
      });
    }
    files[path] = feed.atom1();
  }
  return files;
}
