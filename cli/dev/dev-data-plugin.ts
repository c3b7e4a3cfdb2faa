import { basename, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { dataFiles } from '../build/data-files.ts';
import { manuscriptFile } from '../collections/publications/manuscripts.ts';
import { publicationKey } from '../../core/collections/publications/publication-key.ts';
import { summaryLine } from '../content/summary.ts';
import { validateContent } from '../content/validate-content.ts';
import { formatProblem } from '../shared/problems.ts';

/**
 * Serves /data/*.json, each paper's .bib and the owner's images, files and manuscripts straight from content/
 * while developing, rebuilt on every content edit (the browser reloads), so `portfolio dev` never needs a
 * restart. Invalid content is reported in the terminal and the last good data keeps being served.
 */
/**
 * A save is often several file events (truncate then write, or write a temporary file then rename); reading at
 * the first one can see an empty file and miss the rest, so content is read once the events have stopped.
 */
const settleMs = 100;

export function devDataPlugin(contentDir: string): Plugin {
  const root = resolve(contentDir);
  let data: Record<string, unknown> = {};
  let cvFile = '';
  /** Key → file of each work's manuscript (a merged work's may still carry a former key's name). */
  let manuscripts = new Map<string, string>();

  const refresh = async (): Promise<void> => {
    const { content, problems } = await validateContent(root);
    for (const problem of problems) console.error(formatProblem(problem));
    if (!content) {
      console.error(`${summaryLine(problems)} — still serving the last good content`);
      return;
    }
    // No responsive versions while developing: the pages show the owner's images as they are.
    data = await dataFiles(content);
    cvFile = content.site.profile.cv ?? '';
    const keys = new Set(content.manuscripts);
    manuscripts = new Map(
      content.publications.items
        .filter((publication) => keys.has(publicationKey(publication)))
        .map((publication) => [publicationKey(publication), manuscriptFile(root, publication)]),
    );
  };

  return {
    name: 'portfolio-dev-data',
    apply: 'serve',
    async configureServer(server) {
      await refresh();
      server.watcher.add(root);
      let settling: NodeJS.Timeout | undefined;
      let refreshes = Promise.resolve();
      server.watcher.on('all', (_event, file) => {
        if (!resolve(file).startsWith(root)) return;
        clearTimeout(settling);
        settling = setTimeout(() => {
          refreshes = refreshes.then(refresh).then(() => server.ws.send({ type: 'full-reload' }));
        }, settleMs);
      });
      server.middlewares.use((req, res, next) => {
        const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
        const match = /^\/data\/([\w.-]+)\.json$/.exec(pathname);
        if (match?.[1] && match[1] in data) {
          res.setHeader('Content-Type', 'application/json');
          res.end(JSON.stringify(data[match[1]]));
          return;
        }
        // A card's Cite copies the paper's .bib file; its text is in the paper's data file already.
        const bibKey = /^\/publications\/([a-z0-9-]+)\/\1\.bib$/.exec(pathname)?.[1];
        const entry = bibKey === undefined ? undefined : (data[`publication.${bibKey}`] as { bibtex?: string } | undefined)?.bibtex;
        if (entry !== undefined) {
          res.setHeader('Content-Type', 'application/x-bibtex; charset=utf-8');
          res.end(entry);
          return;
        }
        if (pathname.startsWith('/images/')) {
          req.url = `/@fs${resolve(root, `.${pathname}`)}`;
        } else if (cvFile && pathname === `/${basename(cvFile)}`) {
          req.url = `/@fs${resolve(root, cvFile)}`;
        } else {
          const key = /^\/publications\/([a-z0-9-]+)\/\1\.pdf$/.exec(pathname)?.[1];
          const file = key === undefined ? undefined : manuscripts.get(key);
          if (file !== undefined) req.url = `/@fs${file}`;
        }
        next();
      });
    },
  };
}
