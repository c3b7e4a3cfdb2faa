import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './browser.ts';

/**
 * The Chromium of the test file that imports this module: importing it registers the hooks that launch it
 * before the file's tests and close it after them (vitest gives every test file its own module instances).
 */
export let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});
