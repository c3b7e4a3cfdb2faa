import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sealEntry, sha256 } from '../cache/cache-entries.ts';
import { packFiles } from '../cache/packed-files.ts';
import { PageCache, decodePageEntry, encodePageEntry, pageEntryFile, reusableHtml, type PageEntry } from './page-cache.ts';
import { readPageIndex, writePageIndex } from './page-index.ts';

const entry: PageEntry = {
  path: '/publications/w1/',
  bundle: 'bundle-1',
  reads: [
    ['publication.w1', 'hash-w1'],
    ['site', 'hash-site'],
    ['talks', null],
  ],
  html: Buffer.from('<html>w1</html>'),
};
const current: Record<string, string | null> = { 'publication.w1': 'hash-w1', site: 'hash-site', talks: null };

describe('a cached page', () => {
  it('is reused when the bundle and every data file it read are unchanged, a file it found missing included', () => {
    expect(reusableHtml(entry, '/publications/w1/', 'bundle-1', (key) => current[key] ?? null)).toEqual(Buffer.from('<html>w1</html>'));
  });

  it('is rendered again after a change of the bundle, of one file it read, or of a file it found missing', () => {
    const hashes = (changed: Record<string, string | null>) => (key: string) => ({ ...current, ...changed })[key] ?? null;
    expect(reusableHtml(entry, '/publications/w1/', 'bundle-2', hashes({}))).toBeUndefined();
    expect(reusableHtml(entry, '/publications/w1/', 'bundle-1', hashes({ site: 'hash-site-2' }))).toBeUndefined();
    expect(reusableHtml(entry, '/publications/w1/', 'bundle-1', hashes({ talks: 'hash-talks' }))).toBeUndefined();
  });

  it('is never served for another page, nor when there is none', () => {
    expect(reusableHtml(entry, '/publications/w2/', 'bundle-1', (key) => current[key] ?? null)).toBeUndefined();
    expect(reusableHtml(undefined, '/publications/w1/', 'bundle-1', () => null)).toBeUndefined();
  });
});

describe('a cache entry', () => {
  it('reads back what was written, and nothing once a byte changed or it was cut short', () => {
    const bytes = encodePageEntry(entry);
    expect(decodePageEntry(bytes)).toEqual(entry);
    expect(decodePageEntry(Buffer.from(bytes.toString('latin1').replace('w1</html>', 'w2</html>'), 'latin1'))).toBeUndefined();
    expect(decodePageEntry(bytes.subarray(0, -3))).toBeUndefined();
    expect(decodePageEntry(Buffer.alloc(0))).toBeUndefined();
  });

  it('is not an entry when what it says it was made from is not what a page is made from', () => {
    const { html, ...madeFrom } = entry;
    expect(decodePageEntry(sealEntry(packFiles({ ...madeFrom, reads: 'site' }, [['html', html]])))).toBeUndefined();
    expect(decodePageEntry(sealEntry(packFiles(madeFrom, [['page', html]])))).toBeUndefined();
  });
});

describe('the page cache', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'prerender-cache-'));
    writeFileSync(join(dir, 'site.json'), '{"name":"A"}');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps each page with the hashes of the data files it read, and ignores a corrupt entry', async () => {
    const pages = new PageCache(join(dir, 'cache'), dir);
    pages.store('/', 'bundle-1', ['site', 'news', 'site'], '<html>home</html>', join(dir, 'index.html'));
    await pages.flush();
    const stored = decodePageEntry(readFileSync(pageEntryFile(join(dir, 'cache'), '/')));
    expect(stored).toEqual({ path: '/', bundle: 'bundle-1', reads: [['news', null], ['site', sha256('{"name":"A"}')]], html: Buffer.from('<html>home</html>') });
    expect(new PageCache(join(dir, 'cache'), dir).reusable('/', 'bundle-1')).toEqual({ html: Buffer.from('<html>home</html>'), reads: stored?.reads });

    writeFileSync(join(dir, 'site.json'), '{"name":"B"}');
    expect(new PageCache(join(dir, 'cache'), dir).reusable('/', 'bundle-1')).toBeUndefined();

    writeFileSync(join(dir, 'site.json'), '{"name":"A"}');
    const file = pageEntryFile(join(dir, 'cache'), '/');
    writeFileSync(file, Buffer.from(readFileSync(file).toString('latin1').replace('home', 'hone'), 'latin1'));
    expect(new PageCache(join(dir, 'cache'), dir).reusable('/', 'bundle-1')).toBeUndefined();
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
    await writePageIndex(cache(), 'helper', new Map([['/publications/w1/', { bundle: 'bundle-0', reads: [], file: [0, 0, 0, 0] }]]));
    expect(readPageIndex(cache()).get('/publications/w1/')).toEqual({ bundle: 'bundle-1', reads: [['site', sha256('{"name":"A"}')]], file: identity });
  });
});

