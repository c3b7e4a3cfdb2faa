import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../build/build-site.ts';
import { defaultCacheDir, openBuildCache } from '../build/cache/build-cache.ts';
import { productFingerprint } from '../build/cache/product-fingerprint.ts';
import { validateContent } from '../content/validate-content.ts';

const projectRoot = resolve(import.meta.dirname, '../..');
const cli = join(projectRoot, 'cli/bin/portfolio.js');
const shippedContent = join(projectRoot, 'content');

function portfolio(...args: string[]) {
  return spawnSync(process.execPath, [cli, ...args], { cwd: projectRoot, encoding: 'utf8' });
}

/** Every file of a folder with the sha256 of its bytes. */
function fingerprint(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else files[relative(dir, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  };
  walk(dir);
  return files;
}

let workDir: string;
let firstBuild: Record<string, string>;
let firstOutput: string;

beforeAll(() => {
  workDir = mkdtempSync(join(tmpdir(), 'portfolio-build-test-'));
  const result = portfolio('build', '--out', join(workDir, 'first'));
  expect(result.stderr).not.toMatch(/error/i);
  expect(result.status).toBe(0);
  firstOutput = result.stdout;
  firstBuild = fingerprint(join(workDir, 'first'));
  // A full build with the CV PDFs; on a 2-core machine shared with other jobs it has taken over 120 s.
}, 240_000);

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe('portfolio build', () => {
  it('writes every page in both languages, the 404 pages, data files and host files', () => {
    expect(Object.keys(firstBuild)).toEqual(
      expect.arrayContaining([
        'index.html',
        'projects/index.html',
        'fr/index.html',
        'fr/projects/index.html',
        '404.html',
        'fr/404.html',
        'data/publications.json',
        'data/projects.fr.json',
        'data/strings.fr.json',
        'data/edition.json',
        'cv/index.html',
        'fr/cv/index.html',
        'cv/elodie-marchand-cv-en.pdf',
        'cv/elodie-marchand-cv-fr.pdf',
        'images/social-card.png',
        'sitemap.xml',
        'robots.txt',
        '_headers',
        '_redirects',
        'publications/publications.bib',
        'publications/publications.ris',
        'publications/publications.json',
        'publications/w4415582013/w4415582013.bib',
        'publications/w4415582013/w4415582013.ris',
        'publications/feed.xml',
        'fr/publications/feed.xml',
        'publications/index.html',
        'fr/publications/index.html',
        'publications/w4415582013/index.html',
        'fr/publications/w4415582013/index.html',
        'data/publications-home.json',
        'data/publications-list.json',
        'data/publication.w4415582013.json',
      ]),
    );
    expect(Object.keys(firstBuild).some((file) => file.startsWith('static-loader-data'))).toBe(false);
    expect(existsSync(join(workDir, 'first', '404'))).toBe(false);
  });

  it('prints one line per phase and a summary, none of the bundlers\' own logs, on one screen', () => {
    const lines = firstOutput.trimEnd().split('\n');
    for (const phase of ['validate', 'data', 'bundle', 'prerender', 'service worker', 'finish', 'search index', 'CV PDFs', 'replace output']) {
      expect(lines.some((line) => new RegExp(`^  ✓ ${phase} .*\\d+\\.\\d s$`).test(line)), phase).toBe(true);
    }
    // No compressed copies unless asked for (--compressed-copies, below).
    expect(lines.filter((line) => line.startsWith('  ✓ compress'))).toEqual([]);
    // Every HTML file is a page; the prerender wrote all of them but the merged works' redirect pages (finish).
    const htmlFiles = Object.keys(firstBuild).filter((file) => file.endsWith('.html'));
    const redirectPages = htmlFiles.filter((file) => readFileSync(join(workDir, 'first', file), 'utf8').includes('http-equiv="refresh"'));
    expect(firstOutput).toMatch(new RegExp(`✓ prerender +${htmlFiles.length - redirectPages.length} pages`));
    expect(firstOutput).toMatch(new RegExp(`${htmlFiles.length} pages · JS \\d+\\.\\d kB gzip · CSS \\d+\\.\\d kB gzip`));
    expect(firstOutput).not.toMatch(/vite-react-ssg|vite v\d|PostCSS|modules transformed|staging/);
    expect(lines.length).toBeLessThanOrEqual(20);
  });

  it("sends the old site's addresses of content/redirects.json to their pages: permanent rules first, and a refresh page at each", () => {
    const rules = readFileSync(join(workDir, 'first', '_redirects'), 'utf8');
    expect(rules.startsWith('/blog/2025/02/18/estimating-wave-run-up.html  /posts/estimating-wave-run-up/  301\n/services/  /consulting/  301\n/services  /consulting/  301\n/fr/blog/  /fr/posts/  301\n')).toBe(true);
    const page = readFileSync(join(workDir, 'first', 'blog/2025/02/18/estimating-wave-run-up.html'), 'utf8');
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=https://elodie-marchand.example.org/posts/estimating-wave-run-up/">');
    expect(page).toContain('<link rel="canonical" href="https://elodie-marchand.example.org/posts/estimating-wave-run-up/">');
    expect(readFileSync(join(workDir, 'first', 'services/index.html'), 'utf8')).toContain('url=https://elodie-marchand.example.org/consulting/"');
    expect(readFileSync(join(workDir, 'first', 'fr/blog/index.html'), 'utf8')).toContain('<html lang="fr">');
  });

  it('prints what the bundlers said when the prerender fails', () => {
    const failing = join(workDir, 'fail-prerender.cjs');
    // Loaded into every Node process of the build; only the prerender child stops, after a bundler-like message.
    writeFileSync(
      failing,
      "if (process.argv.some((arg) => arg.endsWith('run-prerender.ts'))) { console.error('[vite] simulated: cannot resolve ./missing.css'); process.exit(3); }\n",
    );
    const result = spawnSync(process.execPath, [cli, 'build', '--no-cache', '--out', join(workDir, 'first')], {
      cwd: projectRoot,
      encoding: 'utf8',
      env: { ...process.env, NODE_OPTIONS: `--require ${failing}` },
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('[vite] simulated: cannot resolve ./missing.css');
    expect(result.stderr).toContain('Build failed: the prerender failed (exit code 3)');
    expect(fingerprint(join(workDir, 'first'))).toEqual(firstBuild);
    // A whole CLI run up to the prerender (validation, data files, images, citations): 20 s is too short on a loaded machine.
  }, 60_000);

  it('publishes the social image and announces the size it read from the file in every page', () => {
    const shipped = createHash('sha256').update(readFileSync(join(shippedContent, 'images/social-card.png'))).digest('hex');
    expect(firstBuild['images/social-card.png']).toBe(shipped);
    const edition = JSON.parse(readFileSync(join(workDir, 'first', 'data/edition.json'), 'utf8')) as { socialImageSize: unknown };
    expect(edition.socialImageSize).toEqual({ width: 1200, height: 630 });
    for (const page of ['index.html', 'fr/projects/index.html', '404.html']) {
      const html = readFileSync(join(workDir, 'first', page), 'utf8');
      expect(html, page).toContain('property="og:image:width" content="1200"');
      expect(html, page).toContain('property="og:image:height" content="630"');
    }
  });

  it('writes no compressed copy unless asked, and with --compressed-copies a Brotli and a gzip copy beside every text file', () => {
    expect(Object.keys(firstBuild).filter((file) => /\.(br|gz)$/.test(file))).toEqual([]);
    const second = portfolio('build', '--out', join(workDir, 'second'), '--compressed-copies');
    expect(second.status).toBe(0);
    expect(second.stdout).toMatch(/^  ✓ compress +\d+ files/m);
    expect(second.stdout).toMatch(/ of \.br\/\.gz copies for the host\)$/m);
    // The same files as the first build (byte for byte), and their copies.
    const secondBuild = fingerprint(join(workDir, 'second'));
    const files = Object.keys(secondBuild);
    expect(Object.fromEntries(Object.entries(secondBuild).filter(([file]) => !/\.(br|gz)$/.test(file)))).toEqual(firstBuild);
    for (const file of files.filter((name) => /\.(html|js|css|json|svg|xml|webmanifest|txt)$/.test(name))) {
      expect(files, file).toContain(`${file}.br`);
      expect(files, file).toContain(`${file}.gz`);
    }
    expect(files.filter((name) => /\.(png|jpg|pdf)\.(br|gz)$|^_(headers|redirects)\.(br|gz)$/.test(name))).toEqual([]);
    const home = readFileSync(join(workDir, 'second', 'index.html'));
    expect(brotliDecompressSync(readFileSync(join(workDir, 'second', 'index.html.br'))).equals(home)).toBe(true);
    expect(gunzipSync(readFileSync(join(workDir, 'second', 'index.html.gz'))).equals(home)).toBe(true);
    // The service worker precaches the pages, not their copies.
    const worker = readFileSync(join(workDir, 'second', 'service-worker.js'), 'utf8');
    expect(worker).toContain('"index.html"');
    expect(worker).not.toMatch(/\.(br|gz)"/);
    // The same content and product, asked for copies no longer: not the build recorded, so built again.
    const third = portfolio('build', '--out', join(workDir, 'second'));
    expect(third.stdout).not.toContain('is up to date');
    expect(fingerprint(join(workDir, 'second'))).toEqual(firstBuild);
  }, 180_000);

  it('writes nothing when the content is invalid, names the problem and exits 1', () => {
    const content = join(workDir, 'broken-content');
    cpSync(shippedContent, content, { recursive: true });
    const site = JSON.parse(readFileSync(join(content, 'site.json'), 'utf8')) as { defaultTheme: string };
    site.defaultTheme = 'sepia';
    writeFileSync(join(content, 'site.json'), JSON.stringify(site, null, 2));

    // The first build's cache, as if made for this content: the prerender's process is given its page folders to make.
    const cacheDir = join(workDir, 'broken-cache');
    cpSync(defaultCacheDir(shippedContent), cacheDir, { recursive: true });
    writeFileSync(join(cacheDir, 'cache.json'), JSON.stringify({ product: productFingerprint(), contentDir: content }));
    const result = portfolio('build', '--content', content, '--out', join(workDir, 'first'), '--cache', cacheDir);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/site\.json:\d+:\d+ {2}\/defaultTheme {2}error: must be one of: system, light/);
    expect(result.stderr).toContain('unchanged');
    expect(fingerprint(join(workDir, 'first'))).toEqual(firstBuild);
    expect(readdirSync(workDir).filter((name) => name.includes('.staging-'))).toEqual([]);
  });

  it('leaves the previous output untouched when the build fails after the prerender', async () => {
    const { content } = await validateContent(shippedContent);
    if (!content) throw new Error('the shipped content should be valid');
    // A CV that vanished between validation and publishing makes the last step fail.
    const broken = { ...content, site: { ...content.site, profile: { ...content.site.profile, cv: 'files/missing.pdf' } } };
    // The cache the first build filled spares the phases before the failing step their work (22 s without it).
    const cache = await openBuildCache(defaultCacheDir(shippedContent), shippedContent, productFingerprint());
    await expect(buildSite(broken, shippedContent, join(workDir, 'first'), { cache })).rejects.toThrow(/missing\.pdf/);
    expect(fingerprint(join(workDir, 'first'))).toEqual(firstBuild);
    expect(readdirSync(workDir).filter((name) => name.includes('.staging-'))).toEqual([]);
    // The output an earlier build replaced is removed in the background: it goes too.
    await expect.poll(() => readdirSync(workDir).filter((name) => name.includes('.previous-')), { timeout: 10_000 }).toEqual([]);
  }, 120_000);
});
