import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { withoutLinksToShippedWorks } from '../../bench/publications-corpus.ts';
import { createStaticServer } from '../../cli/preview/static-server.ts';
import { importPublications } from '../../cli/publications/import-publications.ts';
import { generateWorks, startOpenAlexStandIn } from '../../cli/publications/testing/openalex-stand-in.ts';
import type { PublicationsListData } from '../../core/collections/publications/publication-data.ts';
import { waitForHydration } from './support/browser.ts';
import { browser } from './support/file-browser.ts';
import { openTestPage } from './support/test-page.ts';

/**
 * A senior researcher's record: 430 works imported through the OpenAlex stand-in into a copy of the shipped
 * content, built once. The home page must cost what it costs with the shipped 15 works, and the service
 * worker's precache must stay bounded.
 */
const projectRoot = resolve(import.meta.dirname, '../..');
const workCount = 430;
const shippedDist = inject('distDir');

let workDir: string;
let distDir: string;
let server: Server;
let baseUrl: string;
const formerId = 'W3999999999';
const siteUrl = (JSON.parse(readFileSync(join(projectRoot, 'content/site.json'), 'utf8')) as { siteUrl: string }).siteUrl.replace(/\/+$/, '');
let mergedHolderKey: string;

function run(args: string[]): Promise<void> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(process.execPath, [join(projectRoot, 'cli/bin/portfolio.js'), ...args], {
      cwd: projectRoot,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolveRun() : reject(new Error(`portfolio ${args[0]} failed:\n${stderr}`))));
  });
}

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'portfolio-scale-'));
  const contentDir = join(workDir, 'content');
  distDir = join(workDir, 'dist');
  cpSync(join(projectRoot, 'content'), contentDir, { recursive: true });
  // The shipped manuscripts belong to shipped works that the generated corpus replaces.
  rmSync(join(contentDir, 'papers'), { recursive: true, force: true });
  await withoutLinksToShippedWorks(contentDir);
  const site = JSON.parse(readFileSync(join(contentDir, 'site.json'), 'utf8')) as {
    publications: { sources: Array<{ openalex?: { authors: string[] } }> };
  };
  const authorId = site.publications.sources[0]?.openalex?.authors[0] ?? 'A5000000001';
  const standIn = await startOpenAlexStandIn({ works: generateWorks(workCount, { authorId }) });
  try {
    const outcome = await importPublications(
      {
        contentDir,
        outFile: join(contentDir, 'publications.json'),
        sourcesOverride: null,
        apiUrl: standIn.url,
        apiKey: null,
        dryRun: false,
        allowShrink: true,
      },
      { fetch: globalThis.fetch, sleep: (milliseconds) => sleep(milliseconds), now: () => new Date() },
    );
    if (!outcome.ok) throw new Error(outcome.errors.join('\n'));
  } finally {
    await standIn.close();
  }
  // A merge folded an older record into the newest work: its former key must answer with a redirect.
  const publicationsFile = join(contentDir, 'publications.json');
  const imported = JSON.parse(readFileSync(publicationsFile, 'utf8')) as { items: { id: string; mergedIds?: string[] }[] };
  const holder = imported.items[0];
  if (!holder) throw new Error('the import wrote no publications');
  holder.mergedIds = [formerId];
  mergedHolderKey = holder.id.toLowerCase();
  writeFileSync(publicationsFile, JSON.stringify(imported, null, 2));
  await run(['build', '--content', contentDir, '--out', distDir]);
  server = createStaticServer(distDir);
  baseUrl = await new Promise<string>((resolveListen) =>
    server.listen(0, '127.0.0.1', () => resolveListen(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}, 600_000);

afterAll(async () => {
  await new Promise((resolveClose) => server?.close(resolveClose));
  rmSync(workDir, { recursive: true, force: true });
});

const size = (dir: string, path: string) => statSync(join(dir, path)).size;

/** The URLs the service worker precaches, from the manifest Workbox wrote into it. */
function precachedUrls(dir: string): string[] {
  const worker = readFileSync(join(dir, 'service-worker.js'), 'utf8');
  return [...worker.matchAll(/\{(?:"revision":"?[^,}]*"?,)?"url":"([^"]+)"/g)].map((match) => match[1] as string);
}

describe(`a site with ${workCount}+ publications`, () => {
  it('builds a page per work and lists them all on the publications page', () => {
    const list = JSON.parse(readFileSync(join(distDir, 'data/publications-list.json'), 'utf8')) as PublicationsListData;
    expect(list.total).toBeGreaterThanOrEqual(workCount);
    for (const entry of list.entries.slice(0, 5)) {
      expect(size(distDir, `publications/${entry.key}/index.html`)).toBeGreaterThan(0);
      expect(size(distDir, `fr/publications/${entry.key}/index.html`)).toBeGreaterThan(0);
    }
    const page = readFileSync(join(distDir, 'publications/index.html'));
    expect(gzipSync(page).length).toBeLessThan(300_000);
  });

  it("keeps the home page's HTML within 5 % of the shipped one's, in both languages", () => {
    for (const home of ['index.html', 'fr/index.html']) {
      const ratio = size(distDir, home) / size(shippedDist, home);
      // The generated works have shorter texts than the shipped ones, so the page may be smaller: the budget
      // is that it does not grow with the number of works.
      expect(ratio, `${home}: ${size(distDir, home)} bytes vs ${size(shippedDist, home)}`).toBeLessThan(1.05);
    }
  });

  it('keeps the precache at most 3 MB, without the paper pages', () => {
    const urls = precachedUrls(distDir);
    expect(urls).toContain('publications/index.html');
    expect(urls.filter((url) => /publications\/[^/]+\/index\.html$/.test(url))).toEqual([]);
    expect(urls.filter((url) => url.startsWith('data/publication.'))).toEqual([]);
    // The CV's works, which no page fetches (the CV page is prerendered from them), are not downloaded at install.
    expect(urls.filter((url) => /^data\/(?:cv-publications|[a-z]+-cv)\.json$/.test(url))).toEqual([]);
    const bytes = urls.reduce((sum, url) => sum + size(distDir, url), 0);
    expect(bytes).toBeLessThanOrEqual(3 * 1024 * 1024);
  });

  it("answers a merged work's former key with a _redirects rule and a page that points on", async () => {
    const former = formerId.toLowerCase();
    const rules = readFileSync(join(distDir, '_redirects'), 'utf8');
    expect(rules).toContain(`/publications/${former}/  /publications/${mergedHolderKey}/  301\n`);
    expect(rules).toContain(`/fr/publications/${former}/  /fr/publications/${mergedHolderKey}/  301\n`);
    expect(rules.indexOf(former)).toBeLessThan(rules.indexOf('/*  /404.html'));

    const html = readFileSync(join(distDir, `fr/publications/${former}/index.html`), 'utf8');
    expect(html).toContain(`<link rel="canonical" href="${siteUrl}/fr/publications/${mergedHolderKey}/">`);
    expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${siteUrl}/fr/publications/${mergedHolderKey}/">`);

    const { page } = await openTestPage(browser);
    // The page points at the site's public address; here that address is the local server.
    await page.route(`${siteUrl}/**`, async (route) =>
      route.fulfill({ response: await page.request.get(route.request().url().replace(siteUrl, baseUrl)) }),
    );
    await page.goto(`${baseUrl}/fr/publications/${former}/`);
    // The static preview server does not read _redirects: the page's refresh takes the visitor on.
    await page.waitForURL((url) => url.pathname === `/fr/publications/${mergedHolderKey}/`);
    expect(await page.locator('meta[name="citation_title"]').count()).toBe(1);
    // The page goes on loading (its script, the icon) through the route; it must not answer after the test.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  it("serves a paper's page with its title and Highwire tags", async () => {
    const list = JSON.parse(readFileSync(join(distDir, 'data/publications-list.json'), 'utf8')) as PublicationsListData;
    const entry = list.entries.at(-1);
    if (!entry) throw new Error('no publications were built');
    const { page, problems } = await openTestPage(browser);
    await page.goto(`${baseUrl}/publications/${entry.key}/`);
    await waitForHydration(page);
    expect(await page.locator('h1').textContent()).toBe(entry.title);
    expect(await page.locator('meta[name="citation_title"]').getAttribute('content')).toBe(entry.title);
    expect(await page.locator('meta[name="citation_author"]').count()).toBe(entry.authors.length);
    expect(problems).toEqual([]);
  });
});
