import type { Root } from 'hast';
import type { CollectionItemHead, CollectionModel } from '../collection-model.ts';

/**
 * An owner's own pages (content/pages/<slug>.md, <slug>.<lang>.md for a language other than the default one):
 * each at /<slug>/ in the languages it is written in, its Markdown rendered by the build as a post's is, in the
 * header when its front matter says `nav: true`. No home section, no page listing them.
 */
export const pagesModel = {
  id: 'pages',
  file: { folder: 'pages' },
  section: 'pages',
  hasHomeSection: () => false,
  // The header links to each page that asks for it (navLinks), not to a section.
  inNavigation: false,
  navLinks: { dataKey: (language: string) => `pages-nav.${language}` },
  pages: [],
  itemPages: [{ id: 'page', pattern: '/:key', dataKey: (language: string, key: string) => `pages-item.${language}.${key}`, inSearch: true, togglesToWrittenTwin: true }],
  stringKeys: /^pages\.|^nav\.pages$/,
} as const satisfies CollectionModel<'pages'>;

/** The data file of one page (pages-item.<lang>.<slug>). */
export interface OwnPageData {
  slug: string;
  title: string;
  /** The body rendered at build time (site/shared/markdown/markdown-body.tsx turns it into React elements). */
  body: Root;
  /** The other languages the page is written in, for its link to each. */
  twins: string[];
  head: CollectionItemHead;
}

/** What orders the pages in the header: `order` (pages without one after those with), then the title. */
export interface NavOrder {
  title: string;
  order?: number;
}

export function byNavOrder(a: NavOrder, b: NavOrder): number {
  const orderA = a.order ?? Number.POSITIVE_INFINITY;
  const orderB = b.order ?? Number.POSITIVE_INFINITY;
  return orderA !== orderB ? (orderA < orderB ? -1 : 1) : a.title.localeCompare(b.title);
}

export const ownPagePath = (slug: string) => `/${slug}`;
