import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
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
    expect(patchPrerenderSource(patched)).toBe(patched);
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
