import path from 'node:path';
import { type Data, strings, text } from './hugo-values.ts';

/** A page of the old site, as Hugo names it. */
export interface HugoPageName {
  /** The content section: `post` for `content/post/waves/index.md`. */
  section: string;
  /** The bundle's folder or the file's name without extension (Hugo's `:contentbasename`). */
  name: string;
  /** YYYY-MM-DD, for `:year`, `:month` and `:day`. */
  date: string | null;
  title: string;
  data: Data;
}

const monthNames = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** Hugo's `urlize`, close enough for titles: lower case, spaces to hyphens, punctuation dropped. */
export function urlize(value: string): string {
  return value
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\p{L}\p{N}_-]+/gu, '');
}

/** `/about` and `about/` → `/about/`; a file's address (`/cv.html`) keeps its extension. */
export function normaliseAddress(address: string): string {
  const rooted = `/${address.trim().replace(/^\/+/, '')}`;
  return rooted.endsWith('/') || /\.[a-z0-9]+$/i.test(rooted) ? rooted : `${rooted}/`;
}

function expandPattern(pattern: string, page: HugoPageName): string {
  const slug = text(page.data, 'slug');
  const [year = '', month = '', day = ''] = (page.date ?? '').split('-');
  const tokens: Record<string, string> = {
    year,
    month,
    monthname: monthNames[Number(month) - 1] ?? '',
    day,
    section: page.section,
    sections: page.section,
    title: urlize(page.title),
    slug: slug ?? urlize(page.title),
    filename: page.name,
    contentbasename: page.name,
    slugorfilename: slug ?? page.name,
    slugorcontentbasename: slug ?? page.name,
  };
  // Longest names first, so :slugorfilename is not read as :slug followed by "orfilename".
  return pattern.replace(/:(slugorcontentbasename|slugorfilename|contentbasename|monthname|filename|sections|section|title|slug|year|month|day)/g, (_, token: string) => tokens[token] ?? '');
}

/** Where Hugo served the page: `url:` wins, then the section's `permalinks:` pattern, then `/<section>/<slug or name>/`. */
function hugoAddress(page: HugoPageName, permalinks: ReadonlyMap<string, string>): string {
  const url = text(page.data, 'url');
  if (url !== null) return normaliseAddress(url);
  const pattern = permalinks.get(page.section);
  if (pattern !== undefined) return normaliseAddress(expandPattern(pattern, page).toLowerCase().replace(/\/{2,}/g, '/'));
  return normaliseAddress(`${page.section}/${(text(page.data, 'slug') ?? page.name).toLowerCase()}`);
}

/** Every address the page answered at: its own and its `aliases:` (a relative alias is beside the page, as Hugo resolves it). */
export function hugoAddresses(page: HugoPageName, permalinks: ReadonlyMap<string, string>): string[] {
  const own = hugoAddress(page, permalinks);
  const aliases = strings(page.data, 'aliases').map((alias) => (alias.startsWith('/') ? normaliseAddress(alias) : normaliseAddress(path.posix.join(own, '..', alias))));
  return [...new Set([own, ...aliases])];
}
