import type { Browser, BrowserContextOptions } from 'playwright-core';
import { onTestFinished } from 'vitest';
import { openPage, type TrackedPage } from './browser.ts';
import { reusedPage } from './reused-page.ts';

/**
 * A tracked page in a fresh context, closed when the current test ends (passed or failed). A missing element
 * fails the test within seconds rather than at the 60 s test limit.
 */
export async function openTestPage(browser: Browser, options: BrowserContextOptions = {}): Promise<TrackedPage> {
  const tracked = await openPage(browser, options);
  tracked.page.setDefaultTimeout(10_000);
  onTestFinished(() => tracked.close());
  return tracked;
}

/**
 * A tracked page the file's tests take turns with (support/reused-page.ts), handed back when the current test
 * passes; a test that fails keeps it, so what it left cannot reach the next test.
 */
export async function reusedTestPage(browser: Browser, options: BrowserContextOptions = {}): Promise<TrackedPage> {
  const tracked = await reusedPage(browser, options);
  tracked.page.setDefaultTimeout(10_000);
  onTestFinished(({ task }) => (task.result?.state === 'pass' ? tracked.close() : undefined));
  return tracked;
}
