import { mkdirSync, readFileSync, statSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { sha256 } from '../cache/cache-entries.ts';
import { readPageIndex, writePageIndex, type DataHash, type IndexedPage, type PageIndex, type PageIndexPart } from './page-index.ts';
import { fileIdentity, isSameFile } from '../../shared/file-identity.ts';
import { writeFileAtomic } from '../../shared/atomic-write.ts';
import { placeLink } from '../../shared/linked-files.ts';

/** A page the cache can give back: its HTML as written, and the data files its render read (with their hashes). */
export interface ReusablePage {
  html: Buffer;
  reads: IndexedPage['reads'];
  /** The HTML's sha-256, which the index keeps. */
  hash: string;
}

function madeFromTheSame(made: Pick<IndexedPage, 'bundle' | 'reads'>, bundle: string, hashOfData: (key: string) => DataHash): boolean {
  return made.bundle === bundle && made.reads.every(([key, hash]) => hashOfData(key) === hash);
}

/**
 * The HTML of `page` (its index record) from its entry's bytes, when the page was made by the same bundle from data
 * files that are all unchanged and the bytes are the HTML the index recorded (not cut short, not edited since).
 */
export function reusableHtml(page: IndexedPage | undefined, entry: Buffer | undefined, bundle: string, hashOfData: (key: string) => DataHash): Buffer | undefined {
  if (page === undefined || entry === undefined || !madeFromTheSame(page, bundle, hashOfData)) return undefined;
  return sha256(entry) === page.html ? entry : undefined;
}

/** A page's entry: its HTML as written, a hard link to the page of the output it was written into when it can be. */
export function pageEntryFile(cacheDir: string, path: string): string {
  return join(cacheDir, 'pages', `${sha256(path).slice(0, 40)}.html`);
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
  private entriesFolderMade = false;

  /**
   * `lastIndex`: the last prerender's index, when already read (page-folders.ts); else read when first needed.
   * `linkEntry` puts a hard link to a written page at its entry, false when the system cannot (placeLink).
   */
  constructor(
    private readonly cacheDir: string,
    private readonly dataDir: string,
    private readonly indexPart: PageIndexPart = 'lead',
    private lastIndex?: PageIndex,
    private readonly linkEntry: (page: string, entry: string) => boolean = placeLink,
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
   * `path`'s page from its entry, when the last prerender's index says it was made from what it is made from now and
   * the entry holds the HTML it recorded. Read synchronously: the pages are taken one at a time, and each asynchronous
   * call waits for a turn of the thread pool (a post edit's 2,000 reused pages spent 2 s of the prerender idle that way).
   */
  reusable(path: string, bundle: string): ReusablePage | undefined {
    this.lastIndex ??= readPageIndex(this.cacheDir);
    const page = this.lastIndex.get(path);
    let entry: Buffer | undefined;
    try {
      entry = page && readFileSync(pageEntryFile(this.cacheDir, path));
    } catch {
      entry = undefined;
    }
    const html = reusableHtml(page, entry, bundle, this.hashOfData);
    return page && html && { html, reads: page.reads, hash: page.html };
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

  /** `path`'s page, written at `file` from what `reads` says, its HTML's hash `html`: in the index for the next prerender. */
  indexWritten(path: string, bundle: string, reads: IndexedPage['reads'], file: string, html: string): void {
    const stats = statSync(file, { throwIfNoEntry: false });
    if (stats !== undefined) this.index.set(path, { bundle, reads, file: fileIdentity(stats), html });
  }

  /**
   * A page rendered and written at `file`: its entry is that very file, linked into the cache (no second copy of the
   * 1,000-work site's 118 MB of pages to write, nor 2,300 more files to create), or a copy where it cannot be linked
   * (another file system); `flush` waits for the copies.
   */
  store(path: string, bundle: string, readKeys: Iterable<string>, html: string, file: string): void {
    const reads = [...new Set(readKeys)].sort().map((key): [string, DataHash] => [key, this.hashOfData(key)]);
    const entry = pageEntryFile(this.cacheDir, path);
    if (!this.entriesFolderMade) mkdirSync(dirname(entry), { recursive: true });
    this.entriesFolderMade = true;
    if (!this.linkEntry(file, entry)) this.writes.push(writeFileAtomic(entry, html));
    this.indexWritten(path, bundle, reads, file, sha256(html));
  }

  /** Waits for the entries being written, then writes this process's index of the pages it wrote. */
  async flush(): Promise<void> {
    await Promise.all(this.writes.splice(0));
    await writePageIndex(this.cacheDir, this.indexPart, this.index);
  }

  /** Drops the entries of pages this prerender did not have (and any a killed build left half-written or an older format). */
  async prune(paths: Iterable<string>): Promise<void> {
    const kept = new Set([...paths].map((path) => pageEntryFile(this.cacheDir, path)));
    const dir = join(this.cacheDir, 'pages');
    const files = await readdir(dir).catch(() => [] as string[]);
    await Promise.all(files.map((file) => join(dir, file)).filter((file) => !kept.has(file)).map((file) => rm(file, { force: true })));
  }
}
