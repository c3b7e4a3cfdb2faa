import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { brotliQuality, brotliWindowBits, compressOutput, isCompressible, landingPageBytes, largeFileBytes } from './compress-output.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'portfolio-compress-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const page = `<!doctype html><html><body>${'<p>Hello, reader.</p>'.repeat(200)}</body></html>`;

describe('compressOutput', () => {
  it('writes a Brotli and a gzip file beside every text file, and none beside images, PDFs or host files', async () => {
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), page);
    writeFileSync(join(dir, 'assets', 'app.js'), 'console.log(1);'.repeat(50));
    writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"x"}');
    writeFileSync(join(dir, 'photo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    writeFileSync(join(dir, 'cv.pdf'), '%PDF-1.4');
    writeFileSync(join(dir, '_headers'), '/*\n  X-Frame-Options: DENY\n');

    const totals = await compressOutput(dir);

    expect(readdirSync(dir, { recursive: true }).map(String).sort()).toEqual([
      '_headers',
      'assets',
      join('assets', 'app.js'),
      join('assets', 'app.js.br'),
      join('assets', 'app.js.gz'),
      'cv.pdf',
      'index.html',
      'index.html.br',
      'index.html.gz',
      'manifest.webmanifest',
      'manifest.webmanifest.br',
      'manifest.webmanifest.gz',
      'photo.png',
    ]);
    expect(brotliDecompressSync(readFileSync(join(dir, 'index.html.br'))).toString()).toBe(page);
    expect(gunzipSync(readFileSync(join(dir, 'index.html.gz'))).toString()).toBe(page);
    expect(totals.files).toBe(3);
    expect(totals.brotliBytes).toBeLessThan(totals.gzipBytes);
    expect(totals.gzipBytes).toBeLessThan(totals.plainBytes);
  });

  it('gives the same bytes on every run: a gzip header with no time and no name', async () => {
    writeFileSync(join(dir, 'index.html'), page);
    await compressOutput(dir);
    const first = [readFileSync(join(dir, 'index.html.br')), readFileSync(join(dir, 'index.html.gz'))];
    rmSync(join(dir, 'index.html.br'));
    rmSync(join(dir, 'index.html.gz'));
    await new Promise((done) => setTimeout(done, 1100));
    await compressOutput(dir);
    expect(readFileSync(join(dir, 'index.html.br')).equals(first[0] as Buffer)).toBe(true);
    expect(readFileSync(join(dir, 'index.html.gz')).equals(first[1] as Buffer)).toBe(true);
    // Bytes 4–7 of a gzip member are its modification time (RFC 1952); byte 3 holds the flags (no FNAME).
    expect([...(first[1] as Buffer).subarray(3, 8)]).toEqual([0, 0, 0, 0, 0]);
  });

  it('decides by the extension, whatever the case', () => {
    for (const file of ['a.html', 'b.CSS', 'feed.xml', 'robots.txt', 'refs.bib', 'refs.ris', 'icon.svg']) expect(isCompressible(file), file).toBe(true);
    for (const file of ['a.png', 'b.jpg', 'cv.pdf', '_headers', '_redirects', 'a.html.gz', 'a.js.br']) expect(isCompressible(file), file).toBe(false);
  });

  it("spends Brotli's best quality on scripts and stylesheets, and less on files that grow with the works", () => {
    for (const file of ['assets/app-1a2b.js', 'service-worker.js', 'assets/app-1a2b.CSS']) expect(brotliQuality(file, 200_000), file).toBe(11);
    for (const file of ['index.html', 'fr/index.html', 'publications/index.html', 'publications/publications.bib', 'data/publications-list.json']) {
      expect(brotliQuality(file, 500_000), file).toBe(10);
    }
    // Read by crawlers and feed readers, never by a page.
    for (const file of ['sitemap.xml', 'feed.xml', 'fr/feed.xml', 'publications/feed.xml']) expect(brotliQuality(file, 500_000), file).toBe(9);
    // The pages a visit starts on, while small enough for the first round trips: the best quality.
    for (const file of ['index.html', 'fr/index.html', 'cv/index.html', 'fr/talks/index.html', '404.html', 'fr/404.html']) {
      expect(brotliQuality(file, landingPageBytes), file).toBe(11);
      expect(brotliQuality(file, landingPageBytes + 1), file).toBe(10);
    }
    for (const file of ['posts/index.html', 'fr/posts/index.html', 'data/news.en.json', 'data/posts.en.json', 'about-us/index.html']) {
      expect(brotliQuality(file, 250_000), file).toBe(10);
    }
    // Written once per item of a collection (its page per item and its data file): they grow with the content.
    for (const file of [
      'publications/w1/index.html',
      'fr/publications/w1/index.html',
      'en/publications/my-thesis/my-thesis.bib',
      'publications/w1/w1.ris',
      'data/publication.w1.json',
      'posts/tides/index.html',
      'fr/posts/tides/index.html',
      'posts/tags/waves/index.html',
      'data/posts-item.fr.tides.json',
    ]) {
      expect(brotliQuality(file, 60_000), file).toBe(7);
    }
  });

  it('gives 6 to a file over 1 MB that no page fetches, 9 to the authors a search fetches late, and keeps 10 for pages and the list the publications page reads', () => {
    for (const file of ['publications/publications.json', 'publications/publications.ris', 'publications/publications.bib', 'data/publications.json', 'data/cv-publications.json']) {
      expect(brotliQuality(file, largeFileBytes), file).toBe(10);
      expect(brotliQuality(file, largeFileBytes + 1), file).toBe(6);
    }
    expect(brotliQuality('sitemap.xml', largeFileBytes + 1)).toBe(6);
    expect(brotliQuality('data/publications-list-authors.json', largeFileBytes)).toBe(10);
    expect(brotliQuality('data/publications-list-authors.json', largeFileBytes + 1)).toBe(9);
    for (const file of ['cv/index.html', 'fr/cv/index.html', 'publications/index.html', 'data/publications-list.json']) {
      expect(brotliQuality(file, 5_000_000), file).toBe(10);
    }
    expect(brotliQuality('assets/app-1a2b.js', 5_000_000)).toBe(11);
    expect(brotliQuality('publications/w1/index.html', 5_000_000)).toBe(7);
  });

  it('fits the Brotli window to the file, within the bounds Brotli allows', () => {
    expect(brotliWindowBits(0)).toBe(constants.BROTLI_MIN_WINDOW_BITS);
    expect(brotliWindowBits(35_000)).toBe(16);
    expect(brotliWindowBits(65_536)).toBe(17);
    expect(brotliWindowBits(200_000_000)).toBe(constants.BROTLI_MAX_WINDOW_BITS);
  });

  it('writes what it decided: a page at quality 10, a paper page at 9, a script at 11, each in a window that fits it', async () => {
    const script = `export const words = ${JSON.stringify('lorem ipsum dolor sit amet '.repeat(400).split(' '))};`;
    mkdirSync(join(dir, 'publications', 'w1'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), page);
    writeFileSync(join(dir, 'publications', 'w1', 'index.html'), page);
    writeFileSync(join(dir, 'app.js'), script);
    await compressOutput(dir);
    const atQuality = (text: string, quality: number) =>
      brotliCompressSync(Buffer.from(text), {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: quality,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
          [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(Buffer.byteLength(text)),
        },
      });
    expect(readFileSync(join(dir, 'index.html.br')).equals(atQuality(page, 10))).toBe(true);
    expect(readFileSync(join(dir, 'publications', 'w1', 'index.html.br')).equals(atQuality(page, 9))).toBe(true);
    expect(readFileSync(join(dir, 'app.js.br')).equals(atQuality(script, 11))).toBe(true);
    expect(readFileSync(join(dir, 'publications', 'w1', 'index.html.br')).equals(atQuality(page, 10))).toBe(false);
  });

  it('compresses the large files one at a time with the small ones beside them, each at its own quality', async () => {
    // Text that does not repeat within Brotli's reach, over 1 MB: each file its own.
    const large = (seed: number) =>
      JSON.stringify(Array.from({ length: 40_000 }, (_, index) => ({ id: `w${seed}-${index}`, title: `Work ${(index * 7919 + seed) % 100_003}` })));
    mkdirSync(join(dir, 'data'));
    mkdirSync(join(dir, 'publications'));
    const files: Record<string, string> = {
      'data/publications.json': large(1),
      'data/cv-publications.json': large(2),
      'publications/publications.json': large(3),
      'data/site.json': '{"name":"Élodie"}',
      'index.html': page,
    };
    for (const [path, text] of Object.entries(files)) writeFileSync(join(dir, path), text);
    expect(Buffer.byteLength(files['data/publications.json'] as string)).toBeGreaterThan(largeFileBytes);

    const totals = await compressOutput(dir);

    expect(totals.files).toBe(5);
    for (const [path, text] of Object.entries(files)) {
      expect(brotliDecompressSync(readFileSync(join(dir, `${path}.br`))).toString(), path).toBe(text);
      expect(gunzipSync(readFileSync(join(dir, `${path}.gz`))).toString(), path).toBe(text);
    }
    const atSix = brotliCompressSync(Buffer.from(files['data/publications.json'] as string), {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 6,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(files['data/publications.json'] as string),
        [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(Buffer.byteLength(files['data/publications.json'] as string)),
      },
    });
    expect(readFileSync(join(dir, 'data/publications.json.br')).equals(atSix)).toBe(true);
  });

  it('decides by the path in the site when given the folder it compresses (the data files, before the rest)', async () => {
    const data = JSON.stringify({ key: 'w1', abstract: 'Waves on a sandy shore. '.repeat(300) });
    writeFileSync(join(dir, 'publication.w1.json'), data);
    writeFileSync(join(dir, 'site.json'), data);
    await compressOutput(dir, { under: 'data', parallel: 1 });
    const atQuality = (quality: number) =>
      brotliCompressSync(Buffer.from(data), {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: quality,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(data),
          [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(Buffer.byteLength(data)),
        },
      });
    expect(readFileSync(join(dir, 'publication.w1.json.br')).equals(atQuality(9))).toBe(true);
    expect(readFileSync(join(dir, 'site.json.br')).equals(atQuality(10))).toBe(true);
  });

  it('leaves the files it is told are done, and counts only what it wrote', async () => {
    mkdirSync(join(dir, 'data'));
    writeFileSync(join(dir, 'index.html'), page);
    writeFileSync(join(dir, 'data', 'site.json'), '{"name":"x"}');
    const totals = await compressOutput(dir, { skip: (path) => path === 'data/site.json' });
    expect(totals.files).toBe(1);
    expect(readdirSync(join(dir, 'data'))).toEqual(['site.json']);
  });

  it('writes nothing once stopped, and says why', async () => {
    writeFileSync(join(dir, 'index.html'), page);
    const stop = new AbortController();
    stop.abort(new Error('the build failed'));
    await expect(compressOutput(dir, { signal: stop.signal })).rejects.toThrow('the build failed');
    expect(readdirSync(dir)).toEqual(['index.html']);
  });
});
