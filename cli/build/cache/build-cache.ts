import { existsSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { CacheEntries } from './cache-entries.ts';
import { writeFileAtomic } from '../../shared/atomic-write.ts';

/**
 * In the owner's repository root, beside the content folder: the cache is the owner's, not the installed product's.
 * One folder per content folder inside it, so that two content folders side by side (a site being moved in beside
 * the old one) never empty each other's cache.
 */
export function defaultCacheDir(contentDir: string): string {
  const content = resolve(contentDir);
  return join(dirname(content), '.portfolio-cache', basename(content));
}

/** The entries of the cache in `dir`, to read before the cache is opened (and without making the folder). */
export function cacheEntriesIn(dir: string): CacheEntries {
  return new CacheEntries(join(resolve(dir), 'entries'));
}

/** What a cache was made for: a cache made for anything else is not read. */
interface CacheIdentity {
  product: string;
  contentDir: string;
}

export interface BuildCache {
  dir: string;
  entries: CacheEntries;
  /** The prerender's own folder (its child process reads PORTFOLIO_PRERENDER_CACHE); made for this product only. */
  prerenderDir: string;
  /** One line for the owner when the cache found was not used, else undefined. */
  notice?: string;
}

/** The namespaces of content-addressed entries, removed when a successful build did not use them. */
export const entryNamespaces = ['compressed', 'compressed-paths', 'citations', 'cv-sources', 'cvs', 'document-checks', 'highlighted-code', 'images', 'markdown', 'markdown-trees', 'search-index', 'site-files'] as const;

async function identityOf(dir: string): Promise<CacheIdentity | undefined> {
  const text = await readFile(join(dir, 'cache.json'), 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as CacheIdentity;
  } catch {
    return undefined;
  }
}

function staleReason(found: CacheIdentity | undefined, wanted: CacheIdentity): string | undefined {
  if (found === undefined) return 'it has no valid cache.json';
  if (found.product !== wanted.product) return `it was made by another version of the product (${found.product.split('-')[0]})`;
  if (found.contentDir !== wanted.contentDir) return `it was made for another content folder (${found.contentDir})`;
  return undefined;
}

function prerenderFolder(root: string): string {
  return join(root, 'prerender');
}

/**
 * The prerender's folder of the cache in `dir` when that cache was made for this product and content folder, else
 * undefined; read only, before the content is validated (cli/build/prepared-build.ts).
 */
export async function usablePrerenderCache(dir: string, contentDir: string, product: string): Promise<string | undefined> {
  const root = resolve(dir);
  return staleReason(await identityOf(root), { product, contentDir: resolve(contentDir) }) === undefined ? prerenderFolder(root) : undefined;
}

/**
 * Opens the build cache in `dir` for this product (`product`: productFingerprint()) and content folder. A cache
 * made by another product or for another content folder is emptied (said in `notice`), never read.
 */
export async function openBuildCache(dir: string, contentDir: string, product: string): Promise<BuildCache> {
  const root = resolve(dir);
  const wanted: CacheIdentity = { product, contentDir: resolve(contentDir) };
  const existed = existsSync(root);
  const found = await identityOf(root);
  const reason = staleReason(found, wanted);
  let notice: string | undefined;
  if (reason !== undefined) {
    await rm(root, { recursive: true, force: true });
    await mkdir(root, { recursive: true });
    await writeFileAtomic(join(root, 'cache.json'), `${JSON.stringify(wanted, null, 2)}\n`);
    if (existed) notice = `The build cache ${dir} was not used: ${reason}; everything is built again.`;
  }
  const prerenderDir = prerenderFolder(root);
  await mkdir(prerenderDir, { recursive: true });
  return { dir: root, entries: cacheEntriesIn(root), prerenderDir, notice };
}
