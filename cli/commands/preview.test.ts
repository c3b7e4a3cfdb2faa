import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { compressOutput } from '../build/compress-output.ts';
import { createStaticServer } from '../preview/static-server.ts';
import { startCli, type RunningCli } from '../testing/spawn-cli.ts';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET that shows the bytes on the wire (fetch would decompress them and hide the headers' effect). */
function rawGet(url: string, acceptEncoding?: string): Promise<RawResponse> {
  return new Promise((resolveGet, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolveGet({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

let site: string;
let running: RunningCli;
let baseUrl: string;

beforeAll(async () => {
  site = mkdtempSync(join(tmpdir(), 'portfolio-preview-'));
  const page = (lang: string, body: string) => `<!doctype html><html lang="${lang}"><body>${body}</body></html>`;
  writeFileSync(join(site, 'index.html'), page('en', 'home'));
  writeFileSync(join(site, '404.html'), page('en', 'english 404'));
  mkdirSync(join(site, 'projects'));
  writeFileSync(join(site, 'projects', 'index.html'), page('en', 'projects'));
  mkdirSync(join(site, 'fr'));
  writeFileSync(join(site, 'fr', 'index.html'), page('fr', 'accueil'));
  writeFileSync(join(site, 'fr', '404.html'), page('fr', '404 français'));
  mkdirSync(join(site, 'de'));
  writeFileSync(join(site, 'de', '404.html'), page('de', '404 deutsch'));
  mkdirSync(join(site, 'assets'));
  writeFileSync(join(site, 'assets', 'app.js'), 'console.log("hello");'.repeat(100));
  writeFileSync(join(site, 'icon.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  await compressOutput(site);
  // A text file put in after the build, without copies.
  writeFileSync(join(site, 'assets', 'added.js'), 'console.log("added");'.repeat(100));
  running = startCli(['preview', '--dir', site, '--port', '0']);
  const [, url] = await running.waitFor(/at (http:\/\/127\.0\.0\.1:\d+)\//);
  baseUrl = url as string;
});

afterAll(async () => {
  running.child.kill('SIGTERM');
  await running.exited;
  rmSync(site, { recursive: true, force: true });
});

describe('portfolio preview', () => {
  it('serves clean URLs with and without the trailing slash', async () => {
    for (const path of ['/projects', '/projects/']) {
      const response = await fetch(baseUrl + path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('projects');
    }
  });

  it('answers unknown paths with the 404 page of their language and status 404', async () => {
    const english = await fetch(`${baseUrl}/nope`);
    expect(english.status).toBe(404);
    expect(await english.text()).toContain('english 404');
    const french = await fetch(`${baseUrl}/fr/nope`);
    expect(french.status).toBe(404);
    expect(await french.text()).toContain('404 français');
  });

  it('finds the 404 page of any language the build wrote, and the default one under any other folder', async () => {
    const german = await fetch(`${baseUrl}/de/projects/nope`);
    expect(german.status).toBe(404);
    expect(await german.text()).toContain('404 deutsch');
    for (const path of ['/projects/nope', '/es/nope', '/assets/nope.js']) {
      const response = await fetch(baseUrl + path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('english 404');
    }
  });

  it('answers with the Brotli copy first, then gzip, per Accept-Encoding, with the right length and Vary', async () => {
    const plain = readFileSync(join(site, 'assets', 'app.js'));
    const brotli = await rawGet(`${baseUrl}/assets/app.js`, 'gzip, deflate, br');
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toBe('Accept-Encoding');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length);
    expect(brotli.body.length).toBeLessThan(plain.length);
    expect(brotliDecompressSync(brotli.body).equals(plain)).toBe(true);

    const gzip = await rawGet(`${baseUrl}/projects/`, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['vary']).toBe('Accept-Encoding');
    expect(Number(gzip.headers['content-length'])).toBe(gzip.body.length);
    expect(gunzipSync(gzip.body).toString()).toContain('projects');

    const refused = await rawGet(`${baseUrl}/`, 'br;q=0, gzip');
    expect(refused.headers['content-encoding']).toBe('gzip');
  });

  it('falls back to the plain file without Accept-Encoding, and for files it has no copy of', async () => {
    const plain = await rawGet(`${baseUrl}/assets/app.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(readFileSync(join(site, 'assets', 'app.js')))).toBe(true);
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
    const image = await rawGet(`${baseUrl}/icon.png`, 'br, gzip');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body.length).toBe(4);
    // A site built with copies is sent as built.
    const added = await rawGet(`${baseUrl}/assets/added.js`, 'br, gzip');
    expect(added.headers['content-encoding']).toBeUndefined();
    expect(added.body.equals(readFileSync(join(site, 'assets', 'added.js')))).toBe(true);
  });

  it('compresses the 404 pages too, and sends them plain to a client that accepts no coding', async () => {
    const brotli = await rawGet(`${baseUrl}/fr/nope`, 'br');
    expect(brotli.status).toBe(404);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toBe('Accept-Encoding');
    expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length);
    expect(brotliDecompressSync(brotli.body).toString()).toContain('404 français');
    const plain = await rawGet(`${baseUrl}/nope`);
    expect(plain.status).toBe(404);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
    expect(plain.body.toString()).toContain('english 404');
  });

  it('sends the security headers of _headers', async () => {
    const response = await fetch(`${baseUrl}/`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });

  it('warns, naming the file, when the content changed after the site was built', async ({ onTestFinished }) => {
    const content = mkdtempSync(join(tmpdir(), 'portfolio-preview-content-'));
    onTestFinished(() => rmSync(content, { recursive: true, force: true }));
    mkdirSync(join(content, 'images'));
    writeFileSync(join(content, 'site.json'), '{}');
    writeFileSync(join(content, 'images', 'poster.jpg'), 'jpeg');
    const builtAt = new Date();
    utimesSync(join(content, 'site.json'), new Date(builtAt.getTime() - 60_000), new Date(builtAt.getTime() - 60_000));
    utimesSync(join(site, 'index.html'), builtAt, builtAt);
    const preview = async (): Promise<string> => {
      const started = startCli(['preview', '--dir', site, '--content', content, '--port', '0']);
      await started.waitFor(/Serving /);
      started.child.kill('SIGTERM');
      expect(await started.exited).toBe(0);
      return started.output();
    };

    const edited = new Date(builtAt.getTime() + 60_000);
    utimesSync(join(content, 'images', 'poster.jpg'), edited, edited);
    expect(await preview()).toContain(
      `Warning: the site in ${site}/ is older than the content (${join(content, 'images', 'poster.jpg')} changed since it was built). Run \`portfolio build\` to see the changes.`,
    );
    utimesSync(join(content, 'images', 'poster.jpg'), builtAt, builtAt);
    expect(await preview()).not.toContain('Warning');
  });

  it('refuses a folder that holds no built site', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'portfolio-preview-empty-'));
    const failed = startCli(['preview', '--dir', empty, '--port', '0']);
    expect(await failed.exited).toBe(1);
    expect(failed.output()).toContain('run `portfolio build` first');
    rmSync(empty, { recursive: true, force: true });
  });
});

describe('portfolio preview of a site built without compressed copies', () => {
  let plainSite: string;
  let server: ReturnType<typeof createStaticServer>;
  let origin: string;
  const script = 'export const wave = (height) => height * 2;\n'.repeat(200);

  beforeAll(async () => {
    plainSite = mkdtempSync(join(tmpdir(), 'portfolio-preview-plain-'));
    writeFileSync(join(plainSite, 'index.html'), `<!doctype html><html lang="en"><body>${'<p>home</p>'.repeat(200)}</body></html>`);
    writeFileSync(join(plainSite, '404.html'), `<!doctype html><html lang="en"><body>${'<p>not here</p>'.repeat(200)}</body></html>`);
    mkdirSync(join(plainSite, 'assets'));
    writeFileSync(join(plainSite, 'assets', 'app.js'), script);
    writeFileSync(join(plainSite, 'icon.png'), Buffer.alloc(4096, 7));
    server = createStaticServer(plainSite);
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((closed) => server.close(closed));
    rmSync(plainSite, { recursive: true, force: true });
  });

  it('compresses each text file as it sends it, as a host does: Brotli first, gzip 6 as GitHub Pages sends it', async () => {
    const brotli = await rawGet(`${origin}/assets/app.js`, 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toBe('Accept-Encoding');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(script);

    const gzip = await rawGet(`${origin}/assets/app.js`, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);
    expect(gzip.body.length).toBe(gzipSync(script, { level: 6 }).length);

    const page = await rawGet(`${origin}/`, 'br;q=0, gzip');
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.body).toString()).toContain('<p>home</p>');
  });

  it('sends the 404 page compressed, and everything plain to a client that accepts no coding', async () => {
    const missing = await rawGet(`${origin}/nope`, 'br');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(missing.body).toString()).toContain('not here');

    const plain = await rawGet(`${origin}/assets/app.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
  });

  it('sends an image as it is', async () => {
    const image = await rawGet(`${origin}/icon.png`, 'br, gzip');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body.length).toBe(4096);
  });
});
