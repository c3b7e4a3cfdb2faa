import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot, startCli, type RunningCli } from '../testing/spawn-cli.ts';

function freePort(): Promise<number> {
  return new Promise((resolvePort) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

let workDir: string;
let content: string;
let running: RunningCli;
let baseUrl: string;

beforeAll(async () => {
  // The content in a folder of its own: its build cache (.portfolio-cache/, beside it) goes with it.
  workDir = mkdtempSync(join(tmpdir(), 'portfolio-dev-'));
  content = join(workDir, 'content');
  cpSync(join(projectRoot, 'content'), content, { recursive: true });
  // An owner's own CV (the shipped example offers the generated one): dev serves it at the site root.
  cpSync(join(projectRoot, 'cli/content/fixtures/valid/files'), join(content, 'files'), { recursive: true });
  const site = JSON.parse(readFileSync(join(content, 'site.json'), 'utf8')) as { profile: Record<string, unknown> };
  site.profile['cv'] = 'files/CV_2025.pdf';
  writeFileSync(join(content, 'site.json'), JSON.stringify(site, null, 2));
  const port = await freePort();
  running = startCli(['dev', '--content', content, '--port', String(port)]);
  baseUrl = `http://127.0.0.1:${port}`;
  await running.waitFor(new RegExp(`127\\.0\\.0\\.1:${port}`), 60_000);
  // It listens at once and answers the data files once it has made them.
  await running.waitFor(/Content: .*, its data made in/, 90_000);
}, 180_000);

afterAll(async () => {
  running.child.kill('SIGTERM');
  await running.exited;
  rmSync(workDir, { recursive: true, force: true });
});

const siteData = async () => (await (await fetch(`${baseUrl}/data/site.json`)).json()) as { profile: { name: string } };

describe('portfolio dev', () => {
  it('serves the data files and the owner’s files from content/', async () => {
    expect((await siteData()).profile.name).toBe('Élodie Marchand');
    const cv = await fetch(`${baseUrl}/CV_2025.pdf`);
    expect(cv.status).toBe(200);
    expect(Buffer.from(await cv.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await fetch(`${baseUrl}/images/spotlight-poster.svg`)).status).toBe(200);
    // A card's Cite copies the paper's .bib: the same text as the paper's data file.
    const bib = await fetch(`${baseUrl}/publications/w4412260478/w4412260478.bib`);
    const paper = (await (await fetch(`${baseUrl}/data/publication.w4412260478.json`)).json()) as { bibtex: string };
    expect([bib.status, await bib.text()]).toEqual([200, paper.bibtex]);
    expect(paper.bibtex).toMatch(/^@article\{w4412260478,\n/);
    // Keys with a hyphen too: the CV page and the publications read these.
    for (const key of ['cv-publications', 'publications-home', 'publications-list']) {
      expect((await fetch(`${baseUrl}/data/${key}.json`)).headers.get('content-type')).toBe('application/json');
    }
  });

  it('picks up a content edit without a restart, and keeps the last good data while the content is invalid', async () => {
    const sitePath = join(content, 'site.json');
    const original = readFileSync(sitePath, 'utf8');
    writeFileSync(sitePath, original.replace('"Élodie Marchand"', '"Élodie Marchand-Le Goff"'));
    await expect.poll(async () => (await siteData()).profile.name, { timeout: 20_000 }).toBe('Élodie Marchand-Le Goff');

    writeFileSync(sitePath, original.replace('"defaultTheme": "system"', '"defaultTheme": "sepia"'));
    await running.waitFor(/defaultTheme/, 20_000);
    expect((await siteData()).profile.name).toBe('Élodie Marchand-Le Goff');
  }, 60_000);
});

describe('portfolio dev with a site.json that is not JSON', () => {
  it('names the file and where it breaks, points at portfolio validate, and exits 1', async ({ onTestFinished }) => {
    const broken = mkdtempSync(join(tmpdir(), 'portfolio-dev-broken-'));
    onTestFinished(() => rmSync(broken, { recursive: true, force: true }));
    writeFileSync(join(broken, 'site.json'), '{\n  "defaultLanguage": "fr",\n}\n');
    const started = startCli(['dev', '--content', broken, '--port', '0']);
    expect(await started.exited).toBe(1);
    const siteFile = join(broken, 'site.json');
    expect(started.output()).toContain(`${siteFile}:3:1  /  error: expected a "double-quoted" property name: remove the trailing comma or add the property`);
    expect(started.output()).toContain(`${siteFile} is not valid JSON: fix it (\`portfolio validate\` lists every problem in the content)`);
    expect(started.output()).not.toMatch(/SyntaxError|at JSON\.parse/);
  });
});

describe('portfolio dev with content of another format', () => {
  it('refuses to start on format-1 content, with the fix npx portfolio upgrade, and exits 1', async ({ onTestFinished }) => {
    const older = mkdtempSync(join(tmpdir(), 'portfolio-dev-format-'));
    onTestFinished(() => rmSync(older, { recursive: true, force: true }));
    writeFileSync(join(older, 'site.json'), '{\n  "publications": { "openalexAuthorIds": ["A1"], "exclude": [] }\n}\n');
    const started = startCli(['dev', '--content', older, '--port', '0']);
    expect(await started.exited).toBe(1);
    expect(started.output()).toContain(`${join(older, 'site.json')}:1:1  /format  error: ${join(older, 'site.json')} is format 1, but researcher-portfolio `);
    expect(started.output()).toContain(`run \`npx portfolio upgrade --content ${older}\` to migrate the content`);
  });
});

describe('portfolio dev and the build cache', () => {
  it("keeps the works' citations beside the content by default, and writes no cache with --no-cache", async ({ onTestFinished }) => {
    // The server started above, with the default cache: .portfolio-cache/ beside its content folder.
    expect(readdirSync(join(workDir, '.portfolio-cache'))).toHaveLength(1);

    const own = mkdtempSync(join(tmpdir(), 'portfolio-dev-no-cache-'));
    onTestFinished(() => rmSync(own, { recursive: true, force: true }));
    cpSync(join(projectRoot, 'content'), join(own, 'content'), { recursive: true });
    const started = startCli(['dev', '--content', join(own, 'content'), '--port', '0', '--no-cache']);
    onTestFinished(async () => {
      started.child.kill('SIGTERM');
      await started.exited;
    });
    await started.waitFor(/Content: .*, its data made in/, 90_000);
    expect(readdirSync(own)).toEqual(['content']);
  }, 120_000);

  it('serves what the last session served at the next start on the same content, then checks the content again', async ({ onTestFinished }) => {
    const own = mkdtempSync(join(tmpdir(), 'portfolio-dev-again-'));
    onTestFinished(() => rmSync(own, { recursive: true, force: true }));
    cpSync(join(projectRoot, 'content'), join(own, 'content'), { recursive: true });
    const snapshot = join(own, '.portfolio-cache', 'content', 'entries', 'dev', 'latest');
    const start = async () => {
      const port = await freePort();
      const started = startCli(['dev', '--content', join(own, 'content'), '--port', String(port)]);
      onTestFinished(async () => {
        started.child.kill('SIGTERM');
        await started.exited;
      });
      return { started, port };
    };

    const first = await start();
    await first.started.waitFor(new RegExp(`127\\.0\\.0\\.1:${first.port}`), 60_000);
    await first.started.waitFor(/Content: .*, its data made in/, 90_000);
    await expect.poll(() => existsSync(snapshot), { timeout: 30_000 }).toBe(true);
    const served = await (await fetch(`http://127.0.0.1:${first.port}/data/site.json`)).text();
    first.started.child.kill('SIGTERM');
    await first.started.exited;

    const again = await start();
    // The kept state is read while the server is made, so this line can come before the server listens.
    await again.started.waitFor(/Content: .*, served as the last `portfolio dev` left it \(unchanged since\); checking it again/, 60_000);
    await again.started.waitFor(new RegExp(`127\\.0\\.0\\.1:${again.port}`), 60_000);
    expect(await (await fetch(`http://127.0.0.1:${again.port}/data/site.json`)).text()).toBe(served);
    expect(again.started.output()).not.toContain('its data made in');
  }, 180_000);
});
