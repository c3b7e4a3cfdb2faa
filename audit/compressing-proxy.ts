import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { gzipSync } from 'node:zlib';

const compressibleType = /^(text\/|application\/(javascript|json|manifest\+json|xml|xhtml\+xml)|image\/svg\+xml)/;

/** Whether a static host would send this response gzip-compressed to a client that accepts gzip. */
export function shouldCompress(acceptEncoding: string | undefined, contentType: string | undefined): boolean {
  if (!acceptEncoding || !contentType) return false;
  const acceptsGzip = acceptEncoding
    .split(',')
    .map((part) => part.trim().split(';'))
    .some(([coding, ...params]) => coding === 'gzip' && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)));
  return acceptsGzip && compressibleType.test(contentType);
}

/**
 * Puts gzip in front of the preview server, as every static host does: the preview server sends files
 * uncompressed, and Lighthouse's simulated slow 4G would otherwise time the transfer of bytes no visitor
 * ever downloads.
 */
export function createCompressingProxy(upstreamPort: number): Server {
  return createServer((req, res) => {
    const upstream = request(
      { host: '127.0.0.1', port: upstreamPort, method: req.method, path: req.url, headers: withoutEncoding(req.headers) },
      (upstreamRes) => {
        const headers = { ...upstreamRes.headers };
        if (!shouldCompress(req.headers['accept-encoding'], headers['content-type'])) {
          res.writeHead(upstreamRes.statusCode ?? 502, headers);
          upstreamRes.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        upstreamRes.on('data', (chunk: Buffer) => chunks.push(chunk));
        upstreamRes.on('end', () => {
          const body = gzipSync(Buffer.concat(chunks));
          delete headers['content-length'];
          res.writeHead(upstreamRes.statusCode ?? 502, {
            ...headers,
            'content-encoding': 'gzip',
            'content-length': body.length,
            vary: 'Accept-Encoding',
          });
          res.end(body);
        });
      },
    );
    upstream.on('error', (error) => res.writeHead(502).end(`preview server unreachable: ${error.message}`));
    req.pipe(upstream);
  });
}

function withoutEncoding(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const { 'accept-encoding': _acceptEncoding, ...rest } = headers;
  return rest;
}
