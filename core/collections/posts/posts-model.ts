import type { Root } from 'hast';
import type { CollectionItemHead, CollectionModel } from '../collection-model.ts';

/**
 * Posts (content/posts/<slug>.md, <slug>.<lang>.md for a language other than the default one): a blog whose
 * Markdown the build renders to a tree (math as MathML, code highlighted in both themes), so the pages are HTML
 * only. A post exists in the languages it is written in; the list of a language shows only those.
 */
export const postsModel = {
  id: 'posts',
  file: { folder: 'posts' },
  section: 'posts',
  inSiteFeed: true,
  pages: [{ id: 'posts', neutralPath: '/posts', titleKey: 'posts.title', descriptionKey: 'posts.metaDescription' }],
  itemPages: [
    { id: 'post', pattern: '/posts/:key', dataKey: (language: string, key: string) => `posts-item.${language}.${key}`, inSearch: true },
    { id: 'postTag', pattern: '/posts/tags/:key', dataKey: (language: string, key: string) => `posts-tag.${language}.${key}` },
  ],
  stringKeys: /^posts\.|^nav\.posts$/,
} as const satisfies CollectionModel<'posts'>;

/** How many posts the home section shows: its HTML does not grow with the blog. */
export const homePostsCount = 3;
/** Words read in a minute, for the reading time shown beside each post. */
const wordsPerMinute = 200;

/** A post in a list: what /posts/, a tag page and the home section show. */
export interface PostSummary {
  slug: string;
  /** YYYY-MM-DD. */
  date: string;
  title: string;
  summary: string;
  tags: string[];
  readingMinutes: number;
}

export interface PostLink {
  slug: string;
  title: string;
}

/** The data file of one post's page (posts-item.<lang>.<slug>). */
export interface PostPageData extends PostSummary {
  /** The body rendered at build time (site/features/posts/post-body.tsx turns it into React elements). */
  body: Root;
  /** An image under content/images/ (images/…), for link previews. */
  image?: string;
  /** The other languages the post is written in, for its link to each. */
  twins: string[];
  /** The older and the newer post of the same language. */
  previous?: PostLink;
  next?: PostLink;
  head: CollectionItemHead;
}

/** The data file of /posts/ and of a tag page (posts.<lang>, posts-tag.<lang>.<tag>), and of the home section. */
export interface PostsListData {
  posts: PostSummary[];
  /** Every tag of the language's posts, with how many posts have it, most used first. */
  tags: Array<{ tag: string; count: number }>;
  total: number;
  /** On a tag page: its tag, and what its head says. */
  tag?: string;
  head?: CollectionItemHead;
}

export const postsDataKey = (language: string) => `posts.${language}` as const;
export const homePostsDataKey = (language: string) => `posts-home.${language}` as const;

/** Newest first; posts of the same day by slug, so that two builds give the same order. */
export function newestFirst<T extends { date: string; slug: string }>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => (a.date !== b.date ? (a.date < b.date ? 1 : -1) : a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
}

/** Minutes to read a text of this many words, at least one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / wordsPerMinute));
}

/** A tag as it appears in a URL: lower case, letters and digits joined by hyphens ("Machine learning" → machine-learning). */
export function tagSlug(tag: string): string {
  return tag
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export const postPath = (slug: string) => `/posts/${slug}`;
export const tagPath = (tag: string) => `/posts/tags/${tagSlug(tag)}`;
