import type { Browser, BrowserContextOptions } from 'playwright-core';
import { onTestFinished } from 'vitest';
import { openPage, type TrackedPage } from './browser.ts';

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
