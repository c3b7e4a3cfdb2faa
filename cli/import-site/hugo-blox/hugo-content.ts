import path from 'node:path';
import type { ContentPage } from './hugo-items.ts';

/** Hugo Blox's section folders (singular in Academic and Wowchemy, plural since Hugo Blox 5.9) → what they hold. */
const sectionKinds: Record<string, ContentPage['kind']> = {
  publication: 'publication',
  publications: 'publication',
  post: 'post',
  posts: 'post',
  blog: 'post',
  event: 'talk',
  events: 'talk',
  talk: 'talk',
  talks: 'talk',
  project: 'project',
  projects: 'project',
};

/** The new site's list of each kind: an old section's own address redirects there. */
export const listAddress: Record<ContentPage['kind'], string> = { publication: '/publications/', post: '/posts/', talk: '/talks/', project: '/projects/', page: '/' };

export type Placement =
  | { as: 'page'; kind: ContentPage['kind']; section: string; name: string; dir: string }
  | { as: 'author' }
  | { as: 'widget' }
  | { as: 'left out'; why: string };

/** Where a Markdown file under `content/` belongs, from its path alone. */
export function placeContentFile(file: string): Placement {
  const parts = file.split('/').slice(1);
  const base = parts.at(-1) ?? '';
  const [top = ''] = parts;
  if (top === 'authors' || top === 'author') return { as: 'author' };
  if (parts.some((part) => part.startsWith('.') || (part.startsWith('_') && part !== '_index.md'))) {
    return { as: 'left out', why: 'its name starts with "." or "_": Hugo does not publish it' };
  }
  const language = /\.([a-z]{2}(?:-[a-z]+)?)\.(md|markdown)$/i.exec(base)?.[1];
  if (language !== undefined) return { as: 'left out', why: `a translation (${language}): the import reads the site's default language; add it to the new site's other language by hand` };
  if (base === '_index.md') return { as: 'left out', why: 'a list or landing page: the new site builds its own lists and home page' };
  if (top === 'home') return { as: 'widget' };
  const bundle = base === 'index.md';
  const name = bundle ? (parts.at(-2) ?? '') : base.replace(/\.(md|markdown)$/, '');
  if (parts.length === 1 || (bundle && parts.length === 2)) return { as: 'page', kind: 'page', section: '', name, dir: path.posix.dirname(file) };
  const kind = sectionKinds[top];
  if (kind === undefined) return { as: 'left out', why: `the section "${top}" has no equivalent in the new site` };
  return { as: 'page', kind, section: top, name, dir: path.posix.dirname(file) };
}

/** A BibTeX file of one entry with its key made the page's slug, so the bibliography and the page give the work one id. */
export function rekeyBibtex(bibtex: string, key: string): { text: string; formerKey: string } | null {
  const heads = [...bibtex.matchAll(/@(\w+)\s*[{(]\s*([^,\s]+)\s*,/g)].filter(([, type]) => !['comment', 'string', 'preamble'].includes((type ?? '').toLowerCase()));
  const [head] = heads;
  if (heads.length !== 1 || head === undefined) return null;
  const [whole, type, formerKey = ''] = head;
  return { text: bibtex.replace(whole, `@${type}{${key},`).trim(), formerKey };
}
