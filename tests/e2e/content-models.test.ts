import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer } from '../../cli/preview/static-server.ts';
import { isRequiredCollection } from '../../core/collections/collection-model.ts';
import { collectionModels } from '../../core/collections/registry.ts';
import { productStringsOf } from '../../core/i18n/product-strings.fixture.ts';
import { openPage, waitForHydration } from './support/browser.ts';
import { browser } from './support/file-browser.ts';
import { checkHtml, describeMessages, errorsOf, htmlFiles } from './support/html-checker.ts';

/**
 * Sites other than the shipped one, each built from a content folder written here: an English-only site with no
 * optional section (site.json and publications.json only), an English-only site with every kind of content, and a
 * three-language site whose German interface strings come from a strings.de.json this test writes, with no code
 * change.
 */
const projectRoot = resolve(import.meta.dirname, '../..');
const shippedContent = join(projectRoot, 'content');
const workDir = mkdtempSync(join(tmpdir(), 'portfolio-models-'));
const servers: Server[] = [];

type Json = unknown;
/** Every localized text and list of the content, with a German version (the English one, marked) beside it. */
function withGerman(value: Json): Json {
  if (Array.isArray(value)) return value.map(withGerman);
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, Json>;
  const copy = Object.fromEntries(Object.entries(record).map(([key, child]) => [key, withGerman(child)]));
  if ('en' in record && 'fr' in record) copy.de = typeof record.en === 'string' ? `${record.en} (de)` : record.en;
  return copy;
}
/** Every localized text with its English version only. */
function englishOnly(value: Json): Json {
  if (Array.isArray(value)) return value.map(englishOnly);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value as Record<string, Json>).filter(([key]) => key !== 'fr').map(([key, child]) => [key, englishOnly(child)]));
}
const readJson = (dir: string, name: string) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as Record<string, Json>;
const writeJson = (dir: string, name: string, value: Json) => writeFileSync(join(dir, name), JSON.stringify(value, null, 2));

function build(contentDir: string, distDir: string): void {
  const result = spawnSync(process.execPath, [join(projectRoot, 'cli/bin/portfolio.js'), 'build', '--content', contentDir, '--out', distDir], {
    cwd: projectRoot,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`portfolio build failed:\n${result.stdout}\n${result.stderr}`);
}

async function serve(distDir: string): Promise<string> {
  const server = createStaticServer(distDir);
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The JSON files of every optional kind (core/collections/registry.ts) that the shipped content has. */
const everyKindFiles = collectionModels
  .filter((model) => !isRequiredCollection(model.file))
  .flatMap((model): string[] => ('files' in model.file ? model.file.files.map((file) => file.name) : 'name' in model.file ? [model.file.name] : []))
  .filter((name) => existsSync(join(shippedContent, name)));

const germanStrings = { 'nav.publications': 'Publikationen', 'publications.title': 'Veröffentlichungen', 'notFound.returnHome': 'Zur Startseite' };

let bareUrl = '';
let bareDist = '';
let everyKindUrl = '';
let threeUrl = '';
let threeDist = '';

beforeAll(async () => {
  // English only, nothing optional.
  const bare = join(workDir, 'bare');
  mkdirSync(bare);
  cpSync(join(shippedContent, 'publications.json'), join(bare, 'publications.json'));
  const site = englishOnly(readJson(shippedContent, 'site.json')) as Record<string, Record<string, Json>>;
  const { spotlight: _s, contact: _c, projects: _p, socialImage: _i, ...required } = site;
  const { cv: _cv, email: _e, ...profile } = site.profile ?? {};
  writeJson(bare, 'site.json', { ...required, profile, languages: ['en'] });
  bareDist = join(workDir, 'bare-dist');
  build(bare, bareDist);
  bareUrl = await serve(bareDist);

  // English only, with every kind of content (its English texts, its English posts and projects.md).
  const everyKind = join(workDir, 'every-kind');
  cpSync(bare, everyKind, { recursive: true });
  for (const name of everyKindFiles) writeJson(everyKind, name, englishOnly(readJson(shippedContent, name)));
  cpSync(join(shippedContent, 'posts'), join(everyKind, 'posts'), { recursive: true, filter: (source) => !source.endsWith('.fr.md') });
  for (const folder of ['images', 'files']) cpSync(join(shippedContent, folder), join(everyKind, folder), { recursive: true });
  cpSync(join(shippedContent, 'projects.md'), join(everyKind, 'projects.md'));
  const everyKindDist = join(workDir, 'every-kind-dist');
  build(everyKind, everyKindDist);
  everyKindUrl = await serve(everyKindDist);

  // English, French and German: German strings from the content folder.
  const three = join(workDir, 'three');
  cpSync(shippedContent, three, { recursive: true });
  // Every content file with texts in the site's languages (not the publications, not the strings).
  const localizedFiles = readdirSync(three).filter((name) => name.endsWith('.json') && !/^(publications|strings)\./.test(name));
  for (const name of localizedFiles) writeJson(three, name, withGerman(readJson(three, name)));
  writeJson(three, 'site.json', { ...readJson(three, 'site.json'), languages: ['en', 'fr', 'de'] });
  cpSync(join(three, 'projects.md'), join(three, 'projects.de.md'));
  const english = productStringsOf('en');
  writeJson(three, 'strings.de.json', { ...english, 'language.name': 'Deutsch', 'language.locale': 'de-DE', 'language.ogLocale': 'de_DE', ...germanStrings });
  threeDist = join(workDir, 'three-dist');
  build(three, threeDist);
  threeUrl = await serve(threeDist);
}, 400_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  rmSync(workDir, { recursive: true, force: true });
});

describe('an English-only site with every kind of content', () => {
  it('has the News section, navigation item and page in its one language, and in its sitemap', async () => {
    const { page, problems, close } = await openPage(browser);
    await page.goto(`${everyKindUrl}/`);
    await waitForHydration(page);
    const navLinks = await page.getByRole('navigation', { name: 'Main navigation' }).first().getByRole('link').allTextContents();
    // Every kind in the registry's order; recognition has a home section and no navigation item.
    expect(navLinks).toEqual(['Skills', 'Projects', 'Publications', 'Experience', 'Education', 'News', 'Talks', 'Posts', 'Teaching', 'Software', 'CV']);
    const homeHeadings = (await page.locator('h2').allTextContents()).map((heading) => heading.trim());
    expect(homeHeadings).toEqual(['Skills & Expertise', 'Featured Projects', 'Publications', 'Experience', 'Education', 'News', 'Talks', 'Posts', 'Software and data', 'Recognition']);
    await page.locator('#news').getByRole('link', { name: /^All news/ }).click();
    await page.waitForURL(`${everyKindUrl}/news/`);
    expect(await page.locator('h1').textContent()).toBe('News');
    expect(await page.locator('a[hreflang]').count()).toBe(0);
    const hreflangs = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
    expect(hreflangs).toEqual(['en', 'x-default']);
    expect((await page.request.get(`${everyKindUrl}/fr/news/`)).status()).toBe(404);
    const sitemap = await (await page.request.get(`${everyKindUrl}/sitemap.xml`)).text();
    expect(sitemap).toMatch(/<loc>[^<]*\/news\/<\/loc>/);
    // Its site feed: the news, the posts, the talks and the software releases (the newest 50), linked from the head beside the publications feed.
    const feeds = await page.locator('link[rel="alternate"][type="application/atom+xml"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(feeds).toEqual(['/publications/feed.xml', '/feed.xml']);
    const feed = await (await page.request.get(`${everyKindUrl}/feed.xml`)).text();
    const englishPosts = readdirSync(join(shippedContent, 'posts')).filter((name) => name.endsWith('.md') && !name.endsWith('.fr.md'));
    const entries = (readJson(shippedContent, 'news.json').items as unknown[]).length + englishPosts.length + (readJson(shippedContent, 'talks.json').items as unknown[]).length + (readJson(shippedContent, 'software.json').items as unknown[]).length;
    expect(feed.match(/<entry>/g)?.length).toBe(Math.min(50, entries));
    expect(problems).toEqual([]);
    await close();
  });

  it('has its posts in English only: every post on /posts/, its pages with hreflang en alone, no /fr/ posts page', async () => {
    const { page, problems, close } = await openPage(browser);
    await page.goto(`${everyKindUrl}/posts/`);
    await waitForHydration(page);
    const englishPosts = readdirSync(join(shippedContent, 'posts')).filter((name) => name.endsWith('.md') && !name.endsWith('.fr.md'));
    expect(await page.getByRole('main').locator('ol > li > h2').count()).toBe(englishPosts.length);
    await page.getByRole('main').locator('ol > li > h2 a').first().click();
    await page.waitForURL(/\/posts\/[a-z0-9-]+\/$/);
    const hreflangs = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
    expect(hreflangs).toEqual(['en', 'x-default']);
    expect(await page.getByRole('main').locator('a[hreflang]').count()).toBe(0);
    expect((await page.request.get(`${everyKindUrl}/fr/posts/`)).status()).toBe(404);
    const sitemap = await (await page.request.get(`${everyKindUrl}/sitemap.xml`)).text();
    expect(sitemap).not.toContain('/fr/');
    expect(sitemap).toMatch(/<loc>[^<]*\/posts\/tags\/[a-z-]+\/<\/loc>/);
    expect(problems).toEqual([]);
    await close();
  });
  it('has its talks, teaching, software, awards, grants and service in English only: their pages, home sections, CV sections and downloads', async () => {
    const { page, problems, close } = await openPage(browser);
    const strings = productStringsOf('en');
    const talks = readJson(shippedContent, 'talks.json').items as Array<{ id: string }>;
    for (const path of ['/talks/', '/teaching/', '/software/']) {
      expect((await page.goto(`${everyKindUrl}${path}`))?.status(), path).toBe(200);
      await waitForHydration(page);
      const hreflangs = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
      expect(hreflangs, path).toEqual(['en', 'x-default']);
      expect((await page.request.get(`${everyKindUrl}/fr${path}`)).status(), path).toBe(404);
    }
    await page.goto(`${everyKindUrl}/talks/`);
    for (const talk of talks) expect(await page.locator(`main [id="${talk.id}"]`).count(), talk.id).toBe(1);
    await page.goto(`${everyKindUrl}/software/`);
    for (const item of readJson(shippedContent, 'software.json').items as Array<{ id: string }>) expect(await page.locator(`main [id="${item.id}"]`).count(), item.id).toBe(1);

    await page.goto(`${everyKindUrl}/`);
    await waitForHydration(page);
    const homeHeadings = (await page.locator('h2').allTextContents()).map((heading) => heading.trim());
    for (const key of ['nav.talks', 'software.title', 'recognition.title']) expect(homeHeadings).toContain(strings[key]);

    await page.goto(`${everyKindUrl}/cv/`);
    await waitForHydration(page);
    const cvHeadings = await page.locator('main h2').allTextContents();
    expect(cvHeadings.slice(-8)).toEqual(['cv.publications', 'cv.software', 'cv.talks', 'cv.awards', 'cv.grants', 'cv.teaching', 'cv.supervision', 'cv.service'].map((key) => strings[key]));
    const sitemap = await (await page.request.get(`${everyKindUrl}/sitemap.xml`)).text();
    for (const path of ['/talks/', '/teaching/', '/software/', '/news/', '/posts/']) expect(sitemap).toContain(`${path}</loc>`);
    expect((await page.request.get(`${everyKindUrl}/software/software.bib`)).status()).toBe(200);
    expect((await page.request.get(`${everyKindUrl}/fr/software/software.bib`)).status()).toBe(404);
    expect(sitemap).not.toContain('/fr/');
    expect(problems).toEqual([]);
    await close();
  });
});

describe('an English-only site with no optional section', () => {
  it('has one tree of pages, no toggle, only its own hreflang, and no trace of a missing section', async () => {
    expect(existsSync(join(bareDist, 'fr'))).toBe(false);
    expect(existsSync(join(bareDist, 'projects'))).toBe(false);
    expect(existsSync(join(bareDist, 'news'))).toBe(false);
    expect(existsSync(join(bareDist, 'feed.xml'))).toBe(false);
    const { page, problems, close } = await openPage(browser);
    await page.goto(`${bareUrl}/`);
    await waitForHydration(page);
    expect(await page.locator('a[hreflang]').count()).toBe(0);
    const hreflangs = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
    expect(hreflangs).toEqual(['en', 'x-default']);
    expect(await page.locator('link[type="application/atom+xml"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(['/publications/feed.xml']);
    const navLinks = await page.getByRole('navigation', { name: 'Main navigation' }).first().getByRole('link').allTextContents();
    // The CV page is generated from the content, so every site has it.
    expect(navLinks).toEqual(['Publications', 'CV']);
    const headings = await page.locator('h2').allTextContents();
    expect(headings.map((heading) => heading.trim())).toEqual(['Publications']);
    for (const id of ['spotlight', 'skills', 'projects', 'experience', 'education', 'news', 'contact']) expect(await page.locator(`#${id}`).count(), id).toBe(0);
    for (const name of ['Watch Video', 'Get in Touch', 'View My Work']) {
      expect(await page.getByRole('link', { name }).count(), name).toBe(0);
    }
    // Every in-site link leads to a page or section that exists.
    const hrefs = await page.locator('a[href^="/"], a[href^="#"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    for (const href of new Set(hrefs)) {
      const [path = '/', hash] = href.split('#');
      if (path !== '' && path !== '/') expect((await page.request.get(`${bareUrl}${path}`)).status(), href).toBe(200);
      if (hash) expect(await page.locator(`[id="${hash}"]`).count(), href).toBe(1);
    }
    // Its islands answer in its one language: the publications' first category filter.
    const filters = page.getByRole('group', { name: 'Filter publications by type' });
    await filters.getByRole('button').nth(1).click();
    await expect.poll(() => filters.getByRole('button').nth(1).getAttribute('aria-pressed')).toBe('true');
    expect(problems).toEqual([]);
    // No projects page: the path is an unknown one, answered by the 404 page (whose own status Chromium logs).
    const response = await page.goto(`${bareUrl}/projects/`);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Oops! Page not found');
    expect(problems).toEqual(['error: Failed to load resource: the server responded with a status of 404 (Not Found)']);
    await close();
  });
});

describe('a three-language site', () => {
  it('serves German under /de/ with the strings of strings.de.json, and links every language to the others', async () => {
    const { page, problems, close } = await openPage(browser);
    await page.goto(`${threeUrl}/de/`);
    await waitForHydration(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    expect(await page.locator('#publications-title, #publications h2').first().textContent()).toContain('Veröffentlichungen');
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).first().getByRole('link', { name: 'Publikationen' }).count()).toBe(1);
    const toggles = await page.locator('header a[hreflang]').evaluateAll((links) => [...new Set(links.map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`))]);
    expect(toggles).toEqual(['en /', 'fr /fr/']);
    const hreflangs = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
    expect(hreflangs).toEqual(['en', 'fr', 'de', 'x-default']);
    expect(await page.locator('meta[property="og:locale"]').getAttribute('content')).toBe('de_DE');

    await page.goto(`${threeUrl}/fr/`);
    await waitForHydration(page);
    expect(await page.locator('header a[hreflang="de"]').first().getAttribute('aria-label')).toBe('DE – Deutsch');
    expect((await page.request.get(`${threeUrl}/de/projects/`)).status()).toBe(200);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('both sites in the W3C Nu HTML checker', () => {
  it('have no error on any page (one run over both)', () => {
    const pages = [...htmlFiles(bareDist), ...htmlFiles(threeDist)];
    expect(pages.filter((file) => file.includes('/de/')).length).toBeGreaterThan(0);
    expect(describeMessages(errorsOf(checkHtml(pages)), workDir)).toBe('');
  });
});
