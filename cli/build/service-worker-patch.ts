import { prerenderHooksName } from './prerender-patch.ts';

/**
 * vite-plugin-pwa 2.0.0, changed as its modules load in the prerender's process (like vite-react-ssg:
 * prerender-patch.ts, docs/decisions/prerender-patch.md):
 * - To write the service worker of the `injectManifest` strategy, it loaded the whole of workbox-build, whose
 *   other half (generateSW) brings Babel, Rollup and Terser: 1.1 s of every build, on its critical path, where
 *   `injectManifest`'s own module loads in 0.15 s.
 * - Its Vite build of the service worker goes through the hooks the prerender's process may install
 *   (`PrerenderHooks.serviceWorkerBuild`), which restore the last one made from the same.
 */
export const patchedPwaModule = /\/vite-plugin-pwa\/dist\/index\.js$/;
/** The chunk of vite-plugin-pwa that builds the service worker with Vite. */
export const patchedPwaBuildModule = /\/vite-plugin-pwa\/dist\/vite-build-[A-Za-z0-9_-]+\.js$/;

/** The loading of workbox-build, its dynamic import as installed or as tsx rewrites it (in the product's repository). */
const original = /    const workbox = await import\("workbox-build"\)[^\n]*;\n    return workbox\.default \?\? workbox;\n/;

const replacement = `    const injectManifest = await import("workbox-build/build/inject-manifest.js");
    const generateSW = async (...options) => import("workbox-build").then((workbox) => (workbox.default ?? workbox).generateSW(...options));
    return { injectManifest: injectManifest.injectManifest, generateSW };
`;

const serviceWorkerBuild = '  await build(inlineConfig);\n';
const hookedServiceWorkerBuild = `  await (globalThis.${prerenderHooksName}?.serviceWorkerBuild ?? build)(inlineConfig);\n`;

export function patchPwaBuildSource(source: string): string {
  if (source.includes(hookedServiceWorkerBuild)) return source;
  if (!source.includes(serviceWorkerBuild)) {
    throw new Error('vite-plugin-pwa is not the version this product was made for (2.0.0): reinstall the product (npm ci) so that its pinned dependencies are used.');
  }
  return source.replace(serviceWorkerBuild, () => hookedServiceWorkerBuild);
}

export function patchPwaSource(source: string): string {
  if (source.includes(replacement)) return source;
  if (!original.test(source)) {
    throw new Error('vite-plugin-pwa is not the version this product was made for (2.0.0): reinstall the product (npm ci) so that its pinned dependencies are used.');
  }
  return source.replace(original, () => replacement);
}
