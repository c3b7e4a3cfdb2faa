import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { newestFirst, tagSlug } from '../../../core/collections/posts/posts-model.ts';
import { site, type Language } from './site-content.ts';

const folder = resolve(import.meta.dirname, '../../../content/posts');

export interface ShippedPost {
  slug: string;
  language: Language;
  title: string;
  date: string;
  summary: string;
  tags: string[];
}

/** The shipped posts as their files say (content/posts/<slug>.md, <slug>.fr.md), newest first. */
export const shippedPosts: readonly ShippedPost[] = newestFirst(
  readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .map((name) => {
      const [, slug = '', language = site.defaultLanguage] = /^(.*?)(?:\.([a-z]{2}))?\.md$/.exec(name) ?? [];
      const front = parse(/^---\n([\s\S]*?)\n---/.exec(readFileSync(resolve(folder, name), 'utf8'))?.[1] ?? '') as Omit<ShippedPost, 'slug' | 'language'>;
      return { slug, language: language as Language, title: front.title, date: String(front.date), summary: front.summary, tags: front.tags ?? [] };
    }),
);

export const postsIn = (language: Language) => shippedPosts.filter((post) => post.language === language);

/** A page of a language, from its neutral path ('/posts/x/'). */
export const inLanguage = (language: Language, neutralPath: string) => (language === site.defaultLanguage ? neutralPath : `/${language}${neutralPath}`);

/** Each post page and tag page with the languages it is in, as the sitemap and the head's hreflang give them. */
export function postItemPages(): Array<{ neutralPath: string; languages: Language[] }> {
  const pages = new Map<string, Set<Language>>();
  const add = (neutralPath: string, language: Language) => pages.set(neutralPath, (pages.get(neutralPath) ?? new Set()).add(language));
  for (const post of shippedPosts) {
    add(`/posts/${post.slug}/`, post.language);
    for (const tag of post.tags) add(`/posts/tags/${tagSlug(tag)}/`, post.language);
  }
  const order = site.languages as readonly Language[];
  return [...pages].map(([neutralPath, languages]) => ({ neutralPath, languages: order.filter((language) => languages.has(language)) }));
}
