import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCli, type RunningCli } from '../testing/spawn-cli.ts';

let site: string;
let running: RunningCli;
let baseUrl: string;

beforeAll(async () => {
  site = mkdtempSync(join(tmpdir(), 'portfolio-preview-'));
  const page = (lang: string, body: string) => `<!doctype html><html lang="${lang}"><body>${body}</body></html>`;
  writeFileSync(join(site, 'index.html'), page('en', 'home'));
  writeFileSync(join(site, '404.html'), page('en', 'english 404'));
  mkdirSync(join(site, 'projects'));
  writeFileSync(join(site, 'projects', 'index.html'), page('en', 'projects'));
  mkdirSync(join(site, 'fr'));
  writeFileSync(join(site, 'fr', 'index.html'), page('fr', 'accueil'));
  writeFileSync(join(site, 'fr', '404.html'), page('fr', '404 français'));
  running = startCli(['preview', '--dir', site, '--port', '0']);
  const [, url] = await running.waitFor(/at (http:\/\/127\.0\.0\.1:\d+)\//);
  baseUrl = url as string;
});

afterAll(async () => {
  running.child.kill('SIGTERM');
  await running.exited;
  rmSync(site, { recursive: true, force: true });
});

describe('portfolio preview', () => {
  it('serves clean URLs with and without the trailing slash', async () => {
    for (const path of ['/projects', '/projects/']) {
      const response = await fetch(baseUrl + path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('projects');
    }
  });

  it('answers unknown paths with the 404 page of their language and status 404', async () => {
    const english = await fetch(`${baseUrl}/nope`);
    expect(english.status).toBe(404);
    expect(await english.text()).toContain('english 404');
    const french = await fetch(`${baseUrl}/fr/nope`);
    expect(french.status).toBe(404);
    expect(await french.text()).toContain('404 français');
  });

  it('sends the security headers of _headers', async () => {
    const response = await fetch(`${baseUrl}/`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });

  it('warns, naming the file, when the content changed after the site was built', async ({ onTestFinished }) => {
    const content = mkdtempSync(join(tmpdir(), 'portfolio-preview-content-'));
    onTestFinished(() => rmSync(content, { recursive: true, force: true }));
    mkdirSync(join(content, 'images'));
    writeFileSync(join(content, 'site.json'), '{}');
    writeFileSync(join(content, 'images', 'poster.jpg'), 'jpeg');
    const builtAt = new Date();
    utimesSync(join(content, 'site.json'), new Date(builtAt.getTime() - 60_000), new Date(builtAt.getTime() - 60_000));
    utimesSync(join(site, 'index.html'), builtAt, builtAt);
    const preview = async (): Promise<string> => {
      const started = startCli(['preview', '--dir', site, '--content', content, '--port', '0']);
      await started.waitFor(/Serving /);
      started.child.kill('SIGTERM');
      expect(await started.exited).toBe(0);
      return started.output();
    };

    const edited = new Date(builtAt.getTime() + 60_000);
    utimesSync(join(content, 'images', 'poster.jpg'), edited, edited);
    expect(await preview()).toContain(
      `Warning: the site in ${site}/ is older than the content (${join(content, 'images', 'poster.jpg')} changed since it was built). Run \`portfolio build\` to see the changes.`,
    );
    utimesSync(join(content, 'images', 'poster.jpg'), builtAt, builtAt);
    expect(await preview()).not.toContain('Warning');
  });

  it('refuses a folder that holds no built site', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'portfolio-preview-empty-'));
    const failed = startCli(['preview', '--dir', empty, '--port', '0']);
    expect(await failed.exited).toBe(1);
    expect(failed.output()).toContain('run `portfolio build` first');
    rmSync(empty, { recursive: true, force: true });
  });
});
