import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import { securityHeaders } from '../build/host-files.ts';
import { encodingSuffix, preferredEncoding } from './content-encoding.ts';

const languageCode = /^[a-z]{2,3}$/;

/**
 * Serves a built site the way a static host does: clean URLs (/projects → projects/index.html), long caching
 * for hashed assets, the security headers of `_headers`, unknown paths answered by the 404 page of their
 * language with status 404 (a plain `vite preview` would answer 200 with the home page), and every text file
 * compressed per Accept-Encoding, Brotli first: the `.br` / `.gz` copies a build with `--compressed-copies` wrote,
 * or, for a site built without them, compressed as it is sent (as GitHub Pages and most hosts do: gzip 6, or
 * Brotli 4).
 */
export function createStaticServer(rootDir: string): Server {
  const headers = securityHeaders();
  const serveFile = sirv(rootDir, {
    dev: false,
    etag: true,
    extensions: ['html'],
    dotfiles: false,
    // sirv picks `<file>.br`, then `<file>.gz`, when the request accepts them, and sets Vary and the length.
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      res.setHeader(
        'Cache-Control',
        pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  // The build writes a 404 page per language: the default one at the root, the others under /<code>/.
  const notFoundPage = (pathname: string): string => {
    const firstSegment = pathname.split('/')[1] ?? '';
    const localized = join(rootDir, firstSegment, '404.html');
    return languageCode.test(firstSegment) && existsSync(localized) ? localized : join(rootDir, '404.html');
  };

  // A site built with copies is sent as built; one without is compressed as it is sent (a response of a
  // compressible type over 1 kB), as a host does.
  const builtWithCopies = existsSync(join(rootDir, 'index.html.br'));
  const compressUnlessCopied = builtWithCopies ? (_req: unknown, _res: unknown, next: () => void) => next() : compression();

  return createServer((req, res) => {
    // sirv and compression are given the one coding this request really accepts (sirv looks only for "br" and "gzip").
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    req.headers['accept-encoding'] = encoding ?? '';
    compressUnlessCopied(req, res, () => serveFile(req, res, () => {
      const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      res.statusCode = 404;
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.setHeader('Vary', 'Accept-Encoding');
      const page = notFoundPage(pathname);
      const compressed = encoding ? `${page}${encodingSuffix[encoding]}` : null;
      const file = compressed && existsSync(compressed) ? compressed : page;
      const body = existsSync(file) ? readFileSync(file) : Buffer.from('Not found');
      if (file === compressed && encoding) res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', body.length);
      res.end(req.method === 'HEAD' ? undefined : body);
    }));
  });
}
