import { collectionItemPagesKey, type CollectionItemPages } from '../../../core/collections/collection-model.ts';
import {
  homePostsCount,
  homePostsDataKey,
  newestFirst,
  postsDataKey,
  postsModel,
  tagSlug,
  type PostPageData,
  type PostsListData,
  type PostSummary,
} from '../../../core/collections/posts/posts-model.ts';
import type { CollectionBuild } from '../collection-build.ts';
import type { ParsedPost } from './parse-post.ts';
import { readPosts } from './read-posts.ts';
import { renderMarkdownBody } from '../../markdown/render-markdown.ts';
import { renderedBodies, type MarkdownRenderer } from '../../markdown/remembered-markdown.ts';

const [postPage, tagPage] = postsModel.itemPages;

function summaryOf(post: ParsedPost): PostSummary {
  return { slug: post.slug, date: post.date, title: post.title, summary: post.summary, tags: post.tags, readingMinutes: post.readingMinutes };
}

/** Each tag of these posts under its URL key, spelt as it was first written, with its posts (newest first). */
function tagsOf(posts: readonly PostSummary[]): Map<string, { tag: string; posts: PostSummary[] }> {
  const tags = new Map<string, { tag: string; posts: PostSummary[] }>();
  for (const post of posts) {
    for (const tag of post.tags) {
      const key = tagSlug(tag);
      const entry = tags.get(key) ?? { tag, posts: [] };
      if (!entry.posts.includes(post)) entry.posts.push(post);
      tags.set(key, entry);
    }
  }
  return tags;
}

function tagCounts(tags: Map<string, { tag: string; posts: PostSummary[] }>): PostsListData['tags'] {
  return [...tags.values()]
    .map(({ tag, posts }) => ({ tag, count: posts.length }))
    .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag));
}

/** Which post and tag pages exist in which language: a post's in the languages it is written in, a tag's where a post has it. */
function postItemPages(posts: readonly ParsedPost[], languages: readonly string[]): CollectionItemPages['pages'] {
  const pages: CollectionItemPages['pages'] = [];
  const languagesOf = (key: string, has: (post: ParsedPost) => boolean) => ({
    key,
    languages: languages.filter((language) => posts.some((post) => post.language === language && has(post))),
  });
  for (const slug of new Set(posts.map((post) => post.slug))) pages.push({ page: postPage.id, ...languagesOf(slug, (post) => post.slug === slug) });
  const allTags = new Set(posts.flatMap((post) => post.tags.map(tagSlug)));
  for (const key of allTags) pages.push({ page: tagPage.id, ...languagesOf(key, (post) => post.tags.some((tag) => tagSlug(tag) === key)) });
  return pages;
}

/**
 * Each language's posts, newest first: the list (posts.<lang>), the home section's newest few (posts-home.<lang>),
 * one file per post (posts-item.<lang>.<slug>, its body rendered) and per tag (posts-tag.<lang>.<tag>), and which
 * of those pages exist in which language (posts-pages). A post written in one language is in that language only.
 */
export async function postsDataFiles(posts: readonly ParsedPost[], languages: readonly string[], renderMarkdown: MarkdownRenderer = renderMarkdownBody): Promise<Record<string, unknown>> {
  const files: Record<string, unknown> = {};
  const pages = postItemPages(posts, languages);
  const bodyOf = await renderedBodies(posts, renderMarkdown);

  for (const language of languages) {
    const own = newestFirst(posts.filter((post) => post.language === language));
    const summaries = own.map(summaryOf);
    const tags = tagsOf(summaries);
    files[postsDataKey(language)] = { posts: summaries, tags: tagCounts(tags), total: own.length } satisfies PostsListData;
    files[homePostsDataKey(language)] = { posts: summaries.slice(0, homePostsCount), tags: [], total: own.length } satisfies PostsListData;
    for (const [key, { tag, posts: tagged }] of tags) {
      files[tagPage.dataKey(language, key)] = {
        posts: tagged,
        tags: tagCounts(tags),
        total: tagged.length,
        tag,
        head: {
          title: { key: 'posts.tagTitle', values: { tag } },
          description: { key: 'posts.tagMetaDescription', values: { tag } },
          languages: languages.filter((code) => posts.some((post) => post.language === code && post.tags.some((other) => tagSlug(other) === key))),
          ogType: 'website',
        },
      } satisfies PostsListData;
    }
    own.forEach((post, index) => {
      const twins = languages.filter((other) => other !== language && posts.some((candidate) => candidate.slug === post.slug && candidate.language === other));
      const newer = own[index - 1];
      const older = own[index + 1];
      files[postPage.dataKey(language, post.slug)] = {
        ...summaryOf(post),
        body: bodyOf(post),
        ...(post.image === undefined ? {} : { image: post.image }),
        twins,
        ...(older === undefined ? {} : { previous: { slug: older.slug, title: older.title } }),
        ...(newer === undefined ? {} : { next: { slug: newer.slug, title: newer.title } }),
        head: {
          title: post.title,
          description: post.summary,
          languages: languages.filter((code) => code === language || twins.includes(code)),
          ogType: 'article',
          ...(post.image === undefined ? {} : { image: { path: post.image, alt: post.title } }),
          structuredData: {
            '@type': 'BlogPosting',
            headline: post.title,
            description: post.summary,
            datePublished: post.date,
            inLanguage: language,
            ...(post.tags.length > 0 ? { keywords: post.tags.join(', ') } : {}),
          },
        },
      } satisfies PostPageData;
    });
  }
  files[collectionItemPagesKey(postsModel.id)] = { pages } satisfies CollectionItemPages;
  return files;
}

export const postsBuild: CollectionBuild = {
  readMarkdown: readPosts,
  dataFiles: (value, languages, { renderMarkdown }) => postsDataFiles(value as ParsedPost[], languages, renderMarkdown),
  itemPages: (value, languages) => postItemPages(value as ParsedPost[], languages),
  feedEntries: (data, language) =>
    ((data[postsDataKey(language)] as PostsListData | undefined)?.posts ?? []).map(({ slug, title, date, summary }) => ({ neutralPath: `/posts/${slug}/`, title, date, summary })),
  imageUses: (value) => [...new Set((value as ParsedPost[]).flatMap((post) => post.images))].map((path) => ({ path, role: 'post' as const })),
};
