// Runs inside the service worker: no DOM, no React.

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
 * A paper's page (/publications/<key>/, or under a language folder) or its data file, and the CV pages: not
 * precached (there may be thousands of papers; a CV page lists every work, so it grows with them), but kept in a
 * runtime cache once visited, so a page seen once opens offline.
 */
export function isCachedWhenVisited(pathname: string): boolean {
  return (
    /^(?:\/[a-z]{2})?\/publications\/[a-z0-9][a-z0-9-]*\/?(?:index\.html)?$/.test(pathname) ||
    /^(?:\/[a-z]{2})?\/cv\/?(?:index\.html)?$/.test(pathname) ||
    /^\/data\/publication\.[a-z0-9][a-z0-9-]*\.json$/.test(pathname)
  );
}

export const paperCacheName = 'paper-pages';

/**
 * The site search's script and index (/pagefind/, written after the precache list was made): never precached,
 * since most visitors never search, but kept once fetched, so a search made online works again offline.
 */
export function isSearchIndexFile(pathname: string): boolean {
  return pathname.startsWith('/pagefind/');
}

export const searchIndexCacheName = 'search-index';
