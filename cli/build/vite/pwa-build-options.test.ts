import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../../schemas/types.generated.ts';
import site from '../../../content/site.json';
import {
  backgroundColor,
  filesAddedAfterPrerender,
  mayBePrecached,
  moveNotFoundPages,
  pwaOptions,
  themeColor,
  webAppManifest,
} from './pwa-build-options.ts';

const projectRoot = resolve(import.meta.dirname, '../../..');
const md5 = (bytes: string | Buffer) => createHash('md5').update(bytes).digest('hex');

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): string {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

function lightToken(name: string): string | undefined {
  const css = readFileSync(join(projectRoot, 'site/app/styles/global.css'), 'utf8');
  const rootBlock = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  return new RegExp(`${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(rootBlock)?.[1];
}

describe('webAppManifest', () => {
  it('names the app after the owner, in the default language, opening at the root in its own window', () => {
    const manifest = webAppManifest(site as SiteConfig);
    expect(manifest).toMatchObject({
      id: '/',
      name: 'Élodie Marchand',
      description: site.profile.subtitle.en,
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
    const french = { ...site, defaultLanguage: 'fr' } as SiteConfig;
    expect(webAppManifest(french)).toMatchObject({ lang: 'fr', description: site.profile.subtitle.fr });
  });

  it('uses the initials as the short name when the full name would be cut under the icon', () => {
    expect(webAppManifest(site as SiteConfig).short_name).toBe('EM');
    const shortName = { ...site, profile: { ...site.profile, name: 'Ana Lopes' } } as SiteConfig;
    expect(webAppManifest(shortName).short_name).toBe('Ana Lopes');
  });

  it('takes its colours from the light theme tokens', () => {
    expect(themeColor).toBe(lightToken('--color-accent'));
    expect(backgroundColor).toBe(lightToken('--color-bg'));
  });

  it("takes the owner's light accent as its theme colour", () => {
    const themed = { ...site, theme: { accent: { light: '#0b6e4f', dark: '#7fd1b9' } } } as SiteConfig;
    expect(webAppManifest(themed).theme_color).toBe('#0b6e4f');
    expect(webAppManifest(site as SiteConfig).theme_color).toBe(themeColor);
  });

  it('lists icons that exist, at the sizes it declares, one of them maskable', () => {
    const { icons = [] } = webAppManifest(site as SiteConfig);
    expect(icons.map((icon) => icon.purpose)).toEqual(['any', 'any', 'maskable']);
    for (const icon of icons) {
      expect(pngSize(join(projectRoot, 'site/public', icon.src)), icon.src).toBe(icon.sizes);
    }
    expect(pngSize(join(projectRoot, 'site/public/icons/apple-touch-icon.png'))).toBe('180x180');
  });

  it('falls back to a neutral manifest when no site.json is available (portfolio dev)', () => {
    expect(webAppManifest(null)).toMatchObject({ name: 'Portfolio', short_name: 'Portfolio', lang: 'en' });
  });
});

describe('filesAddedAfterPrerender', () => {
  let dataDir: string;
  let contentDir: string;

  beforeEach(() => {
    const workDir = mkdtempSync(join(tmpdir(), 'pwa-options-'));
    dataDir = join(workDir, 'data');
    contentDir = join(workDir, 'content');
    mkdirSync(dataDir);
    writeFileSync(join(dataDir, 'site.json'), '{"a":1}');
    writeFileSync(join(dataDir, 'strings.fr.json'), '{"b":2}');
    writeFileSync(join(dataDir, 'notes.txt'), 'not data');
    cpSync(join(projectRoot, 'cli/content/fixtures/valid/images'), join(contentDir, 'images'), { recursive: true });
    mkdirSync(join(contentDir, 'images/projects'));
    writeFileSync(join(contentDir, 'images/projects/flume.svg'), '<svg/>');
    cpSync(join(projectRoot, 'cli/content/fixtures/valid/files'), join(contentDir, 'files'), { recursive: true });
  });

  afterEach(() => {
    rmSync(resolve(dataDir, '..'), { recursive: true, force: true });
  });

  it("leaves the papers' data files and the full publications.json out: the precache stays bounded", () => {
    writeFileSync(join(dataDir, 'publication.w1.json'), '{}');
    writeFileSync(join(dataDir, 'publications.json'), '{}');
    writeFileSync(join(dataDir, 'publications-home.json'), '{}');
    expect(filesAddedAfterPrerender(dataDir, undefined, undefined).map((entry) => entry.url)).toEqual([
      'data/publications-home.json',
      'data/site.json',
      'data/strings.fr.json',
    ]);
  });

  it("leaves the CV's data files out: the CV page is prerendered from them, never hydrated, and cached when visited", () => {
    for (const key of ['cv-publications', 'talks-cv', 'teaching-cv', 'software-cv', 'skills']) writeFileSync(join(dataDir, `${key}.json`), '{}');
    expect(filesAddedAfterPrerender(dataDir, undefined, undefined).map((entry) => entry.url)).toEqual([
      'data/site.json',
      // The skills' CV share is the file their home section's island reads.
      'data/skills.json',
      'data/strings.fr.json',
    ]);
  });

  it('lists the data files under data/, revisioned by their content', () => {
    expect(filesAddedAfterPrerender(dataDir, undefined, undefined)).toEqual([
      { url: 'data/site.json', revision: md5('{"a":1}') },
      { url: 'data/strings.fr.json', revision: md5('{"b":2}') },
    ]);
  });

  it('adds the owner’s images (nested folders too) and the CV at the site root', () => {
    const urls = filesAddedAfterPrerender(dataDir, contentDir, 'files/CV_2025.pdf').map((entry) => entry.url);
    expect(urls).toEqual([
      'data/site.json',
      'data/strings.fr.json',
      'images/profile.jpg',
      'images/projects/flume.svg',
      'images/shoreline.png',
      'images/spotlight-poster.jpg',
      'CV_2025.pdf',
    ]);
    const cv = filesAddedAfterPrerender(dataDir, contentDir, 'files/CV_2025.pdf').at(-1);
    expect(cv?.revision).toBe(md5(readFileSync(join(contentDir, 'files/CV_2025.pdf'))));
  });

  it('leaves the owner’s manuscripts (content/papers/) out: a visitor downloads the paper they open, not all of them', () => {
    mkdirSync(join(contentDir, 'papers'));
    writeFileSync(join(contentDir, 'papers/w1.pdf'), '%PDF-1.4');
    const urls = filesAddedAfterPrerender(dataDir, contentDir, undefined).map((entry) => entry.url);
    expect(urls.filter((url) => url.endsWith('.pdf'))).toEqual([]);
    expect(pwaOptions(undefined, contentDir).injectManifest?.globPatterns?.join()).not.toContain('pdf');
  });

  it('leaves out the sources the build made responsive versions of (a photo may weigh megabytes)', () => {
    writeFileSync(join(dataDir, 'images.json'), JSON.stringify({ 'images/profile.jpg': {}, 'images/shoreline.png': {} }));
    const urls = filesAddedAfterPrerender(dataDir, contentDir, undefined).map((entry) => entry.url);
    expect(urls.filter((url) => url.startsWith('images/'))).toEqual(['images/projects/flume.svg', 'images/spotlight-poster.jpg']);
  });

  it('gives a changed file a new revision', () => {
    const before = filesAddedAfterPrerender(dataDir, undefined, undefined);
    writeFileSync(join(dataDir, 'site.json'), '{"a":2}');
    const after = filesAddedAfterPrerender(dataDir, undefined, undefined);
    expect(after[0]?.revision).not.toBe(before[0]?.revision);
    expect(after[1]).toEqual(before[1]);
  });
});

describe('moveNotFoundPages', () => {
  it('lists the 404 pages where the build moves them, and leaves every other entry alone', async () => {
    const entries = ['index.html', 'projects/index.html', '404/index.html', 'fr/404/index.html', 'assets/app-1.js'].map(
      (url) => ({ url, revision: md5(url), size: 1 }),
    );
    const result = await moveNotFoundPages(entries);
    expect(result.manifest.map((entry) => entry.url)).toEqual([
      'index.html',
      'projects/index.html',
      '404.html',
      'fr/404.html',
      'assets/app-1.js',
    ]);
    expect(result.manifest.map((entry) => entry.revision)).toEqual(entries.map((entry) => entry.revision));
  });
});

describe('pwaOptions', () => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'pwa-data-'));
    writeFileSync(join(dataDir, 'site.json'), JSON.stringify({ ...site, defaultLanguage: 'fr' }));
  });

  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('builds the manifest from the site.json of the build, and lets the app register the worker', () => {
    const options = pwaOptions(dataDir, undefined);
    expect(options.manifest).toMatchObject({ name: site.profile.name, lang: 'fr' });
    expect(options.injectRegister).toBeNull();
    expect(options.strategies).toBe('injectManifest');
    expect(options.injectManifest?.additionalManifestEntries).toEqual([
      { url: 'data/site.json', revision: md5(readFileSync(join(dataDir, 'site.json'))) },
    ]);
  });

  it('keeps the host files out of the precache', () => {
    expect(pwaOptions(dataDir, undefined).injectManifest?.globIgnores).toEqual(
      expect.arrayContaining(['_headers', '_redirects', 'sitemap.xml', 'robots.txt']),
    );
  });

  it('precaches the lists and images, never the item pages and the CV', () => {
    const builtSite = mkdtempSync(join(tmpdir(), 'pwa-glob-'));
    const pages = ['index.html', 'publications/index.html', 'publications/w1/index.html', 'fr/publications/index.html', 'fr/publications/w1/index.html'];
    for (const page of [...pages, 'posts/dunes/index.html', 'posts/tags/dunes/index.html', 'fr/posts/dunes/index.html', 'cv/index.html', 'images/posts/a.jpg']) {
      mkdirSync(dirname(join(builtSite, page)), { recursive: true });
      writeFileSync(join(builtSite, page), 'x');
    }
    const { globPatterns, globIgnores } = pwaOptions(undefined, undefined).injectManifest ?? {};
    // As workbox-build globs the site (its get-file-details.js), with its own glob.
    const { globSync } = createRequire(createRequire(import.meta.url).resolve('workbox-build'))('glob') as { globSync(pattern: string, options: object): string[] };
    const precached = (globPatterns ?? []).flatMap((pattern) => globSync(pattern, { cwd: builtSite, ignore: globIgnores, follow: true }));
    expect(precached.sort()).toEqual(['fr/publications/index.html', 'images/posts/a.jpg', 'index.html', 'publications/index.html']);
    rmSync(builtSite, { recursive: true, force: true });
  });

  it('says which files its glob could take: every other may be moved into the output before it runs', () => {
    const builtSite = mkdtempSync(join(tmpdir(), 'pwa-glob-'));
    const names = ['a.html', 'b.js', 'c.css', 'd.svg', 'e.png', 'f.JPG', 'g.jpeg', 'h.webp', 'i.avif', 'j.ico', 'k.woff2', 'w1.bib', 'w1.bib.br', 'w1.ris.gz', 'feed.xml', 'cv.pdf', '_headers', 'site.json'];
    for (const name of names) writeFileSync(join(builtSite, name), 'x');
    const { globPatterns } = pwaOptions(undefined, undefined).injectManifest ?? {};
    const { globSync } = createRequire(createRequire(import.meta.url).resolve('workbox-build'))('glob') as { globSync(pattern: string, options: object): string[] };
    const globbed = new Set((globPatterns ?? []).flatMap((pattern) => globSync(pattern, { cwd: builtSite })));
    // Never one the glob takes said not to be; a name of other case is said to be, to be safe.
    expect(names.filter((name) => globbed.has(name) && !mayBePrecached(name))).toEqual([]);
    expect(names.filter(mayBePrecached)).toEqual(['a.html', 'b.js', 'c.css', 'd.svg', 'e.png', 'f.JPG', 'g.jpeg', 'h.webp', 'i.avif', 'j.ico', 'k.woff2']);
    rmSync(builtSite, { recursive: true, force: true });
  });

  it('works without build data (portfolio dev)', () => {
    const options = pwaOptions(undefined, undefined);
    expect(options.manifest).toMatchObject({ name: 'Portfolio' });
    expect(options.injectManifest?.additionalManifestEntries).toEqual([]);
  });
});
