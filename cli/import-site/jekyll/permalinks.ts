/**
 * The addresses Jekyll served a file at, from its permalink rules (jekyllrb.com/docs/permalinks): the site's
 * `permalink:` for posts (a template or a built-in style), a collection's `permalink:`, a file's own.
 */

const builtInStyles: Record<string, string> = {
  date: '/:categories/:year/:month/:day/:title:output_ext',
  pretty: '/:categories/:year/:month/:day/:title/',
  ordinal: '/:categories/:year/:y_day/:title:output_ext',
  weekdate: '/:categories/:year/W:week/:short_day/:title:output_ext',
  none: '/:categories/:title:output_ext',
};

/** Jekyll's default for posts when `_config.yml` says nothing, and for collections that set no permalink. */
export const defaultPostPermalink = 'date';
const defaultCollectionPermalink = '/:collection/:path:output_ext';

export interface PostUrlFacts {
  /** YYYY-MM-DD */
  date: string;
  /** The name's slug part, or front matter `slug:`. */
  slug: string;
  categories: string[];
}

export function postPlaceholders(post: PostUrlFacts): Record<string, string> {
  const [year = '', month = '', day = ''] = post.date.split('-');
  const time = Date.UTC(Number(year), Number(month) - 1, Number(day));
  const dayOfYear = Math.floor((time - Date.UTC(Number(year), 0, 1)) / 86_400_000) + 1;
  return {
    year,
    month,
    i_month: String(Number(month)),
    day,
    i_day: String(Number(day)),
    short_year: year.slice(2),
    y_day: String(dayOfYear).padStart(3, '0'),
    title: post.slug,
    slug: post.slug,
    name: post.slug,
    categories: post.categories.map((category) => category.toLowerCase().replace(/\s+/g, '-')).join('/'),
    output_ext: '.html',
  };
}

function collectionPlaceholders(collection: string, relativePath: string): Record<string, string> {
  const path = relativePath.replace(/\.[^./]+$/, '');
  const name = path.split('/').pop() ?? path;
  return { collection, path, name, title: name, slug: name, output_ext: '.html' };
}

/** A permalink template or style filled in: placeholders replaced, empty segments collapsed (`//x/` → `/x/`). */
export function expandPermalink(template: string, placeholders: Record<string, string>): string {
  const pattern = builtInStyles[template] ?? template;
  const filled = pattern.replace(/:([a-z_]+)/g, (whole, name: string) => placeholders[name] ?? whole);
  const collapsed = `/${filled}`.replace(/\/{2,}/g, '/');
  return encodeURI(decodeURI(collapsed));
}

/**
 * Every address a browser reached the file at: GitHub Pages serves `x.html` at `/x` too, and writes a
 * permalink without an extension or a closing slash as `x.html`.
 */
export function servedAddresses(url: string): string[] {
  if (url.endsWith('/')) return [url];
  if (url.endsWith('.html')) return url.endsWith('/index.html') ? [url, url.slice(0, -'index.html'.length)] : [url, url.slice(0, -'.html'.length)];
  if (/\.[a-z0-9]+$/i.test(url.split('/').pop() ?? '')) return [url];
  return [url, `${url}.html`];
}

/** jekyll-redirect-from's `redirect_from:` addresses of a page (academicpages ships the plugin): they served it too. */
export function redirectFrom(data: Record<string, unknown>): string[] {
  const value = data['redirect_from'];
  const list = Array.isArray(value) ? value : [value];
  return list.filter((item): item is string => typeof item === 'string' && item.trim() !== '').map((item) => (item.startsWith('/') ? item : `/${item}`));
}

/**
 * Where Jekyll served a collection's file (`_projects/1_project.md`): its own `permalink:`, else the collection's
 * in `_config.yml`, else Jekyll's default; null when the collection is not output (no page was served).
 */
export function collectionAddress(config: Record<string, unknown>, collection: string, relativePath: string, ownPermalink: string | null): string | null {
  const collections = config['collections'];
  const settings = collections !== null && typeof collections === 'object' && !Array.isArray(collections) ? (collections as Record<string, unknown>)[collection] : undefined;
  const fields = settings !== null && typeof settings === 'object' ? (settings as Record<string, unknown>) : {};
  if (fields['output'] !== true && ownPermalink === null) return null;
  const template = ownPermalink ?? (typeof fields['permalink'] === 'string' ? fields['permalink'] : defaultCollectionPermalink);
  return expandPermalink(template, collectionPlaceholders(collection, relativePath));
}
