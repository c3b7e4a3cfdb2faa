import { readFileSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { openEntry, sealEntry, sha256 } from '../cache/cache-entries.ts';
import { packFiles, unpackFiles } from '../cache/packed-files.ts';
import { writeFileAtomic } from '../../shared/atomic-write.ts';

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
  html: Buffer;
}

function isPageEntry(value: unknown): value is PageEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.path === 'string' &&
    typeof entry.bundle === 'string' &&
    Buffer.isBuffer(entry.html) &&
    Array.isArray(entry.reads) &&
    entry.reads.every((read) => Array.isArray(read) && typeof read[0] === 'string' && (typeof read[1] === 'string' || read[1] === null))
  );
}

/**
 * An entry's bytes: what the page was made from, then its HTML as written, sealed like every cache entry. The HTML
 * is not a JSON string: reusing 2,042 pages of the 1,000-work site decoded and encoded 150 MB of it again (0.8 s).
 */
export function encodePageEntry({ html, ...madeFrom }: PageEntry): Buffer {
  return sealEntry(packFiles(madeFrom, [['html', html]]));
}

/** The entry in `bytes`, or undefined when they are not whole (a killed write, a disk error, an edit). */
export function decodePageEntry(bytes: Buffer): PageEntry | undefined {
  const payload = openEntry(bytes);
  const unpacked = payload && unpackFiles<Omit<PageEntry, 'html'>>(payload);
  const html = unpacked?.files.find(([name]) => name === 'html')?.[1];
  const entry = unpacked && html && { ...unpacked.meta, html };
  return isPageEntry(entry) ? entry : undefined;
}

/** The cached HTML of `path` when the entry was made by the same bundle from data files that are all unchanged. */
export function reusableHtml(entry: PageEntry | undefined, path: string, bundle: string, hashOfData: (key: string) => DataHash): Buffer | undefined {
  if (entry === undefined || entry.path !== path || entry.bundle !== bundle) return undefined;
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

  /**
   * Read synchronously: the pages are taken one at a time, and each asynchronous call waits for a turn of the
   * thread pool (a post edit's 2,000 reused pages spent 2 s of the prerender idle that way).
   */
  reusable(path: string, bundle: string): Buffer | undefined {
    let bytes: Buffer | undefined;
    try {
      bytes = readFileSync(pageEntryFile(this.cacheDir, path));
    } catch {
      bytes = undefined;
    }
    return reusableHtml(bytes && decodePageEntry(bytes), path, bundle, this.hashOfData);
  }

  /** Written while the next pages render; `flush` waits for them. */
  store(path: string, bundle: string, readKeys: Iterable<string>, html: string): void {
    const reads = [...new Set(readKeys)].sort().map((key): [string, DataHash] => [key, this.hashOfData(key)]);
    this.writes.push(writeFileAtomic(pageEntryFile(this.cacheDir, path), encodePageEntry({ path, bundle, reads, html: Buffer.from(html, 'utf8') })));
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
