import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot, startCli, type RunningCli } from '../../cli/testing/spawn-cli.ts';
import { launchChromium, openPage, type TrackedPage } from './support/browser.ts';

/**
 * `portfolio dev` on a copy of the shipped content, one server and one browser page for every step: each kind of
 * content file edited while its page is open reaches the screen without a reload, search finds what the content
 * says, and invalid content shows the `validate` message over the page until it is fixed. The time from each save
 * to its text on screen is printed; the budget is measured on 1,000 works by `npm run bench` (bench/dev-save-to-screen.ts).
 */

let workDir: string;
let content: string;
let running: RunningCli;
let browser: Browser;
let tracked: TrackedPage;
let page: Page;
let baseUrl: string;
const saveToScreen: string[] = [];

beforeAll(async () => {
  // The content in a folder of its own: its build cache (.portfolio-cache/, beside it) goes with it.
  workDir = mkdtempSync(join(tmpdir(), 'portfolio-dev-e2e-'));
  content = join(workDir, 'content');
  cpSync(join(projectRoot, 'content'), content, { recursive: true });
  running = startCli(['dev', '--content', content, '--port', '0']);
  const [, url] = (await running.waitFor(/Local:\s+(http:\/\/127\.0\.0\.1:\d+)\//, 240_000)) as [string, string];
  baseUrl = url;
  await running.waitFor(/Content: .*, its data made in/, 240_000);
  browser = await launchChromium();
  tracked = await openPage(browser);
  page = tracked.page;
  // The first page of a dev server has Vite transform every module of the site: many seconds on a busy machine.
  page.setDefaultTimeout(60_000);
}, 300_000);

afterAll(async () => {
  console.log(`portfolio dev, save → screen on the shipped content:\n  ${saveToScreen.join('\n  ')}`);
  await tracked?.close();
  await browser?.close();
  running?.child.kill('SIGTERM');
  await running?.exited;
  rmSync(workDir, { recursive: true, force: true });
});

/** Opens a page of the dev server and waits until it shows `text`. */
async function open(path: string, text: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'commit' });
  await page.getByText(text).first().waitFor();
}

/**
 * Replaces `before` by `after` in a content file, waits until the open page shows `after` (the same document: a
 * reload would lose the mark set before the save) and keeps how long that took.
 */
async function saveAndSee(kind: string, file: string, before: string, after: string): Promise<void> {
  const path = join(content, file);
  const text = readFileSync(path, 'utf8');
  expect(text).toContain(before);
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));
  const saved = performance.now();
  writeFileSync(path, text.replace(before, after));
  await page.getByText(after).first().waitFor();
  saveToScreen.push(`${kind.padEnd(22)} ${Math.round(performance.now() - saved)} ms`);
  expect(await page.evaluate(() => 'notReloaded' in window), `${kind}: the page was reloaded`).toBe(true);
}

describe('portfolio dev in the browser', () => {
  it('shows each kind of content edit on the open page without a reload', async () => {
    await open('/', 'PhD Candidate in Coastal Engineering');
    await saveAndSee('site.json text', 'site.json', 'PhD Candidate in Coastal Engineering', 'PhD Candidate in Coastal Dynamics');

    await open('/posts/estimating-wave-run-up/', 'When a storm reaches the coast');
    await saveAndSee('a post’s Markdown', 'posts/estimating-wave-run-up.md', 'When a storm reaches the coast', 'When a winter storm reaches the coast');

    await open('/news/', 'Back from a winter field campaign');
    await saveAndSee('news.json', 'news.json', 'Back from a winter field campaign', 'Back from a spring field campaign');

    await open('/talks/', 'Ten winters of video monitoring');
    await saveAndSee('talks.json', 'talks.json', 'Ten winters of video monitoring', 'Eleven winters of video monitoring');

    await open('/publications/w4412260478/', 'to storm clusters: a decade');
    await saveAndSee('publications.json', 'publications.json', 'to storm clusters: a decade', 'to winter storm clusters: a decade');
    expect(tracked.problems).toEqual([]);
  }, 300_000);

  it('searches the content as it is now, as the built site does', async () => {
    const firstResult = page.getByRole('main').locator('ol > li a').first();
    await page.goto(`${baseUrl}/search/?q=${encodeURIComponent('Eleven winters')}`, { waitUntil: 'commit' });
    expect(await firstResult.getAttribute('href')).toBe('/talks/#lops-seminar-2026-pocket-beaches');
    // The papers' index apart, merged with the site's, as the build writes them (core/site/search-indexes.ts).
    await page.goto(`${baseUrl}/search/?q=${encodeURIComponent('storm clusters')}`, { waitUntil: 'commit' });
    await expect.poll(() => page.getByRole('main').locator('ol > li a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toContain('/publications/w4412260478/');
    const talks = join(content, 'talks.json');
    writeFileSync(talks, readFileSync(talks, 'utf8').replace('Eleven winters of video monitoring', 'Twelve winters of video monitoring'));
    // A search after the edit searches the edited content (the dev server makes its index again).
    await expect
      .poll(async () => {
        await page.goto(`${baseUrl}/search/?q=Twelve`, { waitUntil: 'commit' });
        return firstResult.getAttribute('href');
      }, { timeout: 120_000 })
      .toBe('/talks/#lops-seminar-2026-pocket-beaches');
  }, 240_000);

  it('shows a content error over the page as validate says it, keeps the last good page, and recovers once fixed', async () => {
    await open('/', 'PhD Candidate in Coastal Dynamics');
    const sitePath = join(content, 'site.json');
    const good = readFileSync(sitePath, 'utf8');
    writeFileSync(sitePath, good.replace('"defaultTheme": "system"', '"defaultTheme": "sepia"'));
    const overlay = page.locator('vite-error-overlay');
    await overlay.waitFor();
    const message = await overlay.locator('.message-body').textContent();
    expect(message).toMatch(new RegExp(`${sitePath.replaceAll('/', '\\/')}:\\d+:\\d+  /defaultTheme  error: `));
    expect(message).toContain('recovers by itself');
    expect(running.output()).toContain('/defaultTheme  error: ');
    // A page opened meanwhile is the last good one, under the same message.
    await open('/', 'PhD Candidate in Coastal Dynamics');
    await overlay.waitFor();

    writeFileSync(sitePath, good.replace('PhD Candidate in Coastal Dynamics', 'PhD Candidate in Coastal Physics'));
    await page.getByText('PhD Candidate in Coastal Physics').first().waitFor();
    await overlay.waitFor({ state: 'detached' });
  }, 240_000);
});
