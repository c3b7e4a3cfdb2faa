/**
 * `portfolio dev`, from the save of a content file to its text on the open page, for each kind the issue names
 * (site.json's text, a post's Markdown, news.json, talks.json, publications.json), on the content it is given:
 * the owner-loop bench gives it the 1,000 realistic works. Real Chromium (playwright-core, Debian's `chromium`), one
 * page per kind; a save counts only if the page was not reloaded to show it (a mark set on `window` survives).
 * tests/e2e/dev-server.test.ts checks the same behaviour on the shipped content; this measures it at scale.
 */
import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium, type Page } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../tests/support/chromium.ts';

/** An edit of one kind: the file, the page that shows its text, and the text as it is before the first save. */
interface SavedKind {
  kind: string;
  file: string;
  path: string;
  text: string;
}

/**
 * The shipped content's texts, which the bench's corpus keeps (bench/publications-corpus.ts copies the shipped
 * content), and the first work's title on its page.
 */
async function savedKinds(contentDir: string): Promise<SavedKind[]> {
  const works = JSON.parse(await readFile(join(contentDir, 'publications.json'), 'utf8')) as { items: { id: string; title: string }[] };
  const work = works.items[0];
  if (work === undefined) throw new Error(`no work in ${contentDir}/publications.json`);
  return [
    { kind: 'site.json text', file: 'site.json', path: '/', text: 'PhD Candidate in Coastal Engineering' },
    { kind: 'a post’s Markdown', file: 'posts/estimating-wave-run-up.md', path: '/posts/estimating-wave-run-up/', text: 'When a storm reaches the coast' },
    { kind: 'news.json', file: 'news.json', path: '/news/', text: 'Back from a winter field campaign' },
    { kind: 'talks.json', file: 'talks.json', path: '/talks/', text: 'Ten winters of video monitoring' },
    // The first work's title comes first in the file: the first place it is found is its own.
    { kind: 'publications.json', file: 'publications.json', path: `/publications/${work.id.toLowerCase()}/`, text: work.title },
  ];
}

/**
 * Saves `file` with `before` replaced by `after` and times until the open page shows `after` without a reload: from
 * the save to the frame after the page's DOM first holds it, and a task after that frame (as the audit's first uses
 * are timed), read from the page itself: Playwright's own waiting polls at growing intervals (up to 500 ms).
 */
async function saveAndSee(page: Page, file: string, before: string, after: string): Promise<number> {
  const text = await readFile(file, 'utf8');
  if (!text.includes(before)) throw new Error(`${file} does not hold "${before}"`);
  await page.evaluate((shown) => {
    const seen = new Promise<number>((resolveSeen) => {
      const observer = new MutationObserver(() => {
        if (!document.body.textContent?.includes(shown)) return;
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => resolveSeen(Date.now())));
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    Object.assign(window, { notReloaded: true, seen });
  }, after);
  const saved = Date.now();
  await writeFile(file, text.replace(before, after));
  await page.getByText(after).first().waitFor({ timeout: 60_000 });
  if (!(await page.evaluate(() => 'notReloaded' in window))) throw new Error(`${file}: the page was reloaded to show the save`);
  const seenAt = await page.evaluate(() => (window as unknown as { seen: Promise<number> }).seen);
  return (seenAt - saved) / 1000;
}

/**
 * Each kind's save → screen, `rounds` times (each save a new text: "… (saved 1)", "… (saved 2)"), with the dev
 * server of `cli` on `port`; the content is left with the last texts.
 */
export async function devSaveToScreen(cli: string, cwd: string, contentDir: string, port: number, rounds: number): Promise<Map<string, number[]>> {
  const kinds = await savedKinds(contentDir);
  const child = spawn(process.execPath, [cli, 'dev', '--content', contentDir, '--port', String(port)], { cwd, stdio: 'ignore', detached: true });
  const baseUrl = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    for (let waited = 0; !(await fetch(`${baseUrl}/`).then((response) => response.ok, () => false)); waited += 100) {
      if (child.exitCode !== null) throw new Error(`portfolio dev stopped (exit code ${child.exitCode})`);
      if (waited > 120_000) throw new Error('portfolio dev served no page in 120 s');
      await sleep(100);
    }
    const page = await browser.newPage();
    // The first page of a dev server has Vite transform every module of the site.
    page.setDefaultTimeout(120_000);
    const seconds = new Map<string, number[]>();
    for (const { kind, file, path, text } of kinds) {
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'commit' });
      await page.getByText(text).first().waitFor();
      let shown = text;
      for (let round = 1; round <= rounds; round += 1) {
        const next = `${text} (saved ${round})`;
        seconds.set(kind, [...(seconds.get(kind) ?? []), await saveAndSee(page, join(contentDir, file), shown, next)]);
        shown = next;
      }
    }
    return seconds;
  } finally {
    await browser.close();
    // Its own process group, so that stopping it stops Vite's helpers too.
    if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  }
}
