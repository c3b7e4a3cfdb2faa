import { basename, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { dataFiles } from '../build/data-files.ts';
import type { SectionId } from '../../schemas/types.generated.ts';
import { collectionDevFile } from '../collections/registry.ts';
import { summaryLine } from '../content/summary.ts';
import { validateContent } from '../content/validate-content.ts';
import { formatProblem } from '../shared/problems.ts';

/**
 * Serves /data/*.json, the collections' files beside their pages (a paper's .bib, the owner's manuscripts) and the
 * owner's images and files straight from content/
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
  let sections: readonly SectionId[] = [];

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
    sections = content.sections;
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
        const own = collectionDevFile(sections, pathname, data, root);
        if (own !== undefined && 'text' in own) {
          res.setHeader('Content-Type', own.contentType);
          res.end(own.text);
          return;
        }
        if (pathname.startsWith('/images/')) {
          req.url = `/@fs${resolve(root, `.${pathname}`)}`;
        } else if (cvFile && pathname === `/${basename(cvFile)}`) {
          req.url = `/@fs${resolve(root, cvFile)}`;
        } else if (own !== undefined) {
          req.url = `/@fs${own.file}`;
        }
        next();
      });
    },
  };
}
