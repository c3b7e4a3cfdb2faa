import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { InlineConfig } from 'vite';
import { prerenderCacheHooks } from './prerender-hooks.ts';

describe("the service worker's build, with a prerender cache", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'service-worker-build-'));
    mkdirSync(join(dir, 'data'));
    writeFileSync(join(dir, 'worker.js'), 'self.addEventListener("install", () => console.log("first"));\n');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A build into its own new folder, as vite-plugin-pwa makes it (an iife of the worker's source). */
  async function build(n: number, mode = 'production'): Promise<string> {
    const hooks = prerenderCacheHooks({
      cacheDir: join(dir, 'cache'),
      dataDir: join(dir, 'data'),
      contentDir: undefined,
      outDir: join(dir, `out-${n}`),
      previousOutDir: undefined,
      productRoot: dir,
      onReused: () => undefined,
      indexPart: 'lead',
    });
    const config: InlineConfig = {
      root: dir,
      mode,
      configFile: false,
      publicDir: false,
      logLevel: 'silent',
      build: { outDir: join(dir, `out-${n}`), emptyOutDir: false, minify: false, lib: { entry: join(dir, 'worker.js'), name: 'app', formats: ['iife'] }, rollupOptions: { output: { entryFileNames: 'service-worker.js' } } },
    };
    await hooks.serviceWorkerBuild?.(config);
    return readFileSync(join(dir, `out-${n}`, 'service-worker.js'), 'utf8');
  }

  it('is restored when made from the same, built again from other options', async () => {
    expect(await build(1)).toContain('"first"');
    // The product's code is the cache folder's (its version's): within it, the same options give the same worker.
    writeFileSync(join(dir, 'worker.js'), 'self.addEventListener("install", () => console.log("second"));\n');
    expect(await build(2)).toContain('"first"');
    expect(await build(3, 'development')).toContain('"second"');
  });
});
