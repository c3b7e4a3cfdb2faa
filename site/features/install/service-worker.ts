// The service worker, built by vite-plugin-pwa (injectManifest) into /service-worker.js with the precache list
// of the built site. Registered by <ServiceWorkerUpdates />.
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst, NetworkOnly } from 'workbox-strategies';
import {
  directoryPageUrls,
  isCachedWhenVisited,
  isSkipWaitingMessage,
  offlinePageCandidates,
  isSearchIndexFile,
  itemPageCacheName,
  searchIndexCacheName,
} from './precache-urls.ts';

// The project's TypeScript library is the DOM's; these are the few worker globals this file uses.
declare const self: {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
  skipWaiting(): Promise<void>;
};

// Every page, script, style, image, data file and the CV, served from the cache once installed.
// A page's HTML never depends on its query, which only its script reads (the search's ?q=, the publications' view):
// /search/?q=wave is /search/ from the cache.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: 'index.html', urlManipulation: directoryPageUrls, ignoreURLParametersMatching: [/.*/] });
cleanupOutdatedCaches();

function withoutQuery(url: string): string {
  const parsed = new URL(url);
  parsed.search = '';
  return parsed.href;
}

async function offlinePage(pathname: string): Promise<Response | undefined> {
  for (const url of offlinePageCandidates(pathname)) {
    const page = await matchPrecache(url);
    if (page) return page;
  }
  return undefined;
}

// Item pages and their data (a paper's, a post's: too many to precache) are cached when visited: from the network
// when online (fresh citation counts), from that cache offline. Registered first, so it wins over the route below.
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === location.origin && isCachedWhenVisited(url.pathname),
  new NetworkFirst({
    cacheName: itemPageCacheName,
    plugins: [{ handlerDidError: async ({ request }) => offlinePage(new URL(request.url).pathname) }],
  }),
);

// The search's script and index parts, as fetched by the search page (and its worker): the network first, the
// copy offline. Pagefind asks for its entry file with a new ?ts= each time: kept and found without it.
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === location.origin && isSearchIndexFile(url.pathname),
  new NetworkFirst({
    cacheName: searchIndexCacheName,
    plugins: [{ cacheKeyWillBeUsed: async ({ request }) => withoutQuery(request.url) }],
  }),
);

// Other pages (GET navigations only: the contact form posts elsewhere, untouched) go to the network, so
// online the host's own 404 arrives with its status; offline they get the 404 page from the cache.
registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      plugins: [{ handlerDidError: ({ request }) => offlinePage(new URL(request.url).pathname) }],
    }),
  ),
);

// The visitor accepted the update confirm: <ServiceWorkerUpdates /> asks the waiting version to take over.
self.addEventListener('message', (event) => {
  if (isSkipWaitingMessage(event.data)) void self.skipWaiting();
});
