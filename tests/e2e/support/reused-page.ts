import type { Browser, BrowserContextOptions } from 'playwright-core';
import { defaultViewport, openPage, type TrackedPage } from './browser.ts';

/**
 * The pages a test file has handed back, by the options of their context. vitest gives every test file its own
 * module instances, so a page never crosses files; the file's browser closes them with itself.
 */
const idlePages = new Map<string, TrackedPage[]>();

/**
 * A tracked page that the tests of a file take turns with, one per set of context options: its `close` hands it
 * back for the next test. A fresh context with its first page cost Chromium 3.3 s of CPU a page load, against 1 s
 * for the same page loaded in a page already open (8 pages of the shipped site, both ways, measured in the
 * browser process and its children).
 *
 * For tests that load pages and read them. The next test finds the page with its storage cleared, its problems and
 * requests emptied and its window at the asked size; it shares the HTTP cache and the init scripts (a test's
 * own go to every later page), so a test about requests, service workers, permissions or init scripts that
 * differ between tests, or that emulates other media, opens its own page. A test calls `close` after its
 * assertions (or reusedTestPage does when it passes), so a page a test failed on is never handed back.
 */
export async function reusedPage(browser: Browser, options: BrowserContextOptions = {}): Promise<TrackedPage> {
  const key = JSON.stringify(options);
  const idle = idlePages.get(key)?.pop();
  if (idle === undefined) {
    const opened = await openPage(browser, options);
    return { ...opened, close: handingBack(key, opened) };
  }
  // Cleared now and again when the test's first navigation leaves the page: what the page writes as it goes (a
  // contact form's unsaved draft, on pagehide) must not reach the next one. A listener added now runs after the
  // page's own.
  await idle.page.evaluate(() => {
    if (!location.protocol.startsWith('http')) return;
    localStorage.clear();
    sessionStorage.clear();
    window.addEventListener('pagehide', () => {
      localStorage.clear();
      sessionStorage.clear();
    });
  });
  await idle.page.setViewportSize(options.viewport ?? defaultViewport);
  idle.problems.length = 0;
  idle.requests.length = 0;
  return { ...idle, close: handingBack(key, idle) };
}

/** A `close` that hands the page back once, and not at all if the test closed it itself. */
function handingBack(key: string, tracked: TrackedPage): () => Promise<void> {
  let handedBack = false;
  return async () => {
    if (handedBack || tracked.page.isClosed()) return;
    handedBack = true;
    idlePages.set(key, [...(idlePages.get(key) ?? []), tracked]);
  };
}
