import type { Command } from 'commander';
import type { CacheEntries } from '../build/cache/cache-entries.ts';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { ExitCode } from '../shared/exit-codes.ts';
import { productModule } from '../shared/product-files.ts';
import { productVersion } from '../shared/product-files.ts';

interface DevOptions {
  content: string;
  port: string;
  /** The build cache's folder; false with --no-cache. */
  cache?: string | false;
}

/**
 * The build cache's entries, opened once (when the content is first valid: an invalid start writes nothing). A
 * cache that cannot be opened is said once, and the works' citations are made without it.
 */
function buildCacheOpener(contentDir: string, dir: string | false | undefined, product: () => Promise<string>): () => Promise<CacheEntries | undefined> {
  if (dir === false) return async () => undefined;
  let opened: Promise<CacheEntries | undefined> | undefined;
  return () =>
    (opened ??= (async () => {
      const { defaultCacheDir, openBuildCache } = await import('../build/cache/build-cache.ts');
      const cache = await openBuildCache(dir ?? defaultCacheDir(contentDir), contentDir, await product());
      if (cache.notice !== undefined) console.log(cache.notice);
      return cache.entries;
    })().catch((error: unknown) => {
      console.error(`The build cache could not be opened (${error instanceof Error ? error.message : String(error)}): the works' citations are made without it.`);
      return undefined;
    }));
}

/** What the last `portfolio dev` on this content served (cli/dev/dev-snapshot.ts); none with --no-cache. */
async function lastSessionSnapshots(contentDir: string, dir: string | false | undefined, openCache: () => Promise<CacheEntries | undefined>) {
  if (dir === false) return undefined;
  const [{ cacheEntriesIn, defaultCacheDir }, { productFingerprint }, { devSnapshots }] = await Promise.all([
    import('../build/cache/build-cache.ts'),
    import('../build/cache/product-fingerprint.ts'),
    import('../dev/dev-snapshot.ts'),
  ]);
  // Read before the cache is opened, which happens once the content is valid (an invalid start writes nothing).
  return devSnapshots(contentDir, productFingerprint, cacheEntriesIn(dir ?? defaultCacheDir(contentDir)), openCache);
}

/**
 * The build cache's entries to read before it is opened (the content's first check: the Markdown trees a build
 * parsed), when it is this product's and this content's; none otherwise, or with --no-cache. Not awaited before the
 * server listens: the content's first check waits for it.
 */
async function readableCache(contentDir: string, dir: string | false | undefined, product: () => Promise<string>): Promise<CacheEntries | undefined> {
  if (dir === false) return undefined;
  const { cacheEntriesIn, defaultCacheDir, usablePrerenderCache } = await import('../build/cache/build-cache.ts');
  const root = dir ?? defaultCacheDir(contentDir);
  return (await usablePrerenderCache(root, contentDir, await product())) === undefined ? undefined : cacheEntriesIn(root);
}

/** The product's fingerprint (the build cache's identity), computed once for the session: it reads every product file. */
function fingerprintOnce(): () => Promise<string> {
  let fingerprint: Promise<string> | undefined;
  return () => (fingerprint ??= import('../build/cache/product-fingerprint.ts').then(({ productFingerprint }) => productFingerprint()));
}

const viteConfigFile = productModule(import.meta.url, '../../vite.config');

export function registerDev(program: Command): void {
  program
    .command('dev')
    .description('Develop the site: a Vite dev server whose data follows content/ edits without a restart.')
    .option('--content <dir>', 'content folder', 'content')
    .option('--port <port>', 'port to listen on', '5173')
    .option('--cache <dir>', "the build cache, shared with `portfolio build`: the works' citations made before are reused (default: .portfolio-cache/<content folder> beside the content folder)")
    .option('--no-cache', 'make every citation again, without reading or writing the build cache')
    .action(async (options: DevOptions) => {
      const [{ parseJsonDocument }, { devDataPlugin }, { formatProblem }, { formatMismatchProblem }] = await Promise.all([
        import('../content/json-document.ts'),
        import('../dev/dev-data-plugin.ts'),
        import('../shared/problems.ts'),
        import('../upgrade/content-format.ts'),
      ]);
      const siteFile = join(options.content, 'site.json');
      const { document, problems } = parseJsonDocument(siteFile, await readFile(siteFile, 'utf8').catch(() => '{}'));
      if (document === undefined) {
        for (const problem of problems) console.error(formatProblem(problem));
        console.error(`${siteFile} is not valid JSON: fix it (\`portfolio validate\` lists every problem in the content) and start \`portfolio dev\` again.`);
        process.exitCode = ExitCode.failure;
        return;
      }
      const formatMismatch = formatMismatchProblem(document, await productVersion());
      if (formatMismatch !== undefined) {
        console.error(formatProblem(formatMismatch));
        process.exitCode = ExitCode.failure;
        return;
      }
      const site = document.value as { defaultLanguage?: string; languages?: unknown };
      process.env.VITE_DEFAULT_LANGUAGE = site.defaultLanguage ?? 'en';
      process.env.VITE_LANGUAGES = Array.isArray(site.languages) ? site.languages.join(',') : 'en';
      // vite.config.ts reads the owner's theme and styles.css from there.
      process.env.PORTFOLIO_CONTENT_DIR = resolve(options.content);
      const port = Number(options.port);
      if (!Number.isInteger(port)) {
        console.error(`--port must be a whole number (got "${options.port}")`);
        process.exitCode = ExitCode.usage;
        return;
      }
      const { createServer } = await import('vite');
      const product = fingerprintOnce();
      const openCache = buildCacheOpener(options.content, options.cache, product);
      const server = await createServer({
        configFile: viteConfigFile,
        // Imported as it is, not bundled again (cli/build/run-prerender.ts).
        configLoader: 'native',
        plugins: [
          devDataPlugin(options.content, {
            cacheEntries: openCache,
            snapshots: await lastSessionSnapshots(options.content, options.cache, openCache),
            readableCache: readableCache(options.content, options.cache, product),
          }),
        ],
        server: { port, host: '127.0.0.1', fs: { allow: [resolve('.'), resolve(options.content)] } },
      });
      await server.listen();
      server.printUrls();
    });
}
