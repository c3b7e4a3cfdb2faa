import react from '@vitejs/plugin-react';
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type { Plugin as PostcssPlugin } from 'postcss';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { ViteReactSSGOptions } from 'vite-react-ssg';
import { finishPrerenderedPage } from './cli/build/vite/finish-page.ts';
import { prerenderedPaths } from './cli/build/vite/prerender-paths.ts';
import { shortClassNames, type Stylesheet } from './cli/build/vite/short-class-names.ts';
import { collectionItemPagesKey, type CollectionItemPages } from './core/collections/collection-model.ts';
import { collectionModels } from './core/collections/registry.ts';
import { itemDataKeyPatterns } from './core/site/site-pages.ts';
import { parseLanguages, pickDefaultLanguage } from './core/i18n/languages.ts';
import type { SectionId } from './schemas/types.generated.ts';
import { pwaOptions } from './cli/build/vite/pwa-build-options.ts';
import { productRoot } from './cli/shared/product-files.ts';
import { ownerStyles } from './cli/build/vite/owner-styles.ts';
import { prerenderHooksName } from './cli/build/prerender-patch.ts';

// productRoot, not this file's folder: in the package this config runs compiled, from lib/.
const siteRoot = join(productRoot, 'site');

/**
 * `portfolio build` writes the data files into PORTFOLIO_DATA_DIR; the prerender reads them through this
 * virtual module, each when a page first asks for it (the client bundle never imports it: browsers get the
 * data from /data/*.json). Inlined into the bundle, 1,000 works of long author lists made a 29 MB module
 * that the bundler parsed and the prerender held whole. The site-wide files are kept once read; an item's own
 * file (a paper's, a post's: the collections' item data keys) is read for its page only.
 */
function portfolioData(): Plugin {
  const id = 'virtual:portfolio-data';
  return {
    name: 'portfolio-data',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load(moduleId) {
      if (moduleId !== `\0${id}`) return null;
      if (!process.env.PORTFOLIO_DATA_DIR) throw new Error('PORTFOLIO_DATA_DIR is not set: run the prerender through `portfolio build`');
      return [
        `import { readFileSync } from 'node:fs';`,
        `import { join, resolve } from 'node:path';`,
        // Read when the prerender runs, not written into the bundle: the bundle is reused by builds with other data folders.
        `const dataDir = resolve(process.env.PORTFOLIO_DATA_DIR);`,
        `const kept = new Map();`,
        `const itemDataKeys = [${itemDataKeyPatterns.map(String).join(', ')}];`,
        `function read(key) {`,
        `  try {`,
        `    return JSON.parse(readFileSync(join(dataDir, key + '.json'), 'utf8'));`,
        `  } catch (error) {`,
        `    if (error.code === 'ENOENT') return undefined;`,
        `    throw error;`,
        `  }`,
        `}`,
        `export function readDataFile(key) {`,
        // The page's inputs, for the prerender cache (cli/build/prerender-cache/): every read, the kept files' too.
        `  globalThis[${JSON.stringify(prerenderHooksName)}]?.dataRead?.(key);`,
        `  if (kept.has(key)) return kept.get(key);`,
        `  const data = read(key);`,
        `  if (!itemDataKeys.some((pattern) => pattern.test(key))) kept.set(key, data);`,
        `  return data;`,
        `}`,
      ].join('\n');
    },
  };
}

/** Every CSS Modules stylesheet of the site, for the built site's short class names. */
function siteStylesheets(): Stylesheet[] {
  return readdirSync(siteRoot, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.module.css'))
    .map((file) => ({ path: `site/${file.split(sep).join('/')}`, css: readFileSync(join(siteRoot, file), 'utf8') }));
}

function readBuiltData<T>(key: string): T {
  const dataDir = process.env.PORTFOLIO_DATA_DIR;
  if (!dataDir) throw new Error('PORTFOLIO_DATA_DIR is not set: run the prerender through `portfolio build`');
  return JSON.parse(readFileSync(join(dataDir, `${key}.json`), 'utf8')) as T;
}

/** The sections the build found in the content (its edition data file), which decide the pages to prerender. */
function builtSections(): SectionId[] {
  return readBuiltData<{ sections: SectionId[] }>('edition').sections;
}

/**
 * Most of a page is prerendered HTML whose components never load in the browser, yet their styles must be in
 * the stylesheet every page links: site/app/styles/page-styles.ts imports every CSS Module, and this keeps
 * them whole. Vite marks a CSS Module free of side effects, so one whose class names no browser code reads
 * would lose its CSS with its class map (the maps stay: 1.6 kB gzip in the entry).
 */
function keepEveryStylesheet(): Plugin {
  return {
    name: 'portfolio-keep-every-stylesheet',
    enforce: 'post',
    transform(code, id) {
      return id.endsWith('.module.css') ? { code, map: null, moduleSideEffects: 'no-treeshake' as const } : null;
    },
  };
}

/** The collections' item pages (a paper, a post), each with the languages it has, from the files the build wrote (`<id>-pages`). */
function collectionItemPages(): CollectionItemPages['pages'] {
  const sections = builtSections();
  return collectionModels
    .filter((model) => 'itemPages' in model && sections.includes(model.section))
    .flatMap((model) => readBuiltData<CollectionItemPages>(collectionItemPagesKey(model.id)).pages);
}

function routesToPrerender(): string[] {
  const languages = parseLanguages(process.env.VITE_LANGUAGES);
  const defaultLanguage = pickDefaultLanguage(languages, process.env.VITE_DEFAULT_LANGUAGE);
  return prerenderedPaths(languages, defaultLanguage, builtSections(), collectionItemPages());
}

/**
 * `composes: x from './other.module.css'` makes postcss-modules add declarations (its `:import` rules) that carry
 * no source file, and Vite's URL rewriting, which resolves `url()`s against each declaration's file, then
 * warns "A PostCSS plugin did not pass the `from` option" on every build. Those declarations come from the
 * file being compiled: give them its source. Runs after postcss-modules and before Vite's URL rewriting.
 */
const sourceForGeneratedDeclarations: PostcssPlugin = {
  postcssPlugin: 'portfolio-source-for-generated-declarations',
  OnceExit(root) {
    root.walkDecls((declaration) => {
      if (!declaration.source?.input.file) declaration.source = root.source;
    });
  },
};

const ssgOptions: Partial<ViteReactSSGOptions> = {
  entry: 'main.tsx',
  dirStyle: 'nested',
  // One page at a time: each render records the data it read into its own store (site/app/boot/active-store.ts).
  concurrency: 1,
  beastiesOptions: false,
  includedRoutes: routesToPrerender,
  onPageRendered: (route, html, appCtx) => finishPrerenderedPage(route, html, appCtx.initialState),
};

export default defineConfig(({ command }) => ({
  root: siteRoot,
  publicDir: join(siteRoot, 'public'),
  plugins: [
    react(),
    portfolioData(),
    keepEveryStylesheet(),
    ownerStyles(process.env.PORTFOLIO_CONTENT_DIR),
    // Installable app: manifest and service worker (site/features/install/). vite-react-ssg regenerates the
    // service worker after the prerender, so its precache lists the prerendered pages.
    VitePWA(pwaOptions(process.env.PORTFOLIO_DATA_DIR, process.env.PORTFOLIO_CONTENT_DIR)),
  ],
  css: {
    postcss: { plugins: [sourceForGeneratedDeclarations] },
    ...(command === 'build' ? { modules: { generateScopedName: shortClassNames(productRoot, siteStylesheets()) } } : {}),
  },
  build: {
    outDir: process.env.PORTFOLIO_OUT_DIR ?? resolve(productRoot, 'dist'),
    // A build's own folder (PORTFOLIO_OUT_DIR, new for each build) already holds the files the build process wrote
    // beside the prerender (cli/build/output-roots.ts): kept.
    emptyOutDir: process.env.PORTFOLIO_OUT_DIR === undefined,
    assetsInlineLimit: 0,
    // One stylesheet for every page: the islands' code is split per island, their styles are in the page at once.
    cssCodeSplit: false,
  },
  ssgOptions,
}));
