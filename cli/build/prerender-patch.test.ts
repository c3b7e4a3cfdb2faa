import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { createElement, Fragment, lazy, Suspense, type ReactNode } from 'react';
import { jsx } from 'react/jsx-runtime';
import * as ReactDomServer from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { patchPrerenderSource } from './prerender-patch.ts';

const installed = join(dirname(fileURLToPath(import.meta.resolve('vite-react-ssg/node'))), 'shared/vite-react-ssg.Ctg3mDmH.mjs');

describe('the prerender patch of vite-react-ssg', () => {
  it('changes the installed module, which stays unpatched on disk', () => {
    const source = readFileSync(installed, 'utf8');
    expect(source).not.toContain('if (assets.size > 0)');
    const patched = patchPrerenderSource(source);
    expect(patched).toContain('if (assets.size > 0) {\n          const jsdom = new (await loadJsdom())(renderedHTML);');
    // JSDOM is loaded where a page needs it, not when the module loads.
    expect(patched).not.toMatch(/^import .* from 'jsdom';$/m);
    expect(patched).not.toMatch(/new JSDOM\(/);
    // No page's routes are matched again for preloads it never has.
    expect(source).toContain('? await collectAssets({');
    expect(patched).not.toContain('? await collectAssets({');
    expect(patched).toContain('const assets = /* @__PURE__ */ new Set();');
    // React Router's static handler is made once per route tree, not for every page.
    expect(source.match(/createStaticHandler\(\[\.\.\.routes\]/g)).toHaveLength(1);
    expect(patched).toContain('if (!handlers.has(base)) handlers.set(base, createStaticHandler([...routes], { basename: base }));');
    expect(patched).toMatch(/^const staticHandlers = new WeakMap\(\);$/m);
    // Both Vite builds and every page go through the prerender cache's hooks, when installed.
    expect(patched.match(/await \(globalThis\.__portfolioPrerenderHooks\?\.viteBuild \?\? build\$1\)\(/g)).toHaveLength(2);
    expect(patched).not.toContain('await build$1(');
    expect(patched).toContain('if (await globalThis.__portfolioPrerenderHooks?.reusePage?.(path, out)) return;');
    expect(patched).toContain('fs.writeFileSync(join(out, filename), formatted, "utf-8");\n        globalThis.__portfolioPrerenderHooks?.pageWritten?.(path, formatted);');
    // Its pages can be shared with a second process of the same build (prerender-parallel.ts).
    expect(patched).toContain('const hash = globalThis.__portfolioPrerenderHooks?.buildHash?.() ?? Math.random()');
    expect(patched).toContain('let indexHTML = globalThis.__portfolioPrerenderHooks?.template?.() ?? await fs.readFile(join(out, htmlEntry), "utf-8");');
    expect(patched).toContain('routesPaths = (await globalThis.__portfolioPrerenderHooks?.pagesToRender?.(routesPaths, hash, indexHTML)) ?? routesPaths;');
    expect(patched).toContain('await globalThis.__portfolioPrerenderHooks?.pagesRendered?.();');
    // The router's modules are imported once, not for each page.
    expect(patched).not.toContain("await import('react-router-dom");
    expect(patched).toContain("await importedOnce('react-router-dom/server.js', () => import('react-router-dom/server.js'))");
    // Each page's head is the one it drew, moved out of the page (core/site/page-head.ts), in both adapters that render a page.
    expect(patched.match(/const page = globalThis\.__portfolioPrerenderHooks\?\.pageHead\?\.\(rendered\);\n    const appHTML = page\?\.body \?\? rendered;/g)).toHaveLength(2);
    expect(patchPrerenderSource(patched)).toBe(patched);
  });

  /** The module's renderStaticApp (and the stream writer it uses), as patched, given the React DOM server `server`. */
  function patchedRenderer(server: object): (app: ReactNode) => Promise<string> {
    const patched = patchPrerenderSource(readFileSync(installed, 'utf8'));
    const start = patched.indexOf('async function renderStaticApp(app) {');
    const end = patched.indexOf('\n}\n', patched.indexOf('getPromise() {', start)) + 3;
    const code = `${patched.slice(start, end)}\nreturn renderStaticApp;`;
    return new Function('ReactDomServer', 'jsx', 'Fragment', 'Writable', code)(server, jsx, Fragment, Writable) as (app: ReactNode) => Promise<string>;
  }

  function countedServer() {
    return { renderToString: vi.fn(ReactDomServer.renderToString), renderToPipeableStream: vi.fn(ReactDomServer.renderToPipeableStream) };
  }

  it('renders a page whose every part is ready to a string, the HTML the stream gave', async () => {
    const server = countedServer();
    const page = createElement('main', null, createElement('h1', null, 'Élodie & <co>'), createElement(Suspense, { fallback: 'wait' }, createElement('p', null, 'ready')));
    const html = await patchedRenderer(server)(page);
    expect(server.renderToPipeableStream).not.toHaveBeenCalled();
    const streamed = await patchedRenderer({ renderToPipeableStream: ReactDomServer.renderToPipeableStream, renderToString: () => { throw new Error('not this one'); } })(page);
    expect(html).toBe(streamed);
    expect(html).toContain('<h1>Élodie &amp; &lt;co&gt;</h1>');
  });

  it('renders a page with a part that is not ready through the stream, which waits for it', async () => {
    const server = countedServer();
    const Later = lazy(async () => ({ default: () => createElement('p', null, 'arrived') }));
    const html = await patchedRenderer(server)(createElement('main', null, createElement(Suspense, { fallback: createElement('p', null, 'loading') }, createElement(Later))));
    expect(server.renderToPipeableStream).toHaveBeenCalledTimes(1);
    expect(html).toContain('<p>arrived</p>');
    expect(html).not.toContain('loading');
  });

  it("fails a page whose render fails, with the page's error", async () => {
    const Broken = () => {
      throw new Error('a broken page');
    };
    await expect(patchedRenderer(countedServer())(createElement('main', null, createElement(Broken)))).rejects.toThrow('a broken page');
  });

  it('refuses a module it was not made for, rather than prerendering without it silently', () => {
    expect(() => patchPrerenderSource('export function build() {}')).toThrow(/not the version this product was made for/);
  });

  it("is applied in the prerender's process by its module hooks", () => {
    const script = [
      "import { register } from 'node:module';",
      `register(${JSON.stringify(new URL('./prerender-patch-hooks.ts', import.meta.url).href)});`,
      "const { build } = await import('vite-react-ssg/node');",
      "console.log(String(build).includes('if (assets.size > 0)'));",
      // jsdom is a CommonJS package: once loaded, it is in the CommonJS loader's cache.
      "const { createRequire } = await import('node:module');",
      "console.log(Object.keys(createRequire(import.meta.url).cache).some((file) => file.includes('/node_modules/jsdom/')));",
    ].join('\n');
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(output.trim().split('\n')).toEqual(['true', 'false']);
  });
});
