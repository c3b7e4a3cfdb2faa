import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';
import { securityHeaders } from '../build/host-files.ts';

/**
 * Serves a built site the way a static host does: clean URLs (/projects → projects/index.html), long caching
 * for hashed assets, the security headers of `_headers`, and unknown paths answered by the 404 page of their
 * language with status 404 (a plain `vite preview` would answer 200 with the home page).
 */
export function createStaticServer(rootDir: string, otherLanguage: 'en' | 'fr'): Server {
  const headers = securityHeaders();
  const serveFile = sirv(rootDir, {
    dev: false,
    etag: true,
    extensions: ['html'],
    dotfiles: false,
    setHeaders(res, pathname) {
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      res.setHeader(
        'Cache-Control',
        pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  const notFoundPage = (pathname: string): string => {
    const localized = join(rootDir, otherLanguage, '404.html');
    const inOtherLanguage = pathname === `/${otherLanguage}` || pathname.startsWith(`/${otherLanguage}/`);
    return inOtherLanguage && existsSync(localized) ? localized : join(rootDir, '404.html');
  };

  return createServer((req, res) => {
    serveFile(req, res, () => {
      const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      res.statusCode = 404;
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      const page = notFoundPage(pathname);
      res.end(existsSync(page) ? readFileSync(page) : 'Not found');
    });
  });
}
