import react from '@vitejs/plugin-react';
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { ViteReactSSGOptions } from 'vite-react-ssg';
import { finishPrerenderedPage } from './site/app/boot/finish-page.ts';
import { prerenderedPaths } from './site/app/boot/prerender-paths.ts';
import { pwaOptions } from './site/features/install/pwa-build-options.ts';

const siteRoot = resolve(import.meta.dirname, 'site');

/**
 * `portfolio build` writes the data files into PORTFOLIO_DATA_DIR; the prerender bundle reads them through
 * this virtual module (the client bundle never imports it: browsers get the data embedded in each page or
 * from /data/*.json).
 */
function portfolioData(): Plugin {
  const id = 'virtual:portfolio-data';
  return {
    name: 'portfolio-data',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load(moduleId) {
      if (moduleId !== `\0${id}`) return null;
      const dataDir = process.env.PORTFOLIO_DATA_DIR;
      if (!dataDir) throw new Error('PORTFOLIO_DATA_DIR is not set: run the prerender through `portfolio build`');
      const data: Record<string, unknown> = {};
      for (const file of readdirSync(dataDir).filter((name) => name.endsWith('.json')).sort()) {
        data[file.replace(/\.json$/, '')] = JSON.parse(readFileSync(join(dataDir, file), 'utf8'));
      }
      return `export default ${JSON.stringify(data)};`;
    },
  };
}

/** The publication keys the build wrote (publications-list data file): one page each, in every language. */
function publicationKeys(): string[] {
  const dataDir = process.env.PORTFOLIO_DATA_DIR;
  if (!dataDir) return [];
  const list = JSON.parse(readFileSync(join(dataDir, 'publications-list.json'), 'utf8')) as {
    entries: { key: string }[];
  };
  return list.entries.map((entry) => entry.key);
}

const ssgOptions: Partial<ViteReactSSGOptions> = {
  entry: 'main.tsx',
  dirStyle: 'nested',
  // One page at a time: each render records the data it read into its own store (site/app/boot/active-store.ts).
  concurrency: 1,
  beastiesOptions: false,
  includedRoutes: () =>
    prerenderedPaths(process.env.VITE_DEFAULT_LANGUAGE === 'fr' ? 'fr' : 'en', publicationKeys()),
  onPageRendered: (route, html, appCtx) => finishPrerenderedPage(route, html, appCtx.initialState),
};

export default defineConfig({
  root: siteRoot,
  publicDir: join(siteRoot, 'public'),
  plugins: [
    react(),
    portfolioData(),
    // Installable app: manifest and service worker (site/features/install/). vite-react-ssg regenerates the
    // service worker after the prerender, so its precache lists the prerendered pages.
    VitePWA(pwaOptions(process.env.PORTFOLIO_DATA_DIR, process.env.PORTFOLIO_CONTENT_DIR)),
  ],
  build: {
    outDir: process.env.PORTFOLIO_OUT_DIR ?? resolve(import.meta.dirname, 'dist'),
    emptyOutDir: true,
    assetsInlineLimit: 0,
  },
  ssgOptions,
});
