// Runs in a child process: vite-react-ssg force-exits its process 15 s after a build when anything keeps the
// event loop alive (a scheduler, a server), so it must never run inside a long-lived `portfolio` process.
// Its logs go to stdout/stderr, which `portfolio build` captures (shown with --verbose or when the build
// fails); the phases and pages go to the parent over the IPC channel.
import { register } from 'node:module';
import { stripVTControlCharacters } from 'node:util';
import { eventFromLog, isPrerenderPrepare, isPrerenderStart, PageBatches, type PrerenderEvent } from './prerender-events.ts';
import { productModule, productRoot } from '../shared/product-files.ts';
import { prerenderHooksName } from './prerender-patch.ts';
import { prerenderCacheHooks } from './prerender-cache/prerender-hooks.ts';
import { readPageIndex, type PageIndex } from './prerender-cache/page-index.ts';
import { PageFolders } from './prerender-cache/page-folders.ts';
import { helperHooks, helperVariable, leadHooks, receiveTask, sharesPages } from './prerender-parallel.ts';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { splitPageHead } from '../../core/site/page-head.ts';

register(productModule(import.meta.url, './prerender-patch-hooks'), import.meta.url);
const { build } = await import('vite-react-ssg/node');

const [configFile] = process.argv.slice(2);
if (!configFile) throw new Error('usage: run-prerender <vite config file>');

/**
 * The service worker's phase loads workbox-build's injectManifest and compiles the schema of its options (Ajv keeps
 * it): about 0.15 s after the pages, done instead while this process waits for the build to start.
 */
async function loadServiceWorkerTools(): Promise<void> {
  await import('workbox-build/build/inject-manifest.js');
  const { validateInjectManifestOptions } = await import('workbox-build/build/lib/validate-options.js');
  try {
    validateInjectManifestOptions({});
  } catch {
    // Refused, as no options are valid: the schema was compiled first, which is all that was wanted.
  }
}

/**
 * The packages the build imports once it starts, loaded while this process waits: the config's plugins, and what the
 * server bundle imports (it runs outside Vite, importing them from node_modules). Every import goes through the
 * module hooks' thread (prerender-patch-hooks.ts): their 50 modules took 0.1–0.2 s of the bundle phase. The same
 * files, hence the same modules, as those the config and the bundle import then. Not the config itself: Vite
 * imports it and the product's modules it imports afresh (docs/decisions/prerender-started-early.md).
 */
async function loadBuildPackages(): Promise<void> {
  await Promise.all(
    ['@vitejs/plugin-react', 'vite-plugin-pwa', 'vite-react-ssg', 'react', 'react-dom', 'react-router-dom', 'react-router-dom/server.js', 'hast-util-to-jsx-runtime'].map(
      (name) => import(name),
    ),
  );
}

/** The last prerender's index and the page folders made from it while this process waited (page-folders.ts). */
let prepared: { cacheDir: string; lastIndex: PageIndex; folders: PageFolders } | undefined;

/** What to build, from `portfolio build` (prerender-process.ts); this process ends if the build does first. */
function startMessage(): Promise<Record<string, string>> {
  return new Promise((resolveStart) => {
    const onMessage = (message: unknown) => {
      if (isPrerenderPrepare(message)) {
        const lastIndex = readPageIndex(message.cacheDir);
        prepared = { cacheDir: message.cacheDir, lastIndex, folders: new PageFolders(message.outDir, [...lastIndex.keys()]) };
        prepared.folders.start();
        return;
      }
      if (!isPrerenderStart(message)) return;
      prepared?.folders.stop();
      process.off('message', onMessage);
      process.off('disconnect', onDisconnect);
      resolveStart(message.env);
    };
    const onDisconnect = () => process.exit(1);
    process.on('message', onMessage);
    process.once('disconnect', onDisconnect);
  });
}

// Started before the build's data files are written, it has loaded Vite and vite-react-ssg while it waits. (Importing
// the config then too made the cold prerender 3 s longer: docs/decisions/prerender-started-early.md.) With the
// build's environment already set (a test, the second process of a shared prerender), it starts at once.
if (process.env.PORTFOLIO_OUT_DIR === undefined) {
  // Failing here, the phase loads them itself and says why.
  loadServiceWorkerTools().catch(() => undefined);
  loadBuildPackages().catch(() => undefined);
  Object.assign(process.env, await startMessage());
}

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the prerender through \`portfolio build\``);
  return value;
}

const told = new PageBatches((event, sent) => (process.send ? process.send(event, undefined, {}, sent && (() => sent())) : sent?.()));

function tell(event: PrerenderEvent): void {
  told.tell(event);
}

const log = console.log.bind(console);
console.log = (...args: unknown[]) => {
  const event = eventFromLog(stripVTControlCharacters(args.map(String).join(' ')));
  if (event) tell(event);
  log(...args);
};

// The second process of a shared prerender is told its pages by the first (docs/decisions/prerender-in-two-processes.md).
const task = process.env[helperVariable] === '1' ? await receiveTask() : undefined;

// `portfolio build` passes a cache folder of this product's version: the bundle and the pages whose inputs are
// unchanged are reused (docs/decisions/prerender-cache.md). Without one, everything is made.
const cacheDir = process.env.PORTFOLIO_PRERENDER_CACHE;
const cache = cacheDir
  ? prerenderCacheHooks({
      cacheDir,
      dataDir: requiredEnv('PORTFOLIO_DATA_DIR'),
      contentDir: process.env.PORTFOLIO_CONTENT_DIR,
      outDir: requiredEnv('PORTFOLIO_OUT_DIR'),
      previousOutDir: process.env.PORTFOLIO_PREVIOUS_OUT_DIR,
      productRoot,
      onReused: (path) => told.page(path, true),
      bundle: task?.bundle,
      indexPart: task ? 'helper' : 'lead',
      ...(prepared?.cacheDir === cacheDir && prepared.folders.outDir === process.env.PORTFOLIO_OUT_DIR ? { prepared } : {}),
    })
  : undefined;

/** The pages the cache has an entry for: those it will most likely give, not render. */
function cachedPages(): number {
  if (!cacheDir) return 0;
  try {
    return readdirSync(join(cacheDir, 'pages')).length;
  } catch {
    return 0;
  }
}

const lead = leadHooks({
  command: { execArgv: process.execArgv, script: process.argv[1] as string, args: process.argv.slice(2) },
  share: (paths) => sharesPages(paths.length - Math.min(paths.length, cachedPages())),
  bundle: () => cache?.bundleId(),
  tell,
});
const hooks = task
  ? { ...cache, ...helperHooks(task, async () => cache?.flush()) }
  : {
      ...cache,
      ...lead,
      pagesToRender: (paths: string[], hash: string, template: string) => {
        cache?.everyPage(paths);
        return lead.pagesToRender(paths, hash, template);
      },
    };
Object.assign(globalThis, { [prerenderHooksName]: { ...hooks, pageHead: splitPageHead } });

await build(
  {
    onBeforePageRender: (path) => {
      told.page(path);
      return undefined;
    },
  },
  // The config is the product's own module (compiled, or TypeScript through tsx here), imported as it is: Vite's
  // default loader bundles it and its imports again at each of the build's three loads (0.2 s each).
  { configFile, configLoader: 'native', logLevel: process.env.PORTFOLIO_VERBOSE === '1' ? 'info' : 'warn', mode: 'production' },
);
await cache?.finish();
await told.flushed();
// The channel would keep this process alive.
process.disconnect?.();
