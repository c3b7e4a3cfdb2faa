import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompressingProxy, shouldCompress } from './compressing-proxy.ts';

describe('shouldCompress', () => {
  it('compresses text, scripts, JSON, manifests and SVG for a client that accepts gzip', () => {
    for (const type of ['text/html; charset=utf-8', 'text/css', 'application/javascript', 'application/json', 'application/manifest+json', 'image/svg+xml']) {
      expect(shouldCompress('gzip, deflate, br', type)).toBe(true);
    }
  });

  it('leaves already-compressed formats and clients without gzip alone', () => {
    expect(shouldCompress('gzip', 'image/png')).toBe(false);
    expect(shouldCompress('gzip', 'application/pdf')).toBe(false);
    expect(shouldCompress('br', 'text/html')).toBe(false);
    expect(shouldCompress('gzip;q=0, identity', 'text/html')).toBe(false);
    expect(shouldCompress(undefined, 'text/html')).toBe(false);
    expect(shouldCompress('gzip', undefined)).toBe(false);
  });
});

const page = '<!doctype html><title>x</title>' + '<p>shoreline</p>'.repeat(500);
const servers: Server[] = [];
let proxyPort = 0;

function listen(server: Server): Promise<number> {
  servers.push(server);
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done((server.address() as AddressInfo).port)));
}

function get(path: string, acceptEncoding: string): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port: proxyPort, path, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', fail);
    req.end();
  });
}

beforeAll(async () => {
  const upstreamPort = await listen(
    createServer((req, res) => {
      if (req.url === '/icon.png') {
        res.writeHead(200, { 'content-type': 'image/png', 'content-length': 4 }).end(Buffer.from([1, 2, 3, 4]));
        return;
      }
      res.writeHead(req.url === '/missing' ? 404 : 200, {
        'content-type': 'text/html; charset=utf-8',
        'content-length': Buffer.byteLength(page),
        'x-frame-options': 'DENY',
        'x-accept-encoding-seen': String(req.headers['accept-encoding'] ?? 'none'),
      });
      res.end(page);
    }),
  );
  proxyPort = await listen(createCompressingProxy(upstreamPort));
});

afterAll(async () => {
  for (const server of servers) await new Promise((done) => server.close(done));
});

describe('createCompressingProxy', () => {
  it('gzips an HTML page, keeping the status and the headers of the server behind it', async () => {
    const response = await get('/missing', 'gzip, deflate');
    expect(response.status).toBe(404);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(Buffer.byteLength(page) / 10);
    expect(gunzipSync(response.body).toString()).toBe(page);
  });

  it('asks the server behind it for the plain file and passes images through untouched', async () => {
    const html = await get('/', 'gzip');
    expect(html.headers['x-accept-encoding-seen']).toBe('none');
    const image = await get('/icon.png', 'gzip');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect([...image.body]).toEqual([1, 2, 3, 4]);
  });

  it('sends the page uncompressed to a client that does not accept gzip', async () => {
    const response = await get('/', 'identity');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toBe(page);
  });
});
