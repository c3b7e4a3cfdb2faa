import { appendFileSync, cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { createStaticServer } from '../../cli/preview/static-server.ts';
import { chromiumFlags, chromiumPath } from '../support/chromium.ts';
import { openPage, waitForHydration } from './support/browser.ts';
import { publicationKey } from '../../core/collections/publications/publication-key.ts';
import { browser } from './support/file-browser.ts';
import { publications } from './support/section-content.ts';
import { expectedHeading, pagePath, site, sitePages, text } from './support/site-content.ts';

const baseUrl = inject('baseUrl');
const formServiceUrl = inject('formServiceUrl');

/** First visit: the service worker installs (precaching the site); after a reload it controls the page. */
async function visitUntilControlled(page: Page, url = `${baseUrl}/`): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

const heading = (page: Page) => page.locator('h1').textContent();

describe('the installable app', () => {
  it('links a valid manifest with its icons, registers at the root, and Chromium finds it installable', async () => {
    // Chromium never offers to install from an incognito profile, which every Playwright context is: this
    // check needs a real (temporary) profile.
    const profileDir = mkdtempSync(join(tmpdir(), 'portfolio-pwa-profile-'));
    const context = await chromium.launchPersistentContext(profileDir, {
      executablePath: chromiumPath,
      args: chromiumFlags,
      viewport: { width: 1280, height: 900 },
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await visitUntilControlled(page);

      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(href).toBe('/manifest.webmanifest');
      const manifest = (await (await page.request.get(`${baseUrl}${href}`)).json()) as Record<string, unknown> & {
        icons: { src: string; sizes: string; type: string; purpose: string }[];
      };
      expect(manifest).toMatchObject({
        name: site.profile.name,
        lang: site.defaultLanguage,
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#0b6e8a',
        background_color: '#f7fafc',
      });
      expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
        '192x192 any',
        '512x512 any',
        '512x512 maskable',
      ]);
      for (const icon of [...manifest.icons.map(({ src }) => src), '/icons/apple-touch-icon.png']) {
        const image = await page.request.get(`${baseUrl}${icon}`);
        expect(image.headers()['content-type'], icon).toBe('image/png');
      }
      expect(await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')).toBe('/icons/apple-touch-icon.png');

      const registration = await page.evaluate(async () => {
        const ready = await navigator.serviceWorker.ready;
        return { scope: ready.scope, script: ready.active?.scriptURL };
      });
      expect(registration).toEqual({ scope: `${baseUrl}/`, script: `${baseUrl}/service-worker.js` });

      const cdp = await context.newCDPSession(page);
      expect(((await cdp.send('Page.getAppManifest')) as { errors: unknown[] }).errors).toEqual([]);
      expect(((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] }).installabilityErrors).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
      rmSync(profileDir, { recursive: true, force: true });
    }
  });

  it('serves every page offline after one visit, and the 404 page of its language for anything else', async () => {
    const { page, problems, close } = await openPage(browser, { serviceWorkers: 'allow' });
    await visitUntilControlled(page);
    await page.context().setOffline(true);

    await page.reload();
    await waitForHydration(page);
    expect(await heading(page)).toBe(site.profile.name);

    for (const sitePage of sitePages) {
      await page.goto(`${baseUrl}${sitePage.path}`);
      await waitForHydration(page);
      expect(await page.locator('html').getAttribute('lang'), sitePage.path).toBe(sitePage.language);
      expect(await heading(page), sitePage.path).toBe(expectedHeading(sitePage));
    }
    // In-site links and visitors drop the trailing slash of the page directories.
    for (const language of ['en', 'fr'] as const) {
      await page.goto(`${baseUrl}${pagePath(language, '/projects/').replace(/\/$/, '')}`);
      await waitForHydration(page);
      expect(await heading(page)).toBe(text(language, 'projectsPage.title'));
    }

    // The data files, the manifest and the owner's images come from the cache as well (0: the fetch failed).
    const poster = `/${site.spotlight.poster}`;
    const offlineFiles = await page.evaluate(async (urls) => {
      const statuses: Record<string, number> = {};
      for (const url of urls) statuses[url] = await fetch(url).then((response) => response.status, () => 0);
      return statuses;
    }, ['/data/publications-home.json', '/data/projects.en.json', '/manifest.webmanifest', poster]);
    expect(offlineFiles).toEqual({
      '/data/publications-home.json': 200,
      '/data/projects.en.json': 200,
      '/manifest.webmanifest': 200,
      [poster]: 200,
    });

    expect(problems).toEqual([]);
    await close();
  });

  it('answers a search offline that was made once online, its words in the URL', async () => {
    const { page, problems, close } = await openPage(browser, { serviceWorkers: 'allow' });
    await visitUntilControlled(page);
    const results = page.getByRole('main').locator('ol > li > a');
    await page.goto(`${baseUrl}/search/?q=seagrass`);
    await waitForHydration(page);
    await expect.poll(() => results.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const online = await results.allTextContents();

    await page.context().setOffline(true);
    await page.goto(`${baseUrl}/search/?q=seagrass`);
    await waitForHydration(page);
    expect(await heading(page)).toBe(text('en', 'search.title'));
    await expect.poll(() => results.allTextContents(), { timeout: 15_000 }).toEqual(online);
    expect(problems).toEqual([]);
    await close();
  });

  it("keeps a paper's page and a post's page once visited, its pictures included, though neither is precached", async () => {
    const { page, problems, close } = await openPage(browser, { serviceWorkers: 'allow' });
    await visitUntilControlled(page);
    const precached = await page.evaluate(async () => {
      const paths: string[] = [];
      for (const name of (await caches.keys()).filter((cacheName) => cacheName.includes('precache'))) {
        paths.push(...(await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname));
      }
      return paths;
    });
    expect(precached).toContain('/posts/index.html');
    expect(precached.filter((path) => /\/(publications|posts)\/[^/]+\/index\.html$|\/data\/(publication|posts-item)\./.test(path))).toEqual([]);

    const slug = readdirSync(resolve(import.meta.dirname, '../../content/posts')).find((name) => /^[a-z0-9-]+\.md$/.test(name))?.replace(/\.md$/, '');
    const firstWork = publications.items[0];
    if (slug === undefined || firstWork === undefined) throw new Error('the shipped content has a post and a work');
    const visited = [`/posts/${slug}/`, `/fr/publications/${publicationKey(firstWork)}/`];
    const online: string[] = [];
    for (const path of visited) {
      await page.goto(`${baseUrl}${path}`);
      await waitForHydration(page);
      online.push((await heading(page)) ?? '');
    }
    await page.context().setOffline(true);
    for (const [index, path] of visited.entries()) {
      await page.goto(`${baseUrl}${path}`);
      await waitForHydration(page);
      expect(await heading(page), path).toBe(online[index]);
    }
    expect(online[1]).toBe(firstWork.title);
    expect(problems).toEqual([]);
    await close();
  });

  it('online, lets the host answer an unknown page with its 404 status', async () => {
    const { page, problems, close } = await openPage(browser, { serviceWorkers: 'allow' });
    await visitUntilControlled(page);
    const notFoundPages = sitePages.filter(({ kind }) => kind === 'notFound');
    for (const sitePage of notFoundPages) {
      const response = await page.goto(`${baseUrl}${sitePage.path}`);
      expect(response?.status(), sitePage.path).toBe(404);
      await waitForHydration(page);
      expect(await heading(page)).toBe(expectedHeading(sitePage));
    }
    // Chromium reports every page answered with 404 on the console; nothing else may appear.
    expect(problems).toEqual(
      notFoundPages.map(() => 'error: Failed to load resource: the server responded with a status of 404 (Not Found)'),
    );
    await close();
  });

  it('leaves the contact form’s POST to the form service alone', async () => {
    const { page, problems, close } = await openPage(browser, { serviceWorkers: 'allow' });
    await visitUntilControlled(page);
    // A form of its own: the contact form's tests, which may run beside this file, steer and count the site's.
    const checkForm = '/f/e2e-service-worker-check';
    await fetch(`${formServiceUrl}/__reset?form=${checkForm}`, { method: 'POST' });

    const status = await page.evaluate(async (endpoint) => {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ name: 'Service worker check' }),
      });
      return response.status;
    }, `${formServiceUrl}${checkForm}`);
    expect(status).toBe(200);

    const posts = (await (await fetch(`${formServiceUrl}/__posts?form=${checkForm}`)).json()) as { body: unknown }[];
    expect(posts.map((post) => post.body)).toEqual([{ name: 'Service worker check' }]);
    const cachedUrls = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls;
    });
    expect(cachedUrls.length).toBeGreaterThan(0);
    expect(cachedUrls.filter((url) => url.startsWith(formServiceUrl))).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('a new version of the site', () => {
  let siteDir: string;
  let server: Server;
  let port = 0;

  async function serve(): Promise<string> {
    server = createStaticServer(siteDir);
    await new Promise<void>((resolveListen) => server.listen(port, '127.0.0.1', resolveListen));
    port = (server.address() as AddressInfo).port;
    return `http://127.0.0.1:${port}`;
  }

  /** Deploys a changed service worker at the same address (the static server reads its files at start). */
  async function deployNewVersion(): Promise<void> {
    server.closeAllConnections();
    await new Promise((closed) => server.close(closed));
    // The site is built without compressed copies: the server sends the changed file itself.
    appendFileSync(join(siteDir, 'service-worker.js'), '\n// the next version\n');
    await serve();
  }

  beforeEach(() => {
    siteDir = mkdtempSync(join(tmpdir(), 'portfolio-next-version-'));
    cpSync(inject('distDir'), siteDir, { recursive: true });
    port = 0;
  });
  afterEach(async () => {
    server.closeAllConnections();
    await new Promise((closed) => server.close(closed));
    rmSync(siteDir, { recursive: true, force: true });
  });

  it.each(['en', 'fr'] as const)('asks in %s whether to refresh, and refreshes when the visitor agrees', async (language) => {
    const siteUrl = await serve();
    const { page, problems, close } = await openPage(browser, { serviceWorkers: 'allow' });
    await visitUntilControlled(page, `${siteUrl}${pagePath(language, '/')}`);
    const firstVersion = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);

    const questions: string[] = [];
    page.on('dialog', (dialog) => {
      questions.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.accept();
    });
    await deployNewVersion();
    const reloaded = page.waitForEvent('load');
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      await registration.update();
    });
    await expect.poll(() => questions, { timeout: 10_000 }).toEqual([`confirm: ${text(language, 'update.confirm')}`]);

    // Agreeing activates the new version, which takes over the page and reloads it.
    await reloaded;
    await waitForHydration(page);
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return { controlled: navigator.serviceWorker.controller !== null, waiting: registration.waiting !== null };
    });
    expect(firstVersion).toBe(`${siteUrl}/service-worker.js`);
    expect(state).toEqual({ controlled: true, waiting: false });
    expect(problems).toEqual([]);
    await close();
  });
});
