import { readFileSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { readEntry, writeEntry } from './cache-entry.ts';
import { sha256 } from '../cache/cache-entries.ts';

/** A data file's content hash; null when the page asked for it and there was none. */
export type DataHash = string | null;

/**
 * A prerendered page and what it was made from: the bundle (its identity, bundle-cache.ts) and each data file its
 * render read (readDataFile, vite.config.ts), with its hash.
 */
export interface PageEntry {
  path: string;
  bundle: string;
  reads: [key: string, hash: DataHash][];
  html: string;
}

function isPageEntry(value: unknown): value is PageEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.path === 'string' &&
    typeof entry.bundle === 'string' &&
    typeof entry.html === 'string' &&
    Array.isArray(entry.reads) &&
    entry.reads.every((read) => Array.isArray(read) && typeof read[0] === 'string' && (typeof read[1] === 'string' || read[1] === null))
  );
}

/** The cached HTML of `path` when the entry was made by the same bundle from data files that are all unchanged. */
export function reusableHtml(entry: unknown, path: string, bundle: string, hashOfData: (key: string) => DataHash): string | undefined {
  if (!isPageEntry(entry) || entry.path !== path || entry.bundle !== bundle) return undefined;
  return entry.reads.every(([key, hash]) => hashOfData(key) === hash) ? entry.html : undefined;
}

export function pageEntryFile(cacheDir: string, path: string): string {
  return join(cacheDir, 'pages', `${sha256(path).slice(0, 40)}.json`);
}

/** The pages of one prerender: what it may reuse, and what it rendered, for the next. */
export class PageCache {
  private readonly dataHashes = new Map<string, DataHash>();
  private readonly writes: Promise<void>[] = [];

  constructor(
    private readonly cacheDir: string,
    private readonly dataDir: string,
  ) {}

  /** The data files do not change during a prerender: each is hashed once. */
  hashOfData = (key: string): DataHash => {
    let hash = this.dataHashes.get(key);
    if (hash === undefined) {
      try {
        hash = sha256(readFileSync(join(this.dataDir, `${key}.json`)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        hash = null;
      }
      this.dataHashes.set(key, hash);
    }
    return hash;
  };

  async reusable(path: string, bundle: string): Promise<string | undefined> {
    return reusableHtml(await readEntry(pageEntryFile(this.cacheDir, path)), path, bundle, this.hashOfData);
  }

  /** Written while the next pages render; `flush` waits for them. */
  store(path: string, bundle: string, readKeys: Iterable<string>, html: string): void {
    const reads = [...new Set(readKeys)].sort().map((key): [string, DataHash] => [key, this.hashOfData(key)]);
    const entry: PageEntry = { path, bundle, reads, html };
    this.writes.push(writeEntry(pageEntryFile(this.cacheDir, path), entry));
  }

  async flush(): Promise<void> {
    await Promise.all(this.writes.splice(0));
  }

  /** Drops the entries of pages this prerender did not have (and any a killed build left half-written). */
  async prune(paths: Iterable<string>): Promise<void> {
    const kept = new Set([...paths].map((path) => pageEntryFile(this.cacheDir, path)));
    const dir = join(this.cacheDir, 'pages');
    const files = await readdir(dir).catch(() => [] as string[]);
    await Promise.all(files.map((file) => join(dir, file)).filter((file) => !kept.has(file)).map((file) => rm(file, { force: true })));
  }
}
