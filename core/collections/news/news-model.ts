import type { InlineNode } from '../../markdown/inline-nodes.ts';
import type { CollectionModel } from '../collection-model.ts';

/** News (content/news.json): short dated items, newest first; the home page shows the newest few. */
export const newsModel = {
  id: 'news',
  file: { name: 'news.json', schemaId: 'news.schema.json' },
  section: 'news',
  inSiteFeed: true,
  pages: [{ id: 'news', neutralPath: '/news', titleKey: 'news.title', descriptionKey: 'news.metaDescription', inSearch: true }],
  stringKeys: /^news\.|^nav\.news$/,
} as const satisfies CollectionModel<'news'>;

/** How many items the home section shows. */
export const homeNewsCount = 5;

/** One news item in one language, its text parsed into inline nodes at build time. */
export interface NewsEntry {
  id: string;
  /** YYYY-MM-DD. */
  date: string;
  text: InlineNode[];
}

/** The data file of the news page (news.<lang>) and of the home section (news-home.<lang>). */
export interface NewsData {
  items: NewsEntry[];
  /** How many items there are in all (the home section shows at most homeNewsCount). */
  total: number;
}

export const newsDataKey = (language: string) => `news.${language}` as const;
export const homeNewsDataKey = (language: string) => `news-home.${language}` as const;

/** Newest first; items of the same day keep the file's order. */
export function newestFirst<T extends { date: string }>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => (a.item.date < b.item.date ? 1 : a.item.date > b.item.date ? -1 : a.index - b.index))
    .map(({ item }) => item);
}

/** Items (already newest first) grouped under their year, newest year first. */
export function byYear<T extends { date: string }>(items: readonly T[]): Array<{ year: string; items: T[] }> {
  const groups: Array<{ year: string; items: T[] }> = [];
  for (const item of items) {
    const year = item.date.slice(0, 4);
    const last = groups.at(-1);
    if (last?.year === year) last.items.push(item);
    else groups.push({ year, items: [item] });
  }
  return groups;
}
