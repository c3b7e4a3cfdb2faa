import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { build as viteBuild, mergeConfig, type InlineConfig, type Plugin } from 'vite';
import type { PrerenderHooks } from '../prerender-patch.ts';
import { BundleCache, bundleIdentity, externalInputs, writeBundleFiles, type BundleFile } from './bundle-cache.ts';
import { bundleInputs } from './bundle-inputs.ts';
import { PageCache } from './page-cache.ts';
import type { PageIndex, PageIndexPart } from './page-index.ts';
import { pageFolder, type PageFolders } from './page-folders.ts';
import { linkOrWrite } from '../../shared/linked-files.ts';
import { sha256 } from '../cache/cache-entries.ts';
import { filesUnder, pathUnder } from '../../shared/files-under.ts';

export interface PrerenderCacheOptions {
  cacheDir: string;
  dataDir: string;
  contentDir: string | undefined;
  /** The client build's folder, where the pages are written. */
  outDir: string;
  /** The last build's output, whose page is linked where a reused page has the same bytes. */
  previousOutDir: string | undefined;
  productRoot: string;
  /** A page written from the cache, not rendered. */
  onReused(path: string): void;
  /** In the second process of a prerender (prerender-parallel.ts), the identity of the bundle the first one built. */
  bundle?: string;
  /** Which process of the prerender this is (page-index.ts). */
  indexPart: PageIndexPart;
  /** The last prerender's index, read while the process waited, and the page folders it made in `outDir` then. */
  prepared?: { lastIndex: PageIndex; folders: PageFolders };
}

export interface PrerenderCacheHooks extends PrerenderHooks {
  /** The identity of the bundle, once both builds are done (for a second process). */
  bundleId(): string | undefined;
  /** Every page of the prerender, whichever process renders it: the entries of any other page are dropped at `finish`. */
  everyPage(paths: readonly string[]): void;
  /** Waits for the entries being written. */
  flush(): Promise<void>;
  /** Waits for the entries being written and drops those of pages no longer prerendered. */
  finish(): Promise<void>;
}

/** The page's file as vite.config.ts's `dirStyle: 'nested'` names it. */
function pageFile(outDir: string, path: string): string {
  return join(pageFolder(outDir, path), 'index.html');
}

/**
 * What a client build writes into the output: its bundle's files and its public folder's. Not the other files
 * there (the build process's, written beside it: cli/build/output-roots.ts), nor the service worker, made again
 * after the pages.
 */
function writtenFiles(): { plugin: Plugin; paths: () => Promise<string[]> } {
  const written = new Set<string>();
  let publicDir: string | undefined;
  const plugin: Plugin = {
    name: 'portfolio-bundle-files',
    configResolved(config) {
      publicDir = config.build.copyPublicDir && config.publicDir !== '' && existsSync(config.publicDir) ? config.publicDir : undefined;
    },
    writeBundle(_options, bundle) {
      for (const name of Object.keys(bundle)) written.add(name);
    },
  };
  const paths = async () => {
    const copied = publicDir === undefined ? [] : filesUnder(publicDir).map((file) => pathUnder(publicDir as string, file));
    return [...new Set([...written, ...copied])];
  };
  return { plugin, paths };
}

/**
 * What the service worker's build is made from besides the product's code (the cache folder is its version's):
 * the bundle's inputs (the VITE_ variables among them) and the build's options, but its folder, new each build.
 */
function serviceWorkerKey(bundleInputs: string, config: InlineConfig): string {
  const { outDir: _folder, ...build } = config.build ?? {};
  return sha256(bundleInputs, JSON.stringify({ mode: config.mode, base: config.base, define: config.define, envPrefix: config.envPrefix, build }));
}

/**
 * The hooks through which the patched vite-react-ssg reuses the last prerender's bundle and pages. The pages
 * render one at a time (vite.config.ts's `concurrency: 1`), so the data files read between a page's start and
 * its write are that page's.
 */
export function prerenderCacheHooks(options: PrerenderCacheOptions): PrerenderCacheHooks {
  const bundleCache = new BundleCache(options.cacheDir);
  const serviceWorkerCache = new BundleCache(options.cacheDir, 'service-worker');
  const pageCache = new PageCache(options.cacheDir, options.dataDir, options.indexPart, options.prepared?.lastIndex);
  const inputs = bundleInputs(process.env, options.dataDir, options.contentDir);
  const moduleIds = new Set<string>();
  const recordModules: Plugin = { name: 'portfolio-bundle-inputs', transform: (_code, id) => void moduleIds.add(id) };
  const clientFiles = writtenFiles();
  let restored: Map<BundleFile, Buffer> | undefined;
  let bundle: string | undefined = options.bundle;
  const pages = new Set<string>();
  let reads = new Set<string>();
  function builtBundle(): string {
    if (bundle === undefined) throw new Error('a page was prerendered before the bundle was built');
    return bundle;
  }

  return {
    async viteBuild(config: InlineConfig) {
      const serverDir = config.build?.ssr ? config.build.outDir : undefined;
      if (serverDir === undefined) {
        restored = await bundleCache.restorable(inputs);
        if (restored) return writeBundleFiles(restored, 'client', options.outDir);
        return viteBuild(mergeConfig(config, { plugins: [recordModules, clientFiles.plugin] }));
      }
      if (restored) {
        await writeBundleFiles(restored, 'server', serverDir);
        bundle = bundleIdentity([...restored.keys()]);
        restored = undefined;
        return undefined;
      }
      const built = await viteBuild(mergeConfig(config, { plugins: [recordModules] }));
      const files = await bundleCache.save(inputs, externalInputs(moduleIds, options.productRoot, options.contentDir), {
        client: { dir: options.outDir, paths: await clientFiles.paths() },
        server: { dir: serverDir },
      });
      bundle = bundleIdentity(files);
      return built;
    },
    async serviceWorkerBuild(config: InlineConfig) {
      const outDir = config.build?.outDir;
      if (outDir === undefined) return viteBuild(config);
      const key = serviceWorkerKey(inputs, config);
      const restored = await serviceWorkerCache.restorable(key);
      if (restored) return writeBundleFiles(restored, 'service-worker', outDir);
      const files = writtenFiles();
      const built = await viteBuild(mergeConfig(config, { plugins: [files.plugin] }));
      await serviceWorkerCache.save(key, [], { 'service-worker': { dir: outDir, paths: await files.paths() } });
      return built;
    },
    async reusePage(path, outDir) {
      pages.add(path);
      const file = pageFile(outDir, path);
      const previousFile = options.previousOutDir && pageFile(options.previousOutDir, path);
      if (previousFile === undefined || !pageCache.linkUnchanged(path, builtBundle(), previousFile, file)) {
        const reused = pageCache.reusable(path, builtBundle());
        if (reused === undefined) {
          reads = new Set();
          return false;
        }
        mkdirSync(dirname(file), { recursive: true });
        linkOrWrite(file, reused.html, previousFile);
        pageCache.indexWritten(path, builtBundle(), reused.reads, file, reused.hash);
      }
      options.onReused(path);
      return true;
    },
    pageWritten(path, html) {
      pageCache.store(path, builtBundle(), reads, html, pageFile(options.outDir, path));
    },
    dataRead(key) {
      reads.add(key);
    },
    bundleId: () => bundle,
    everyPage(paths) {
      for (const path of paths) pages.add(path);
    },
    flush: () => pageCache.flush(),
    async finish() {
      options.prepared?.folders.removeUnused(pages);
      await pageCache.flush();
      await pageCache.prune(pages);
    },
  };
}
