import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createStaticServer } from '../../cli/preview/static-server.ts';
import { openPage, waitForHydration } from './support/browser.ts';
import { browser } from './support/file-browser.ts';

const distDir = inject('distDir');
/** How long the rest of a page's HTML keeps the browser waiting after its first piece. */
const pauseMs = 500;

let server: Server;
let baseUrl: string;

/**
 * Serves the built site, except that a page's HTML comes in two pieces, the first ending inside its `<h1>`: the
 * way a slow network (or a parser that yields) gives the browser half a first screen to paint.
 */
beforeAll(async () => {
  const site = createStaticServer(distDir);
  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (!path.endsWith('/')) {
      site.emit('request', request, response);
      return;
    }
    const html = readFileSync(join(distDir, path, 'index.html'), 'utf8');
    const cut = html.indexOf('<h1') + '<h1'.length;
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    response.write(html.slice(0, cut));
    setTimeout(() => response.end(html.slice(cut)), pauseMs);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((closed) => server?.close(closed));
});

/** Records every layout shift from the start, with what moved. */
function recordShifts(): void {
  const shifts: string[] = [];
  Object.assign(window, { layoutShifts: shifts });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[]) {
      const moved = entry.sources.map((source) => (source.node instanceof Element ? `${source.node.tagName}.${source.node.className}` : '?'));
      shifts.push(`${entry.value.toFixed(4)} ${moved.join(', ')}`);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function shiftsAfterHydration(page: Page): Promise<string[]> {
  await waitForHydration(page);
  // Two frames after hydration: a shift it caused has been reported.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts);
}

const desktop: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };
const phone: BrowserContextOptions = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/**
 * The pages whose first screen could move: the home pages centre their hero in it, and the publications list
 * skips the layout of entries far from the screen (the French home page has the English one's layout).
 */
const cases = [
  { screen: 'desktop', options: desktop, paths: ['/', '/fr/', '/publications/'] },
  { screen: 'phone', options: phone, paths: ['/'] },
];

describe('the first screen is painted once, even when the HTML arrives in pieces', () => {
  for (const { screen, options, paths } of cases) {
    for (const path of paths) {
      it(`nothing on ${path} moves on a ${screen}, from the first paint to hydration`, async () => {
        const { page, problems, close } = await openPage(browser, options);
        await page.addInitScript(recordShifts);
        await page.goto(`${baseUrl}${path}`);
        expect(await shiftsAfterHydration(page)).toEqual([]);
        const firstPaint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
        expect(firstPaint).not.toBeNull();
        expect(problems).toEqual([]);
        await close();
      });
    }
  }
});
