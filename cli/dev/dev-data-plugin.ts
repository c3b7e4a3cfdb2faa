import { basename, extname, resolve, sep } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { collectionDevFile } from '../collections/registry.ts';
import { summaryLine } from '../content/summary.ts';
import { formatProblem } from '../shared/problems.ts';
import { contentErrorOverlay, type ContentErrorOverlay } from './content-error.ts';
import { contentRefresher, type DevContent } from './content-refresh.ts';
import { changedKeys, type ServedData } from './dev-data.ts';
import type { CacheEntries } from '../build/cache/cache-entries.ts';
import type { DevSnapshots } from './dev-snapshot.ts';
import { makeSearchIndex, searchFileType, type SearchIndexFiles } from './dev-search.ts';
import { mergedIndexesFile } from '../../core/site/merged-search-indexes.ts';

/** What the open pages hear after an edit (site/app/boot/dev-client.tsx): the data files to fetch again. */
const dataChangedEvent = 'portfolio:data';
/** What an open page sends once it listens for dataChangedEvent. */
const pageListensEvent = 'portfolio:listening';

/**
 * A save is often several file events (truncate then write, or write a temporary file then rename); reading at
 * the first one can see an empty file and miss the rest, so content is read once the events have stopped.
 */
const settleMs = 50;
/** What a page asks for first when it starts to search (site/features/search/pagefind-client.ts), together. */
const searchStarts = new Set(['/pagefind/pagefind.js', `/pagefind/${mergedIndexesFile}`]);
/**
 * The served state is kept for the next start: the first one at once, a later one once the content has been left
 * alone this long after its refresh (a few megabytes written once, not at every save of a burst of edits).
 */
const keepAfterMs = 2_000;

/**
 * Requests that the content may answer, which wait for its first refresh: the data files, the collections' files
 * beside their pages (a paper's .bib), the owner's images and a file at the site's root (the owner's CV). The
 * pages and Vite's modules are served at once.
 */
function mayBeContent(pathname: string): boolean {
  if (/^\/(?:data|images|publications)\//.test(pathname)) return true;
  return /^\/[^/@]+\.\w+$/.test(pathname) && !['.html', '.ts', '.tsx', '.js', '.css'].includes(extname(pathname));
}

/** Files the pages show without going through a data file (images, the owner's files): a change reloads the page. */
function isShownAsItIs(file: string): boolean {
  // styles.css is a module of the page: Vite swaps it in place.
  return !['.json', '.md', '.css'].includes(extname(file));
}

/**
 * Serves /data/*.json, the collections' files beside their pages (a paper's .bib, the owner's manuscripts) and the
 * owner's images and files straight from content/ while developing, so `portfolio dev` never needs a restart.
 * The server listens at once; the data files are answered once the content's first refresh is done. After an
 * edit, the content is validated and its data made again; the open pages are told which data files changed and
 * fetch those (no reload). Invalid content is reported in the terminal and over the open pages (Vite's error
 * overlay), the last good data keeps being served, and the overlay goes once the content is valid again.
 */
export function devDataPlugin(
  contentDir: string,
  { cacheEntries, snapshots, readableCache }: { cacheEntries?: () => Promise<CacheEntries | undefined>; snapshots?: DevSnapshots; readableCache?: Promise<CacheEntries | undefined> } = {},
): Plugin {
  const root = resolve(contentDir);
  const refreshContent = contentRefresher(root, cacheEntries, readableCache);
  let current: DevContent | undefined;
  /** The content folder's file events so far: a state is kept only if none came since its refresh began. */
  let edits = 0;
  let kept: ServedData | undefined;
  let keeping: NodeJS.Timeout | undefined;
  let contentError: ContentErrorOverlay | undefined;
  let firstData: Promise<void> | undefined;
  /** The search index, made when a page first searches and again at its next search after an edit. */
  let searchIndex: { content: DevContent; files: Promise<SearchIndexFiles> } | undefined;

  const searchIndexFiles = async (server: ViteDevServer, entry: boolean): Promise<SearchIndexFiles> => {
    await firstData;
    if (current === undefined) return new Map();
    // A search starts with the script and the merged indexes' list: the index of the content as it is now. Its
    // other files follow from the entry's.
    if (searchIndex === undefined || (entry && searchIndex.content !== current)) {
      const files = makeSearchIndex(server, current);
      // A failed index is not kept: the next search tries again.
      files.catch(() => {
        if (searchIndex?.files === files) searchIndex = undefined;
      });
      searchIndex = { content: current, files };
    }
    return searchIndex.files;
  };

  const keepForNextStart = (content: DevContent, madeAfter: number) => {
    clearTimeout(keeping);
    if (snapshots === undefined) return;
    const stillCurrent = () => edits === madeAfter && current === content;
    // Compared once the open pages were told (32 MB of text with 1,000 works), and only if the content was left alone.
    keeping = setTimeout(() => {
      if (!stillCurrent() || (kept !== undefined && changedKeys(kept, content.served).length === 0)) return;
      snapshots.keep(content, stillCurrent).then(
        (written) => {
          if (written) kept = content.served;
        },
        (error: unknown) => console.error(`The content's state could not be kept for the next start: ${error instanceof Error ? error.message : String(error)}`),
      );
    }, kept === undefined ? 0 : keepAfterMs);
    keeping.unref();
  };

  const refresh = async (server: ViteDevServer, files: ReadonlySet<string>): Promise<void> => {
    const madeAfter = edits;
    const { content, problems } = await refreshContent();
    for (const problem of problems) console.error(formatProblem(problem));
    if (!content) {
      console.error(`${summaryLine(problems)} — still serving the last good content`);
      contentError = contentErrorOverlay(problems);
      server.ws.send({ type: 'error', err: contentError });
      return;
    }
    const previous = current;
    current = content;
    contentError = undefined;
    keepForNextStart(content, madeAfter);
    if (previous === undefined) {
      // Content invalid since the start, now fixed: the open pages have no data yet.
      if (files.size > 0) server.ws.send({ type: 'full-reload' });
      return;
    }
    if (content.languages.join() !== previous.languages.join() || content.defaultLanguage !== previous.defaultLanguage) {
      // The site's languages are the pages' routes, fixed when the server starts (vite.config.ts).
      process.env.VITE_LANGUAGES = content.languages.join(',');
      process.env.VITE_DEFAULT_LANGUAGE = content.defaultLanguage;
      await server.restart();
      return;
    }
    if ([...files].some(isShownAsItIs)) server.ws.send({ type: 'full-reload' });
    else server.ws.send({ type: 'custom', event: dataChangedEvent, data: { changed: changedKeys(previous.served, content.served) } });
  };

  return {
    name: 'portfolio-dev-data',
    apply: 'serve',
    configureServer(server) {
      let refreshes = Promise.resolve();
      const start = () => {
        const started = performance.now();
        refreshes = refresh(server, new Set())
          .then(() => {
            const seconds = ((performance.now() - started) / 1000).toFixed(1);
            if (current !== undefined) console.log(`  ➜  Content: ${root}, its data made in ${seconds} s`);
          })
          .catch((error: unknown) => console.error(error));
        return refreshes;
      };
      // The state the last session served, when the content and the product are still those it was made from: served
      // at once, and checked again right after as after an edit.
      firstData ??= (snapshots?.read().catch(() => undefined) ?? Promise.resolve(undefined)).then((state) => {
        if (state === undefined) return start();
        current = state;
        kept = state.served;
        console.log(`  ➜  Content: ${root}, served as the last \`portfolio dev\` left it (unchanged since); checking it again`);
        refreshes = refresh(server, new Set()).catch((error: unknown) => console.error(error));
      });
      server.watcher.add(root);
      let settling: NodeJS.Timeout | undefined;
      const edited = new Set<string>();
      server.watcher.on('all', (_event, file) => {
        const path = resolve(file);
        if (path !== root && !path.startsWith(`${root}${sep}`)) return;
        edits += 1;
        edited.add(path);
        clearTimeout(settling);
        settling = setTimeout(() => {
          const files = new Set(edited);
          edited.clear();
          refreshes = refreshes.then(() => refresh(server, files)).catch((error: unknown) => console.error(error));
        }, settleMs);
      });
      // A page says when it listens (it may have connected, and missed a refresh, before): it is told the content's
      // state then. A page opened or reloaded while the content is invalid shows the error too; one that opened
      // with the error (Vite reloads such a page at its first update) drops it once the content is valid again.
      server.ws.on(pageListensEvent, (_data, client) => {
        if (contentError !== undefined) client.send({ type: 'error', err: contentError });
        else client.send(dataChangedEvent, { changed: [] });
      });
      server.httpServer?.once('close', () => {
        if (searchIndex === undefined) return;
        searchIndex = undefined;
        void import('pagefind').then((pagefind) => pagefind.close());
      });
      server.middlewares.use((req, res, next) => {
        const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
        if (pathname.startsWith('/pagefind/')) {
          searchIndexFiles(server, searchStarts.has(pathname)).then(
            (files) => {
              const file = files.get(pathname);
              res.statusCode = file === undefined ? 404 : 200;
              res.setHeader('Content-Type', searchFileType(pathname));
              res.setHeader('Cache-Control', 'no-store');
              res.end(file);
            },
            (error: unknown) => {
              console.error(error);
              res.statusCode = 500;
              res.end(error instanceof Error ? error.message : String(error));
            },
          );
          return;
        }
        if (!mayBeContent(pathname)) {
          next();
          return;
        }
        void firstData?.then(() => {
          const match = /^\/data\/([\w.-]+)\.json$/.exec(pathname);
          const text = match?.[1] === undefined ? undefined : current?.served.get(match[1]);
          if (text !== undefined) {
            res.setHeader('Content-Type', 'application/json');
            // Fetched again after each edit: never from the browser's cache.
            res.setHeader('Cache-Control', 'no-store');
            res.end(text);
            return;
          }
          const own = current && collectionDevFile(current.sections, pathname, current.files, root);
          if (own !== undefined && 'text' in own) {
            res.setHeader('Content-Type', own.contentType);
            res.end(own.text);
            return;
          }
          if (pathname.startsWith('/images/')) req.url = `/@fs${resolve(root, `.${pathname}`)}`;
          else if (current?.cvFile && pathname === `/${basename(current.cvFile)}`) req.url = `/@fs${resolve(root, current.cvFile)}`;
          else if (own !== undefined) req.url = `/@fs${own.file}`;
          next();
        });
      });
    },
  };
}
