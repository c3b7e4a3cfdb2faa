import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type ConsoleMessage, type Page } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../../support/chromium.ts';

export const artifactsDir = resolve(import.meta.dirname, '../../../test-artifacts');

/** `extraArgs`: more Chromium switches for one test's browser (e.g. host resolver rules). */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumFlags, ...extraArgs],
  });
}

export interface TrackedPage {
  page: Page;
  /** Console errors, page errors and React hydration warnings seen so far. */
  problems: string[];
  /** Every URL the page requested. */
  requests: string[];
  close: () => Promise<void>;
}

const hydrationWarning = /hydrat|did not match|server rendered HTML/i;

/** The window of a page whose test names none. */
export const defaultViewport = { width: 1280, height: 900 } as const;

/**
 * A page in a fresh context. Service workers are blocked unless a test asks for them (`serviceWorkers: 'allow'`):
 * otherwise every fresh context installs the worker and precaches the whole site, which cost every test the CPU
 * of downloading it; the tests of the installable app and of the site's requests allow them.
 */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<TrackedPage> {
  const context = await browser.newContext({ viewport: defaultViewport, serviceWorkers: 'block', ...options });
  const page = await context.newPage();
  const problems: string[] = [];
  const requests: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    const text = message.text();
    if (message.type() === 'error' || hydrationWarning.test(text)) problems.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('request', (request) => requests.push(request.url()));
  return { page, problems, requests, close: () => context.close() };
}

/** `fullPage: false`: only the window, what a visitor sees first (a whole long page costs seconds to encode). */
export async function saveScreenshot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<void> {
  mkdirSync(join(artifactsDir, 'screenshots'), { recursive: true });
  await page.screenshot({ path: join(artifactsDir, 'screenshots', `${name}.png`), fullPage });
}

/** Waits until React has hydrated the page (the app marks <html> once its effects ran). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** Waits until an island of the page has hydrated (site/app/islands/start-islands.ts marks it). */
export async function waitForIsland(page: Page, name: string): Promise<void> {
  await page.waitForFunction((island) => document.querySelector(`site-island[data-island="${island}"]`)?.getAttribute('data-hydrated') === 'true', name);
}
