import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer } from '../../cli/preview/static-server.ts';
import { publicationKey } from '../../core/collections/publications/publication-key.ts';
import { openPage, waitForHydration } from './support/browser.ts';
import { buildSite } from './support/build-site.ts';
import { browser } from './support/file-browser.ts';
import { refreshTarget, writeImportedVariant } from './support/imported-site.ts';

const projectRoot = resolve(import.meta.dirname, '../..');
const fixtures = join(projectRoot, 'tests/fixtures/old-sites');
const tools = ['al-folio', 'academicpages', 'hugo-blox'] as const;
type Tool = (typeof tools)[number];

/** What each hand-written old site holds of the owner's own, read from its files (not from what the import wrote). */
const expected: Record<Tool, { works: string[]; posts: string[]; talks: string[]; leftOut: string[] }> = {
  'al-folio': {
    works: ['Internal waves in Fram Strait', 'Tidal mixing over the Yermak Plateau'],
    posts: ['Tidal waves under the ice', 'Notes from a winter school'],
    talks: [],
    leftOut: ['_posts/2015-03-15-formatting-and-links.md', '_drafts/a-new-idea.md', '_posts/2024-02-01-unfinished.md', '_posts/2024-01-10-broken-front-matter.md'],
  },
  academicpages: {
    works: ['A spoken corpus of market Igbo', 'Tone sandhi in Onitsha Igbo'],
    posts: ['A fieldwork diary', 'Ideas for a tone atlas'],
    talks: ['Downstep in the wild'],
    leftOut: [],
  },
  'hugo-blox': {
    works: ['Wave breaking on a sloping beach', 'Tidal mixing in Norwegian fjords'],
    posts: ['Measuring ocean waves with a pressure sensor'],
    talks: ['Breaking waves'],
    leftOut: [],
  },
};

interface Moved {
  contentDir: string;
  distDir: string;
  report: string;
  baseUrl: string;
  server: Server;
}

const workDir = mkdtempSync(join(tmpdir(), 'portfolio-moving-'));
const moved = new Map<Tool, Moved>();

// Each old site moved here as an owner does it (`portfolio init --from`), then built and served as a host serves it.
beforeAll(async () => {
  await Promise.all(
    tools.map(async (tool) => {
      const { contentDir, report } = writeImportedVariant(join(fixtures, tool), join(workDir, tool));
      const distDir = join(workDir, tool, 'dist');
      await buildSite(contentDir, distDir);
      const server = createStaticServer(distDir);
      await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
      moved.set(tool, { contentDir, distDir, report, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server });
    }),
  );
}, 600_000);

afterAll(async () => {
  await Promise.all([...moved.values()].map(({ server }) => new Promise((closed) => server.close(closed))));
  rmSync(workDir, { recursive: true, force: true });
});

function site(tool: Tool): Moved {
  const found = moved.get(tool);
  if (found === undefined) throw new Error(`${tool} was not moved`);
  return found;
}

async function page(tool: Tool, path: string): Promise<string> {
  const response = await fetch(`${site(tool).baseUrl}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
}

const json = <T>(tool: Tool, file: string): T => JSON.parse(readFileSync(join(site(tool).contentDir, file), 'utf8')) as T;
const escaped = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll("'", '&#x27;').replaceAll('"', '&quot;');

describe.each(tools)('a %s site moved here', (tool) => {
  it('shows every work of the old site on its own page and in the list, without JavaScript', async () => {
    const { items } = json<{ items: Array<{ id: string; title: string }> }>(tool, 'publications.json');
    expect(items.map((item) => item.title).sort()).toEqual([...expected[tool].works].sort());
    const list = await page(tool, '/publications/');
    for (const work of items) {
      expect(list).toContain(escaped(work.title));
      expect(await page(tool, `/publications/${publicationKey(work)}/`)).toContain(escaped(work.title));
    }
  });

  it('shows every post, own page, news item, talk and course it had', async () => {
    const posts = readdirSync(join(site(tool).contentDir, 'posts')).filter((file) => file.endsWith('.md'));
    expect(posts.length).toBe(expected[tool].posts.length);
    const postList = await page(tool, '/posts/');
    for (const title of expected[tool].posts) expect(postList).toContain(escaped(title));
    for (const file of posts) expect(await page(tool, `/posts/${file.replace(/\.md$/, '')}/`)).toContain('<article');
    for (const file of readdirSync(join(site(tool).contentDir, 'pages')).filter((name) => /^[^.]+\.md$/.test(name))) {
      const title = /^title: (.+)$/m.exec(readFileSync(join(site(tool).contentDir, 'pages', file), 'utf8'))?.[1] ?? '';
      expect(await page(tool, `/${file.replace(/\.md$/, '')}/`)).toContain(escaped(title.replace(/^["']|["']$/g, '')));
    }
    if (expected[tool].talks.length > 0) {
      const talks = await page(tool, '/talks/');
      for (const title of expected[tool].talks) expect(talks).toContain(escaped(title));
    }
  });

  it('sends every old address to its new page: a permanent rule in _redirects and a refresh page', async () => {
    const { redirects } = json<{ redirects: Array<{ from: string; to: string }> }>(tool, 'redirects.json');
    expect(redirects.length).toBeGreaterThan(0);
    const rules = readFileSync(join(site(tool).distDir, '_redirects'), 'utf8');
    for (const { from, to } of redirects) {
      expect(rules).toContain(`${from}  ${to}  301`);
      expect(await refreshTarget(site(tool).baseUrl, from), from).toBe(to);
      await page(tool, to);
    }
  });

  it("names in its report what it left out and why: the tool's demo content, drafts, files it could not read", () => {
    const { report } = site(tool);
    expect(report).toMatch(/\| left out \| demo content/);
    expect(report).toMatch(/\| left out \| draft/);
    for (const file of expected[tool].leftOut) expect(report).toMatch(new RegExp(`\\| ${file.replace(/[.]/g, '\\.')} \\| left out \\|`));
  });

  it('opens in Chromium, home and a post, with no console error, failed request or broken image', async () => {
    const posts = readdirSync(join(site(tool).contentDir, 'posts')).filter((file) => file.endsWith('.md'));
    const { page: tab, problems, close } = await openPage(browser);
    try {
      for (const path of ['/', `/posts/${(posts[0] ?? '').replace(/\.md$/, '')}/`]) {
        await tab.goto(`${site(tool).baseUrl}${path}`);
        await waitForHydration(tab);
        const broken = await tab.evaluate(() => [...document.images].filter((image) => image.complete && image.naturalWidth === 0).map((image) => image.src));
        expect(broken, path).toEqual([]);
      }
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
