// Runs inside the service worker: no DOM, no React.
import { isItemDataKey, isItemPagePath } from '../../../core/site/site-pages.ts';

/**
 * Extra precache lookups for a page URL without its trailing slash: the pages are directories
 * ('/projects/' is projects/index.html), and in-site links and visitors often write '/projects'.
 */
export function directoryPageUrls({ url }: { url: URL }): URL[] {
  const lastSegment = url.pathname.split('/').at(-1) ?? '';
  if (lastSegment === '' || lastSegment.includes('.')) return [];
  return [new URL(`${url.pathname}/index.html`, url)];
}

/**
 * Where to look for the offline answer to an unknown page: the 404 page of its first folder (a language),
 * else the root one.
 */
export function offlinePageCandidates(pathname: string): string[] {
  const folder = /^\/([^/]+)\//.exec(pathname)?.[1];
  return folder ? [`/${folder}/404.html`, '/404.html'] : ['/404.html'];
}

export function isSkipWaitingMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING';
}

/**
 * A collection's item page (a paper's /publications/<key>/, a post's, a tag's; or under a language folder) or its
 * data file, the CV pages, and the responsive versions of an image (cli/images/image-plan.ts: a post's figure, the
 * photo; a browser fetches the one its screen needs): not precached (there may be thousands of papers and hundreds
 * of posts; a CV page lists every work, so it grows with them), but kept in a runtime cache once visited, so a page
 * seen once opens offline, its pictures included.
 */
export function isCachedWhenVisited(pathname: string): boolean {
  if (/^\/images\/.+\.\d+w\.(?:avif|webp|jpe?g|png)$/.test(pathname)) return true;
  const dataKey = /^\/data\/([^/]+)\.json$/.exec(pathname)?.[1];
  if (dataKey !== undefined) return isItemDataKey(dataKey);
  const page = pathname.replace(/\/(?:index\.html)?$/, '');
  if (/^(?:\/[a-z]{2})?\/cv$/.test(page)) return true;
  return isItemPagePath(page) || isItemPagePath(page.replace(/^\/[a-z]{2}(?=\/)/, ''));
}

// Named when only papers' pages were cached: a new name would leave visitors' old cache behind.
export const itemPageCacheName = 'paper-pages';

/**
 * The site search's script and index (/pagefind/, written after the precache list was made): never precached,
 * since most visitors never search, but kept once fetched, so a search made online works again offline.
 */
export function isSearchIndexFile(pathname: string): boolean {
  return pathname.startsWith('/pagefind/');
}

export const searchIndexCacheName = 'search-index';
