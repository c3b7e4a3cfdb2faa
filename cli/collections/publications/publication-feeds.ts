import { Feed } from 'feed';
import type { Publication } from '../../../schemas/types.generated.ts';
import { publicationKey } from '../../../core/collections/publications/publication-key.ts';
import { feedSize } from '../../feed/site-feeds.ts';
import { sortNewestFirst } from '../../publications/sort.ts';

export interface PublicationFeedOptions {
  /** e.g. https://elodie-marchand.example.org (a trailing slash is dropped) */
  siteUrl: string;
  ownerName: string;
  languages: readonly string[];
  defaultLanguage: string;
  /** publications.json `updated_at`: the feed's date, so two builds of the same content are identical. */
  updatedAt: string;
  /** The feed's title per language; defaults to "<owner>: Publications". */
  titles?: Readonly<Record<string, string>>;
}

/** Where a language's feed lives: `/publications/feed.xml` for the default language, `/<lang>/publications/feed.xml` else. */
export function feedPath(language: string, defaultLanguage: string): string {
  return `${language === defaultLanguage ? '' : `${language}/`}publications/feed.xml`;
}

function pageUrl(siteUrl: string, language: string, defaultLanguage: string, neutralPath: string): string {
  return `${siteUrl}${language === defaultLanguage ? '' : `/${language}`}${neutralPath}`;
}

/** The feed package writes titles and summaries as `type="html"`: text is escaped so it is shown as written. */
function asHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The date an entry is filed under: its publication date, else 1 January of its year, else the import's date. */
function entryDate(publication: Publication, updatedAt: string): Date {
  if (publication.date != null) return new Date(`${publication.date}T00:00:00Z`);
  if (publication.year !== null) return new Date(Date.UTC(publication.year, 0, 1));
  return new Date(updatedAt);
}

/**
 * An Atom feed of the newest 50 publications per site language, each entry linking the paper's page in that
 * language. Returns site-relative path → XML. Pure and deterministic (no "now").
 */
export function publicationFeeds(publications: readonly Publication[], options: PublicationFeedOptions): Record<string, string> {
  const siteUrl = options.siteUrl.replace(/\/+$/, '');
  const updated = new Date(options.updatedAt);
  const newest = sortNewestFirst(publications).slice(0, feedSize);
  const files: Record<string, string> = {};
  for (const language of options.languages) {
    const path = feedPath(language, options.defaultLanguage);
    const listUrl = pageUrl(siteUrl, language, options.defaultLanguage, '/publications/');
    const feed = new Feed({
      id: listUrl,
      link: listUrl,
      title: options.titles?.[language] ?? `${options.ownerName}: Publications`,
      language,
      updated,
      copyright: options.ownerName,
      author: { name: options.ownerName, link: pageUrl(siteUrl, language, options.defaultLanguage, '/') },
      feedLinks: { atom: `${siteUrl}/${path}` },
      generator: 'researcher-portfolio',
    });
    for (const publication of newest) {
      const link = pageUrl(siteUrl, language, options.defaultLanguage, `/publications/${publicationKey(publication)}/`);
      feed.addItem({
        id: link,
        link,
        title: asHtml(publication.title),
        date: entryDate(publication, options.updatedAt),
        description: publication.abstractTeaser === '' ? undefined : asHtml(publication.abstractTeaser),
        author: publication.authors.map((author) => ({ name: author.name })),
        category: publication.keywords.map((keyword) => ({ name: keyword, term: keyword })),
      });
    }
    files[path] = feed.atom1();
  }
  return files;
}
