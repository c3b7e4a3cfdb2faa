import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { patchedPwaBuildModule, patchPwaBuildSource, patchPwaSource } from './service-worker-patch.ts';

const installed = join(dirname(fileURLToPath(import.meta.resolve('vite-plugin-pwa'))), 'index.js');
const installedDir = dirname(installed);

describe('the service worker patch of vite-plugin-pwa', () => {
  it('loads only the injectManifest half of workbox-build, and the installed module stays as it is on disk', () => {
    const source = readFileSync(installed, 'utf8');
    expect(source).toContain('await import("workbox-build");');
    const patched = patchPwaSource(source);
    expect(patched).toContain('await import("workbox-build/build/inject-manifest.js");');
    expect(patched).not.toMatch(/const workbox = await import\("workbox-build"\);/);
    expect(patchPwaSource(patched)).toBe(patched);
  });

  it("runs its Vite build of the service worker through the prerender's hooks", () => {
    const chunk = readdirSync(installedDir).find((name) => patchedPwaBuildModule.test(`/vite-plugin-pwa/dist/${name}`));
    if (chunk === undefined) throw new Error('vite-plugin-pwa has no vite-build chunk');
    const patched = patchPwaBuildSource(readFileSync(join(installedDir, chunk), 'utf8'));
    expect(patched).toContain('await (globalThis.__portfolioPrerenderHooks?.serviceWorkerBuild ?? build)(inlineConfig);');
    expect(patchPwaBuildSource(patched)).toBe(patched);
    expect(() => patchPwaBuildSource('export async function buildSW() {}')).toThrow(/not the version this product was made for/);
  });

  it('refuses a module it was not made for', () => {
    expect(() => patchPwaSource('export function VitePWA() {}')).toThrow(/vite-plugin-pwa is not the version this product was made for/);
  });

  it("is applied in the prerender's process by its module hooks", () => {
    // A hook registered after the prerender's sees what they made of the module, and says it.
    const recorder = `export async function load(url, context, nextLoad) {
      const loaded = await nextLoad(url, context);
      if (url.endsWith('/vite-plugin-pwa/dist/index.js')) console.log(String(loaded.source).includes('workbox-build/build/inject-manifest.js'));
      return loaded;
    }`;
    const script = [
      "import { register } from 'node:module';",
      `register(${JSON.stringify(new URL('./prerender-patch-hooks.ts', import.meta.url).href)});`,
      `register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(recorder)}`)});`,
      "await import('vite-plugin-pwa');",
    ].join('\n');
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(output.trim()).toBe('true');
  });
});
