import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sha256 } from '../cache/cache-entries.ts';
import { PageCache, pageEntryFile, reusableHtml } from './page-cache.ts';
import { readPageIndex, writePageIndex, type IndexedPage } from './page-index.ts';

const html = Buffer.from('<html>w1</html>');
const page: IndexedPage = {
  bundle: 'bundle-1',
  reads: [
    ['publication.w1', 'hash-w1'],
    ['site', 'hash-site'],
    ['talks', null],
  ],
  file: [1, 2, html.length, 0],
  html: sha256(html),
};
const current: Record<string, string | null> = { 'publication.w1': 'hash-w1', site: 'hash-site', talks: null };

describe('a cached page', () => {
  it('is reused when the bundle and every data file it read are unchanged, a file it found missing included', () => {
    expect(reusableHtml(page, html, 'bundle-1', (key) => current[key] ?? null)).toEqual(html);
  });

  it('is rendered again after a change of the bundle, of one file it read, or of a file it found missing', () => {
    const hashes = (changed: Record<string, string | null>) => (key: string) => ({ ...current, ...changed })[key] ?? null;
    expect(reusableHtml(page, html, 'bundle-2', hashes({}))).toBeUndefined();
    expect(reusableHtml(page, html, 'bundle-1', hashes({ site: 'hash-site-2' }))).toBeUndefined();
    expect(reusableHtml(page, html, 'bundle-1', hashes({ talks: 'hash-talks' }))).toBeUndefined();
  });

  it('is never served when its entry is not the HTML the index recorded (cut short, edited, missing), nor without a record', () => {
    const same = (key: string) => current[key] ?? null;
    expect(reusableHtml(page, html.subarray(0, -3), 'bundle-1', same)).toBeUndefined();
    expect(reusableHtml(page, Buffer.from('<html>w2</html>'), 'bundle-1', same)).toBeUndefined();
    expect(reusableHtml(page, undefined, 'bundle-1', same)).toBeUndefined();
    expect(reusableHtml(undefined, html, 'bundle-1', same)).toBeUndefined();
  });
});

describe('the page cache', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'prerender-cache-'));
    writeFileSync(join(dir, 'site.json'), '{"name":"A"}');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps each page with the hashes of the data files it read, its entry a link to the page written, and ignores a changed entry', async () => {
    const written = join(dir, 'index.html');
    writeFileSync(written, '<html>home</html>');
    const pages = new PageCache(join(dir, 'cache'), dir);
    pages.store('/', 'bundle-1', ['site', 'news', 'site'], '<html>home</html>', written);
    await pages.flush();
    const entry = pageEntryFile(join(dir, 'cache'), '/');
    expect(statSync(entry).ino).toBe(statSync(written).ino);
    const reads = [['news', null], ['site', sha256('{"name":"A"}')]];
    expect(readPageIndex(join(dir, 'cache')).get('/')).toMatchObject({ bundle: 'bundle-1', reads, html: sha256('<html>home</html>') });
    // The output it was written into removed (a CI run: the cache restored, not the output): the entry serves it.
    rmSync(written);
    expect(new PageCache(join(dir, 'cache'), dir).reusable('/', 'bundle-1')).toEqual({ html: Buffer.from('<html>home</html>'), reads, hash: sha256('<html>home</html>') });

    writeFileSync(join(dir, 'site.json'), '{"name":"B"}');
    expect(new PageCache(join(dir, 'cache'), dir).reusable('/', 'bundle-1')).toBeUndefined();

    writeFileSync(join(dir, 'site.json'), '{"name":"A"}');
    writeFileSync(entry, '<html>hone</html>');
    expect(new PageCache(join(dir, 'cache'), dir).reusable('/', 'bundle-1')).toBeUndefined();
  });

  it('copies the page into its entry where it cannot be linked (the cache on another file system)', async () => {
    const written = join(dir, 'index.html');
    writeFileSync(written, '<html>one</html>');
    const pages = new PageCache(join(dir, 'cache'), dir, 'lead', undefined, () => false);
    pages.store('/', 'bundle-1', [], '<html>one</html>', written);
    await pages.flush();
    expect(statSync(pageEntryFile(join(dir, 'cache'), '/')).ino).not.toBe(statSync(written).ino);
    expect(readFileSync(pageEntryFile(join(dir, 'cache'), '/'), 'utf8')).toBe('<html>one</html>');
    expect(new PageCache(join(dir, 'cache'), dir).reusable('/', 'bundle-1')?.html.toString()).toBe('<html>one</html>');
  });

  it("replaces the entry of a page rendered again, never writing through the last output's page", async () => {
    const last = join(dir, 'last.html');
    writeFileSync(last, '<html>one</html>');
    const first = new PageCache(join(dir, 'cache'), dir);
    first.store('/', 'bundle-1', [], '<html>one</html>', last);
    await first.flush();

    const next = join(dir, 'next.html');
    writeFileSync(next, '<html>two</html>');
    const second = new PageCache(join(dir, 'cache'), dir);
    second.store('/', 'bundle-2', [], '<html>two</html>', next);
    await second.flush();
    expect(statSync(pageEntryFile(join(dir, 'cache'), '/')).ino).toBe(statSync(next).ino);
    expect(new PageCache(join(dir, 'cache'), dir).reusable('/', 'bundle-2')?.html.toString()).toBe('<html>two</html>');
    expect(readFileSync(last, 'utf8')).toBe('<html>one</html>');
  });

  it('drops the entries of pages the prerender no longer has', async () => {
    const pages = new PageCache(join(dir, 'cache'), dir);
    for (const path of ['/', '/old/', '/fr/']) pages.store(path, 'bundle-1', [], `<html>${path}</html>`, join(dir, 'none'));
    await pages.flush();
    await pages.prune(['/', '/fr/']);
    expect(readdirSync(join(dir, 'cache', 'pages')).sort()).toEqual([pageEntryFile('', '/'), pageEntryFile('', '/fr/')].map((file) => file.slice('pages/'.length)).sort());
  });
});

describe("the page cache's index", () => {
  let dir: string;
  const cache = () => join(dir, 'cache');
  const page = (output: string) => join(dir, output, 'publications', 'w1', 'index.html');
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'page-index-'));
    writeFileSync(join(dir, 'site.json'), '{"name":"A"}');
    // The last prerender rendered the page into its output, dist-1.
    mkdirSync(join(page('dist-1'), '..'), { recursive: true });
    writeFileSync(page('dist-1'), '<html>w1</html>');
    const last = new PageCache(cache(), dir);
    last.store('/publications/w1/', 'bundle-1', ['site'], '<html>w1</html>', page('dist-1'));
    await last.flush();
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("links the last output's page, unread, while it is the very file written from the same bundle and data", async () => {
    const next = new PageCache(cache(), dir);
    expect(next.linkUnchanged('/publications/w1/', 'bundle-1', page('dist-1'), page('dist-2'))).toBe(true);
    expect(statSync(page('dist-2')).ino).toBe(statSync(page('dist-1')).ino);
    // Its index keeps the page for the build after it, which links it again from dist-2.
    await next.flush();
    expect(new PageCache(cache(), dir).linkUnchanged('/publications/w1/', 'bundle-1', page('dist-2'), page('dist-3'))).toBe(true);
    expect(readFileSync(page('dist-3'), 'utf8')).toBe('<html>w1</html>');
  });

  it('links nothing after a change of the bundle, of a data file the page read, or of the file itself', () => {
    expect(new PageCache(cache(), dir).linkUnchanged('/publications/w1/', 'bundle-2', page('dist-1'), page('dist-2'))).toBe(false);
    expect(new PageCache(cache(), dir).linkUnchanged('/publications/w2/', 'bundle-1', page('dist-1'), page('dist-2'))).toBe(false);

    writeFileSync(join(dir, 'site.json'), '{"name":"B"}');
    expect(new PageCache(cache(), dir).linkUnchanged('/publications/w1/', 'bundle-1', page('dist-1'), page('dist-2'))).toBe(false);
    writeFileSync(join(dir, 'site.json'), '{"name":"A"}');

    // The same bytes written again (another inode), and the same file touched: neither is what the index says.
    const touched = statSync(page('dist-1'));
    utimesSync(page('dist-1'), touched.atime, new Date(touched.mtimeMs + 1000));
    expect(new PageCache(cache(), dir).linkUnchanged('/publications/w1/', 'bundle-1', page('dist-1'), page('dist-2'))).toBe(false);
    rmSync(page('dist-1'));
    writeFileSync(page('dist-1'), '<html>w1</html>');
    expect(new PageCache(cache(), dir).linkUnchanged('/publications/w1/', 'bundle-1', page('dist-1'), page('dist-2'))).toBe(false);
    expect(existsSync(page('dist-2'))).toBe(false);
  });

  it('is ignored when it is not whole, and the lead process\'s index wins over an older second process\'s', async () => {
    const [file] = readdirSync(cache()).filter((name) => name.startsWith('page-index-'));
    const whole = readFileSync(join(cache(), file!));
    writeFileSync(join(cache(), file!), whole.subarray(0, -2));
    expect(readPageIndex(cache()).size).toBe(0);
    writeFileSync(join(cache(), file!), whole);

    const identity = readPageIndex(cache()).get('/publications/w1/')?.file;
    await writePageIndex(cache(), 'helper', new Map([['/publications/w1/', { bundle: 'bundle-0', reads: [], file: [0, 0, 0, 0], html: sha256('<html>w0</html>') }]]));
    expect(readPageIndex(cache()).get('/publications/w1/')).toEqual({ bundle: 'bundle-1', reads: [['site', sha256('{"name":"A"}')]], file: identity, html: sha256('<html>w1</html>') });
  });
});

