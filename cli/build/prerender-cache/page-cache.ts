import { mkdirSync, readFileSync, statSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { openEntry, sealEntry, sha256 } from '../cache/cache-entries.ts';
import { packFiles, unpackFiles } from '../cache/packed-files.ts';
import { readPageIndex, writePageIndex, type DataHash, type PageIndex, type PageIndexPart } from './page-index.ts';
import { fileIdentity, isSameFile } from '../../shared/file-identity.ts';
import { writeFileAtomic } from '../../shared/atomic-write.ts';
import { placeLink } from '../../shared/linked-files.ts';

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

function madeFromTheSame(made: Pick<PageEntry, 'bundle' | 'reads'>, bundle: string, hashOfData: (key: string) => DataHash): boolean {
  return made.bundle === bundle && made.reads.every(([key, hash]) => hashOfData(key) === hash);
}

/** The cached HTML of `path` when the entry was made by the same bundle from data files that are all unchanged. */
export function reusableHtml(entry: PageEntry | undefined, path: string, bundle: string, hashOfData: (key: string) => DataHash): Buffer | undefined {
  if (entry === undefined || entry.path !== path) return undefined;
  return madeFromTheSame(entry, bundle, hashOfData) ? entry.html : undefined;
}

export function pageEntryFile(cacheDir: string, path: string): string {
  return join(cacheDir, 'pages', `${sha256(path).slice(0, 40)}.json`);
}

/**
 * The pages of one prerender: what it may reuse, and what it rendered, for the next. Its index (page-index.ts) says
 * which file of the last output each page was written to and what from: a page made from the same is linked from
 * there while that file is unchanged, without reading its entry or the file (docs/decisions/page-index.md).
 */
export class PageCache {
  private readonly dataHashes = new Map<string, DataHash>();
  private readonly writes: Promise<void>[] = [];
  private readonly index: PageIndex = new Map();

  /** `lastIndex`: the last prerender's index, when already read (page-folders.ts); else read when first needed. */
  constructor(
    private readonly cacheDir: string,
    private readonly dataDir: string,
    private readonly indexPart: PageIndexPart = 'lead',
    private lastIndex?: PageIndex,
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
  reusable(path: string, bundle: string): Pick<PageEntry, 'html' | 'reads'> | undefined {
    let entry: PageEntry | undefined;
    try {
      entry = decodePageEntry(readFileSync(pageEntryFile(this.cacheDir, path)));
    } catch {
      entry = undefined;
    }
    const html = reusableHtml(entry, path, bundle, this.hashOfData);
    return entry && html && { html, reads: entry.reads };
  }

  /**
   * Links `previousFile` (the last output's page at `path`) at `file` when the index says it was written from what
   * the page is made from now and it is still that very file; false when it cannot say so (then `reusable`).
   */
  linkUnchanged(path: string, bundle: string, previousFile: string, file: string): boolean {
    this.lastIndex ??= readPageIndex(this.cacheDir);
    const page = this.lastIndex.get(path);
    if (page === undefined || !madeFromTheSame(page, bundle, this.hashOfData)) return false;
    const stats = statSync(previousFile, { throwIfNoEntry: false });
    if (stats === undefined || !isSameFile(stats, page.file)) return false;
    mkdirSync(dirname(file), { recursive: true });
    if (!placeLink(previousFile, file)) return false;
    this.index.set(path, page);
    return true;
  }

  /** `path`'s page, written at `file` from what `reads` says: in the index for the next prerender. */
  indexWritten(path: string, bundle: string, reads: PageEntry['reads'], file: string): void {
    const stats = statSync(file, { throwIfNoEntry: false });
    if (stats !== undefined) this.index.set(path, { bundle, reads, file: fileIdentity(stats) });
  }

  /** A page rendered and written at `file`: its entry is written while the next pages render; `flush` waits for them. */
  store(path: string, bundle: string, readKeys: Iterable<string>, html: string, file: string): void {
    const reads = [...new Set(readKeys)].sort().map((key): [string, DataHash] => [key, this.hashOfData(key)]);
    this.writes.push(writeFileAtomic(pageEntryFile(this.cacheDir, path), encodePageEntry({ path, bundle, reads, html: Buffer.from(html, 'utf8') })));
    this.indexWritten(path, bundle, reads, file);
  }

  /** Waits for the entries being written, then writes this process's index of the pages it wrote. */
  async flush(): Promise<void> {
    await Promise.all(this.writes.splice(0));
    await writePageIndex(this.cacheDir, this.indexPart, this.index);
  }

  /** Drops the entries of pages this prerender did not have (and any a killed build left half-written). */
  async prune(paths: Iterable<string>): Promise<void> {
    const kept = new Set([...paths].map((path) => pageEntryFile(this.cacheDir, path)));
    const dir = join(this.cacheDir, 'pages');
    const files = await readdir(dir).catch(() => [] as string[]);
    await Promise.all(files.map((file) => join(dir, file)).filter((file) => !kept.has(file)).map((file) => rm(file, { force: true })));
  }
}
