import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFileSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '../../cli/build/host-files.ts';
import { createStaticServer } from '../../cli/preview/static-server.ts';
import { productStringsOf } from '../../core/i18n/product-strings.fixture.ts';
import { launchChromium, saveScreenshot, waitForHydration } from './support/browser.ts';
import { hostileTexts, makeContentHostile, payloads } from './support/hostile-content.ts';
import { reusedPage } from './support/reused-page.ts';

const stringsEn = productStringsOf('en');
const stringsFr = productStringsOf('fr');

const projectRoot = resolve(import.meta.dirname, '../..');
const cli = join(projectRoot, 'cli/bin/portfolio.js');

function copyContent(workDir: string): string {
  const contentDir = join(workDir, 'content');
  cpSync(join(projectRoot, 'content'), contentDir, { recursive: true });
  return contentDir;
}

function build(contentDir: string, outDir: string): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, [cli, 'build', '--content', contentDir, '--out', outDir], {
    cwd: projectRoot,
    encoding: 'utf8',
  });
}

function listen(server: Server): Promise<string> {
  return new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      resolveListen(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    });
  });
}

/** What a page's markup allows, read from the live DOM or from the HTML as served. */
interface MarkupFindings {
  eventHandlerAttributes: string[];
  javascriptUrls: string[];
  inlineScripts: { type: string; text: string }[];
  contentSecurityPolicies: string[];
  /** Whether the policy comes before every script, so it governs them all. */
  policyPrecedesScripts: boolean;
  referrerPolicies: string[];
  newTabLinksMissingRel: string[];
  pwned: unknown;
}

/** Inspects `document`, or — given the HTML as served — that HTML parsed inert by DOMParser. */
function inspectMarkup(page: Page, servedHtml: string | null = null): Promise<MarkupFindings> {
  return page.evaluate((html) => {
    const root = html === null ? document : new DOMParser().parseFromString(html, 'text/html');
    const elements = [...root.querySelectorAll('*')];
    const describe = (element: Element): string => element.outerHTML.slice(0, 160);
    const urlAttributes = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster'];
    const isJavascriptUrl = (value: string): boolean => {
      try {
        return new URL(value, location.href).protocol === 'javascript:';
      } catch {
        return false;
      }
    };
    const policyMeta = root.querySelector('meta[http-equiv="Content-Security-Policy" i]');
    const firstScript = root.querySelector('script');
    return {
      eventHandlerAttributes: elements.flatMap((element) =>
        [...element.attributes].filter((attribute) => /^on/i.test(attribute.name)).map(() => describe(element)),
      ),
      javascriptUrls: elements.flatMap((element) =>
        urlAttributes
          .map((name) => element.getAttribute(name))
          .filter((value): value is string => value !== null && isJavascriptUrl(value))
          .map(() => describe(element)),
      ),
      inlineScripts: [...root.querySelectorAll('script:not([src])')].map((script) => ({
        type: script.getAttribute('type') ?? '',
        text: script.textContent ?? '',
      })),
      contentSecurityPolicies: [...root.querySelectorAll('meta[http-equiv="Content-Security-Policy" i]')].map(
        (meta) => meta.getAttribute('content') ?? '',
      ),
      policyPrecedesScripts:
        policyMeta !== null &&
        (firstScript === null ||
          (policyMeta.compareDocumentPosition(firstScript) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0),
      referrerPolicies: [...root.querySelectorAll('meta[name="referrer"]')].map(
        (meta) => meta.getAttribute('content') ?? '',
      ),
      newTabLinksMissingRel: [...root.querySelectorAll('a[target="_blank"]')]
        .filter((link) => {
          const rel = (link.getAttribute('rel') ?? '').split(/\s+/);
          return !rel.includes('noopener') || !rel.includes('noreferrer');
        })
        .map(describe),
      pwned: (window as Window & { __pwned?: unknown }).__pwned,
    };
  }, servedHtml);
}

function scriptSources(policy: string): string[] {
  const directive = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === 'script-src');
  if (directive === undefined) throw new Error(`the Content-Security-Policy has no script-src: ${policy}`);
  return directive.slice(1);
}

function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The markup rules every page must keep, whatever its content. */
function expectSafeMarkup(findings: MarkupFindings, { searchPage = false } = {}): void {
  expect(findings.pwned).toBeUndefined();
  expect(findings.eventHandlerAttributes).toEqual([]);
  expect(findings.javascriptUrls).toEqual([]);
  expect(findings.newTabLinksMissingRel).toEqual([]);
  expect(findings.referrerPolicies).toEqual(['strict-origin-when-cross-origin']);

  expect(findings.contentSecurityPolicies).toHaveLength(1);
  expect(findings.policyPrecedesScripts).toBe(true);
  const policy = findings.contentSecurityPolicies[0] ?? '';
  const allowedScripts = scriptSources(policy);
  expect(allowedScripts).not.toContain("'unsafe-inline'");
  expect(allowedScripts).not.toContain("'unsafe-eval'");
  expect(policy).toMatch(/(^|;)\s*object-src 'none'/);
  expect(policy).toMatch(/(^|;)\s*base-uri 'self'/);

  const executable = findings.inlineScripts.filter(
    (script) => !['application/json', 'application/ld+json', 'speculationrules'].includes(script.type),
  );
  // Speculation rules, which the page's script adds to the live page, only ask the browser to prefetch.
  for (const rules of findings.inlineScripts.filter((script) => script.type === 'speculationrules')) {
    expect(Object.keys(JSON.parse(rules.text) as object)).toEqual(['prefetch']);
    expect(allowedScripts).toContain(sha256Source(rules.text));
  }
  // The boot script and the loader of the page's code (cli/build/vite/script-loader.ts), and nothing else that
  // runs, each allowed by its hash (as are the speculation rules the page's script adds: data that only prefetch).
  expect(executable.map((script) => script.type)).toEqual(['', '']);
  // The search page also compiles Pagefind's WebAssembly (cli/build/vite/finish-page.ts).
  expect(allowedScripts.filter((source) => !source.startsWith("'sha256-"))).toEqual(searchPage ? ["'self'", "'wasm-unsafe-eval'"] : ["'self'"]);
  for (const script of executable) expect(allowedScripts).toContain(sha256Source(script.text));
  // The data blocks are never run, and their escaping kept them whole JSON.
  for (const script of findings.inlineScripts.filter((s) => !executable.includes(s))) {
    expect(() => JSON.parse(script.text) as unknown).not.toThrow();
  }
}

const documentNotFound = 'error: Failed to load resource: the server responded with a status of 404 (Not Found)';

async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => document.body.innerText);
}

describe('a site built from hostile content', () => {
  let workDir: string;
  let server: Server;
  let baseUrl: string;
  let browser: Browser;

  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'portfolio-security-'));
    const contentDir = copyContent(workDir);
    makeContentHostile(contentDir);
    const result = build(contentDir, join(workDir, 'dist'));
    if (result.status !== 0) throw new Error(`the hostile content did not build:\n${result.stdout}\n${result.stderr}`);
    server = createStaticServer(join(workDir, 'dist'));
    baseUrl = await listen(server);
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    if (server) await new Promise((done) => server.close(done));
    rmSync(workDir, { recursive: true, force: true });
  });

  /** The tests take turns with one page (support/reused-page.ts): each navigates it, so no window outlives a test. */
  async function openHydrated(path: string, expectedStatus: number) {
    const tracked = await reusedPage(browser);
    const response = await tracked.page.goto(baseUrl + path);
    expect(response?.status()).toBe(expectedStatus);
    await waitForHydration(tracked.page);
    const servedHtml = (await response?.text()) ?? '';
    return { ...tracked, servedHtml };
  }

  const pages = [
    {
      path: '/',
      status: 200,
      texts: [
        hostileTexts.profileName,
        hostileTexts.greeting,
        hostileTexts.profileAbout,
        hostileTexts.experienceSummary,
        hostileTexts.projectTitle,
        hostileTexts.publicationTitle,
        hostileTexts.publicationVenue,
        hostileTexts.publicationAuthor,
        hostileTexts.abstractTeaser,
      ],
    },
    { path: '/projects/', status: 200, texts: [hostileTexts.projectTitle, hostileTexts.projectsIntro] },
    { path: '/fr/', status: 200, texts: [hostileTexts.profileName, hostileTexts.greeting, hostileTexts.publicationTitle] },
    { path: '/fr/projects/', status: 200, texts: [hostileTexts.projectTitle, hostileTexts.projectsIntro] },
    { path: '/no-such-page/', status: 404, texts: [hostileTexts.notFoundDescription, hostileTexts.profileName] },
    { path: '/fr/page-inconnue/', status: 404, texts: [hostileTexts.notFoundDescription] },
  ];

  it.each(pages)('$path runs no payload and shows it as text', async ({ path, status, texts }) => {
    const { page, problems, servedHtml, close } = await openHydrated(path, status);
    await page.waitForLoadState('networkidle');

    expectSafeMarkup(await inspectMarkup(page, servedHtml));
    expectSafeMarkup(await inspectMarkup(page));
    const shown = await visibleText(page);
    for (const text of texts) expect(shown).toContain(text);
    // A 404 page is a 404 response by design; Chromium reports that one as a console error.
    const expectedProblems = status === 404 ? [documentNotFound] : [];
    expect(problems).toEqual(expectedProblems);
    await close();
  });

  it("/search/ shows a hostile paper's title and excerpt as text, its payloads inert", async () => {
    const { page, problems, close } = await openHydrated('/search/?q=Hostile', 200);
    const titles = page.getByRole('main').locator('ol > li > a');
    await expect.poll(() => titles.allTextContents(), { timeout: 15_000 }).toContain(hostileTexts.publicationTitle);
    // Pagefind's excerpts are HTML; only their <mark>s become elements, the rest is text.
    const excerpts = (await page.getByRole('main').locator('ol p').allTextContents()).join(' ');
    expect(excerpts).toContain('<script>');
    expect(await page.getByRole('main').locator('ol p *:not(mark)').count()).toBe(0);
    await page.waitForLoadState('networkidle');
    expectSafeMarkup(await inspectMarkup(page), { searchPage: true });
    expect(problems).toEqual([]);
    await close();
  });

  it.each([
    { path: '/', strings: stringsEn },
    { path: '/fr/', strings: stringsFr },
  ])('$path stays inert while its hostile details are opened', async ({ path, strings }) => {
    const { page, problems, close } = await openHydrated(path, 200);
    const skills = JSON.parse(readFileSync(join(workDir, 'content/skills.json'), 'utf8')) as {
      skills: { name: string }[];
    };
    const firstSkill = skills.skills[0]?.name ?? '';

    await page.locator('#skills').getByRole('button', { name: firstSkill, exact: true }).click();
    await page
      .locator('#experience article')
      .filter({ hasText: hostileTexts.experienceSummary })
      .getByRole('button', { name: strings['experience.keyHighlights'] })
      .click();
    const publication = page.locator('#publications article').filter({ hasText: hostileTexts.publicationTitle });
    await publication.getByRole('button', { name: strings['publications.readFullAbstract'] }).click();
    await publication.getByRole('button', { name: strings['publications.moreAuthors']?.replace('{n}', '1') }).click();
    await page.waitForLoadState('networkidle');

    const shown = await visibleText(page);
    for (const text of [
      hostileTexts.skillDescription,
      hostileTexts.experienceBullet,
      hostileTexts.abstract,
      hostileTexts.hiddenAuthor,
    ]) {
      expect(shown).toContain(text);
    }
    expectSafeMarkup(await inspectMarkup(page));
    await saveScreenshot(page, `security-hostile-details${path === '/' ? '' : '-fr'}`);
    expect(problems).toEqual([]);
    await close();
  });

  it('stays inert when the projects page is rendered by the client after a navigation', async () => {
    const { page, problems, close } = await openHydrated('/', 200);
    await page.getByRole('link', { name: stringsEn['projects.viewAll'] }).click();
    await page.waitForURL(`${baseUrl}/projects/`);
    await page.getByText(hostileTexts.projectsIntro).waitFor();
    await page.waitForLoadState('networkidle');

    expect(await visibleText(page)).toContain(hostileTexts.projectTitle);
    expectSafeMarkup(await inspectMarkup(page));
    expect(problems).toEqual([]);
    await close();
  });

  it('drops the javascript: links of projects.md from the published data', async () => {
    for (const key of ['projects.en', 'projects.fr']) {
      const data = readFileSync(join(workDir, 'dist/data', `${key}.json`), 'utf8');
      expect(data).toContain(payloads.scriptTag);
      expect(data).not.toMatch(/javascript:/i);
    }
  });

  it('sends the security headers of _headers with pages, 404s and assets', async () => {
    const home = await fetch(`${baseUrl}/`);
    const missing = await fetch(`${baseUrl}/no-such-page`);
    const assetPath = /"(\/assets\/[^"]+\.js)"/.exec(await home.text())?.[1];
    expect(assetPath).toBeDefined();
    const asset = await fetch(`${baseUrl}${assetPath}`);
    // Data files hold content verbatim; as JSON with nosniff, a browser never reads them as HTML.
    const data = await fetch(`${baseUrl}/data/projects.en.json`);
    expect(data.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(missing.status).toBe(404);

    for (const response of [home, missing, asset, data]) {
      for (const [name, value] of Object.entries(securityHeaders())) expect(response.headers.get(name)).toBe(value);
      expect(response.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('Strict-Transport-Security')).toMatch(/max-age=\d{8,}/);
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('Permissions-Policy')).toContain('camera=()');
    }
  });
});

describe('javascript: URLs in content', () => {
  let workDir: string;

  beforeAll(() => {
    workDir = mkdtempSync(join(tmpdir(), 'portfolio-security-urls-'));
  });

  afterAll(() => {
    rmSync(workDir, { recursive: true, force: true });
  });

  it('fail the build when site.json has one where an http(s) URL belongs', () => {
    const contentDir = copyContent(join(workDir, 'site-url'));
    const sitePath = join(contentDir, 'site.json');
    const site = JSON.parse(readFileSync(sitePath, 'utf8')) as { profile: { links: { kind: string; url: string }[] } };
    const github = site.profile.links.findIndex((link) => link.kind === 'github');
    site.profile.links[github]!.url = 'javascript:window.__pwned=7';
    writeFileSync(sitePath, JSON.stringify(site, null, 2));
    const outDir = join(workDir, 'site-url', 'dist');

    const result = build(contentDir, outDir);

    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /site\.json:\d+:\d+ {2}\/profile\/links\/\d+\/url {2}error: must match .* \(got "javascript:window\.__pwned=7"\) — a profile link is a secure web address: write it https:\/\/…/,
    );
    expect(result.stderr).toContain('Nothing was built');
    expect(existsSync(outDir)).toBe(false);
  });

  it('fail the build when projects.md links or shows one', () => {
    const contentDir = copyContent(join(workDir, 'projects'));
    const hostileBlocks = [
      '',
      '---',
      '',
      '[Scripted title](javascript:window.__pwned=5)',
      '',
      '---',
      '',
      '[Scripted image and code](https://hostile.example.org/project)',
      '',
      '![x](javascript:window.__pwned=6)',
      '',
      'Code on GitHub: [repository](javascript:window.__pwned=8)',
      '',
    ].join('\n');
    const firstLineOfBlocks = (file: string): number => readFileSync(file, 'utf8').split('\n').length;
    const lines: Record<string, number> = {};
    for (const file of ['projects.md', 'projects.fr.md']) {
      const path = join(contentDir, file);
      lines[file] = firstLineOfBlocks(path);
      appendFileSync(path, hostileBlocks);
    }
    const outDir = join(workDir, 'projects', 'dist');

    const result = build(contentDir, outDir);

    expect(result.status).toBe(1);
    for (const file of ['projects.md', 'projects.fr.md']) {
      // The file ends with a newline, so its last (empty) line is the first appended one.
      const titleLine = (lines[file] ?? 0) + 3;
      const imageBlockLine = titleLine + 4;
      // Each problem points at the value itself: its line and column, and its place in the projects data file.
      const at = (line: number, column: number, pointer: string) =>
        `${file.replaceAll('.', '\\.')}:${line}:${column}  ${pointer}  error: block \\d+ \\("[^"]+"\\): `;
      expect(result.stderr).toMatch(
        new RegExp(`${at(titleLine, 1, '/items/\\d+/link')}link "javascript:window\\.__pwned=5" must be an http\\(s\\) URL`),
      );
      expect(result.stderr).toMatch(
        new RegExp(
          `${at(imageBlockLine + 4, 17, '/items/\\d+/githubLink')}GitHub link "javascript:window\\.__pwned=8" must be an http\\(s\\) URL`,
        ),
      );
      expect(result.stderr).toMatch(
        new RegExp(`${at(imageBlockLine + 2, 1, '/items/\\d+/image')}image "javascript:window\\.__pwned=6" must be a site path /images/`),
      );
    }
    expect(existsSync(outDir)).toBe(false);
  });
});
