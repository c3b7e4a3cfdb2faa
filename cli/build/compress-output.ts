import { readFileSync, statSync, writeFileSync, type Stats } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { filesUnder } from '../shared/files-under.ts';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCallback } from 'node:zlib';
import { isItemDataKey, isItemPagePath } from '../../core/site/site-pages.ts';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzipCallback);

/**
 * The extensions of the text files a static host would compress. Decided by the name, not the bytes: the
 * owner's images and PDF are already compressed, and `_headers` / `_redirects` are read by the host, not sent.
 */
const compressedExtensions: ReadonlySet<string> = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.xml',
  '.webmanifest',
  '.txt',
  '.bib',
  '.ris',
]);

export function isCompressible(file: string): boolean {
  return compressedExtensions.has(extname(file).toLowerCase());
}

/** Scripts and stylesheets: few files, shared by every page, cached for a year. */
const sharedAssetExtensions: ReadonlySet<string> = new Set(['.js', '.mjs', '.css']);

/**
 * The files the build writes once per item of a collection, whose number grows with the content: an item page in
 * each language with the files beside it (a paper's page, `.bib` and `.ris`: `publications/<key>/…`; a post's
 * page; with or without a language folder) and the item's data file (`data/publication.<key>.json`), known by the
 * collections' item-page patterns and data keys (core/site/site-pages.ts).
 */
function isPerItemFile(relativePath: string): boolean {
  const dataKey = /^data\/(.+)\.json$/.exec(relativePath)?.[1];
  if (dataKey !== undefined) return isItemDataKey(dataKey);
  const folders = relativePath.split('/').slice(0, -1);
  const neutral = /^[a-z]{2}$/.test(folders[0] ?? '') ? folders.slice(1) : folders;
  return neutral.length > 0 && isItemPagePath(`/${neutral.join('/')}`);
}

/**
 * Over this size a file that no page fetches gets Brotli 6 (below). Brotli 10 and 11 search for the best parse
 * (a cost per byte), 9 and below do not: on the 1,000-work realistic build, the CV page (3.9 MB) took 1.7 s at
 * 10 and 0.09 s at 9, for 7 % more bytes (348 kB against 324 kB), and the files over this size, the whole
 * corpus each, were 25 s of the 31 s Brotli spent on the build.
 */
export const largeFileBytes = 1_000_000;

/**
 * The quality of those large files, which are downloaded rarely (the whole bibliography) or by no browser (the data
 * only the prerender reads), and made again at every publications refresh: on the 1,000-work build's six of them
 * (37 MB), 9 took 3.2 s of the refresh's CPU and 6 takes 0.9 s, for 14–16 % more bytes (the 10.8 MB CSL-JSON:
 * 866 kB against 1,009 kB; its gzip copy, 1,161 kB).
 */
const largeDownloadQuality = 6;

/** The data files a page fetches: the compact list of the works and, for its search, their other authors. */
const fetchedDataFiles = new Set(['data/publications-list.json', 'data/publications-list-authors.json']);

/**
 * The quality of the files written once per item (a paper's page, its `.bib` and `.ris`, its data file), whose number
 * grows with the content. On 900 of them from the 1,000-work build (34.3 MB), 7 took 0.6 s where 9 took 1.6 s,
 * for 0.6 % more bytes (5,692 kB against 5,660 kB); 5 took 0.43 s for 1.7 % more.
 */
const perItemQuality = 7;

/**
 * The quality of the XML files (the sitemap, the feeds), which crawlers and feed readers fetch, no page, and which
 * a refresh makes again: on the 1,000-work build the sitemap (0.94 MB) took 316 ms at 10 and 11 ms at 9 for
 * 1.5 % more bytes, a publications feed (0.43 MB) 212 ms and 16 ms for 1.7 % more.
 */
const crawledQuality = 9;

/**
 * The quality of the works' other authors over `largeFileBytes`, which the publications page fetches once its search
 * is first used, after the page is drawn and its first filter answered (the list itself keeps 10). On the 1,000-work
 * build (1.90 MB) 10 took 1.10 s and 9 0.15 s, for 7.7 % more bytes (276 kB against 256 kB).
 */
const lateDataQuality = 9;
const lateDataFile = 'data/publications-list-authors.json';

/**
 * Files a visitor's browser fetches whatever their size: the pages, and the publications page's data files its
 * search, filter and sort read on first use (site/app/islands/island-registry.ts). The other large files
 * are read by other programs, rarely: the whole bibliography as BibTeX, RIS and CSL-JSON (downloads), the full
 * publications data and the CV's works (read by the prerender, no page fetches them), the sitemap (crawlers).
 */
function fetchedByPages(relativePath: string): boolean {
  return extname(relativePath).toLowerCase() === '.html' || fetchedDataFiles.has(relativePath);
}

/** Up to this size a landing page (below) gets Brotli 11: over it, the page needs many round trips anyway. */
export const landingPageBytes = 200_000;

/**
 * The pages a visit starts on, whose number does not grow with the content: the home page and the pages one
 * folder below it (`/cv/`, `/talks/`, `404.html`), in each language. Brotli 11 takes about 280 B off the
 * English home (14,063 → 13,785 B), which brings it with its headers inside TCP's first round trip, about
 * 14.6 kB: its paints were 1.19 × its no-script twin's (docs/decisions/brotli-levels.md).
 */
function isLandingPage(relativePath: string, size: number): boolean {
  return size <= landingPageBytes && /^(?:[a-z]{2}\/)?(?:[^/]+\/)?(?:index|404)\.html$/.test(relativePath);
}

/**
 * Brotli's best quality (11) for scripts and stylesheets, which every visitor fetches, and for the landing pages
 * up to `landingPageBytes`; 10 for the site's other pages and data; `perItemQuality` for the files written once per
 * item (a paper, a post), whose number grows with the content; `crawledQuality` for the sitemap and the feeds;
 * `largeDownloadQuality` for files over `largeFileBytes` that no page fetches, whose size grows with the works, and
 * `lateDataQuality` for the search's authors over it. Measured on a 1,000-work build (202 paper pages, sampled):
 * quality 10 took 3.1 s where 9 took 0.16 s, for 6.8 % more bytes (1,877 kB against 1,757 kB, about 0.6 kB a page),
 * which is what kept the build of 1,000 works over a minute (docs/decisions/brotli-levels.md). `relativePath` is
 * the file's path in the output folder, with `/` between folders; `size` its length in bytes.
 */
export function brotliQuality(relativePath: string, size: number): number {
  const extension = extname(relativePath).toLowerCase();
  if (sharedAssetExtensions.has(extension) || isLandingPage(relativePath, size)) return constants.BROTLI_MAX_QUALITY;
  if (isPerItemFile(relativePath)) return perItemQuality;
  if (size > largeFileBytes && !fetchedByPages(relativePath)) return largeDownloadQuality;
  if (size > largeFileBytes && relativePath === lateDataFile) return lateDataQuality;
  return extension === '.xml' ? crawledQuality : 10;
}

/**
 * The smallest Brotli window that holds the whole file: a larger one finds nothing more, but qualities up to 9
 * clear a hash table sized by it for every file (22 bits by default), which costs more than compressing a page.
 */
export function brotliWindowBits(size: number): number {
  return Math.min(constants.BROTLI_MAX_WINDOW_BITS, Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(size + 1))));
}

/** Brotli at the given quality, told the size and that it is text (both only help it). */
export function brotli(bytes: Buffer, quality: number): Promise<Buffer> {
  return brotliAsync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(bytes.length),
    },
  });
}

/**
 * The gzip copies' level, zlib's default: the fallback for browsers and hosts without Brotli. On a quarter of the
 * 1,000-work build's text files (38.6 MB), 9 took 616 ms and 6 417 ms, for 0.35 % more bytes.
 */
const gzipLevel = 6;

/** gzip at `gzipLevel`. Node writes no file name and a zero modification time in the header: same bytes, same output. */
export function gzip(bytes: Buffer): Promise<Buffer> {
  return gzipAsync(bytes, { level: gzipLevel });
}

/**
 * Files compressed at a time. zlib runs on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says
 * otherwise): each file's Brotli and gzip run side by side, and a new file starts as soon as one is done, so a
 * long file never holds the others back. Files over `largeFileBytes` go one at a time: Brotli's tables for one
 * of them take 40–100 MB (a 10.8 MB file at quality 9: 46 MB; a 5.2 MB one at 10: 56 MB), and four together
 * took the build process over 1 GB.
 */
const parallelFiles = 4;

/** Files a worker compresses before it lets the event loop take a turn (a linked file takes about 0.1 ms). */
const filesBetweenTurns = 32;

export interface CompressionTotals {
  files: number;
  /** Of `files`, those whose copies came from the build cache. */
  reused: number;
  plainBytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

/** Compressed copies kept from an earlier build, by their key: the file's bytes and the Brotli quality (cli/build/cache/). */
export interface CompressedCopiesCache {
  keyOf(bytes: Buffer, quality: number): string;
  read(key: string): Promise<{ br: Buffer; gz: Buffer } | undefined>;
  write(key: string, copies: { br: Buffer; gz: Buffer }): Promise<void>;
  /** The copies are in use (linked from the last output): kept when the cache drops what this build did not use. */
  keep(key: string): void;
  /**
   * The key of the copies of the file at `sitePath` when it is the very file (`stats`: its identity) the last build
   * compressed there: its bytes need not be read. Undefined when the cache cannot say.
   */
  knownKey(sitePath: string, stats: Stats): Promise<string | undefined>;
  /** The file at `sitePath` (its identity) has the copies of `key`: for the next build's `knownKey`. */
  remember(sitePath: string, stats: Stats, key: string): void;
}

/** The last output's copies of a file, linked when it had the same bytes at the same path (cli/build/cache/previous-output.ts). */
interface PreviousCopies {
  linkCopies(sitePath: string, file: string, bytes: Buffer): LinkedCopies | undefined;
  /** The same, for a file that is the last output's very file (`stats`), its bytes unread. */
  linkCopiesOfSameFile(sitePath: string, file: string, stats: Stats): LinkedCopies | undefined;
}

interface LinkedCopies {
  brotliBytes: number;
  gzipBytes: number;
}

export interface CompressOptions {
  /** Where `outDir` is in the site (`data` for the data files' folder): the qualities are decided by site path. */
  under?: string;
  /** Files (by site path) already compressed: left as they are. */
  skip?: (sitePath: string) => boolean;
  /** Folders of `outDir` not read at all: one another process is still writing (the search index), done after it. */
  except?: readonly string[];
  /** Only these files (paths under `outDir`), not every file there: the build's own in an output others write into. */
  only?: Iterable<string>;
  /** Files at a time (4 by default); 1 leaves the other core to a process running beside. */
  parallel?: number;
  /** Stops it between files (the file at work is finished): what is done stays, the rest is not written. */
  signal?: AbortSignal;
  /** Where the copies of a file compressed before are taken from, and new ones kept. */
  cache?: CompressedCopiesCache;
  /** The last output, whose copies of an unchanged file are linked before the cache is read (with a cache only). */
  previous?: PreviousCopies;
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of the built site, for hosts and for
 * `portfolio preview`, which send them to browsers that accept them. Runs last: the files it reads are final.
 * Same bytes whatever the order the files are done in.
 */
export async function compressOutput(outDir: string, options: CompressOptions = {}): Promise<CompressionTotals> {
  const { under = '', skip = () => false, except = [], only, parallel = parallelFiles, signal, cache, previous } = options;
  const sitePath = (file: string) => [under, ...relative(outDir, file).split(sep)].filter((part) => part !== '').join('/');
  const totals: CompressionTotals = { files: 0, reused: 0, plainBytes: 0, gzipBytes: 0, brotliBytes: 0 };
  // Sizes read synchronously: a promise for each of 5,000 files cost twice the CPU (cli/build/cache/unchanged-build.ts).
  const files = only === undefined ? filesUnder(outDir, except) : [...only].map((path) => join(outDir, path));
  const sized = files
    .filter((file) => isCompressible(file) && !skip(sitePath(file)))
    .map((file) => ({ file, stats: statSync(file) }))
    .map(({ file, stats }) => ({ file, stats, size: stats.size }));
  // Largest first: a long file started last would be the phase's tail on one core while the other waits.
  sized.sort((a, b) => b.size - a.size || (a.file < b.file ? -1 : 1));
  const large = sized.filter(({ size }) => size > largeFileBytes);
  const small = sized.filter(({ size }) => size <= largeFileBytes);
  let largeBusy = false;
  let failed = false;

  // Read and written synchronously: a file's open costs about 0.2 ms on the 2-core machine the budgets are measured
  // on, and the promise API adds a file handle, a stat and a close to each (compressing the 1,000-work site's 5,185
  // files from the cache took 7.9–8.5 s that way, 4.8–5.0 s this way); the compression still runs on zlib's threads.
  const linkedCopies = (linked: LinkedCopies) => {
    totals.reused += 1;
    totals.gzipBytes += linked.gzipBytes;
    totals.brotliBytes += linked.brotliBytes;
  };
  const compressFile = async ({ file, stats }: { file: string; stats: Stats }): Promise<void> => {
    const path = sitePath(file);
    totals.files += 1;
    totals.plainBytes += stats.size;
    // The last output's very file, whose copies the cache knows: linked with them, not read (an unchanged page).
    const known = await cache?.knownKey(path, stats);
    const linkedUnread = known === undefined ? undefined : previous?.linkCopiesOfSameFile(path, file, stats);
    if (known !== undefined && linkedUnread !== undefined) {
      cache?.keep(known);
      cache?.remember(path, stats, known);
      return linkedCopies(linkedUnread);
    }
    const bytes = readFileSync(file);
    const quality = brotliQuality(path, bytes.length);
    const key = cache?.keyOf(bytes, quality);
    if (key !== undefined) cache?.remember(path, stats, key);
    const linked = previous?.linkCopies(path, file, bytes);
    if (linked !== undefined) {
      if (key !== undefined) cache?.keep(key);
      return linkedCopies(linked);
    }
    const cached = key === undefined ? undefined : await cache?.read(key);
    const [br, gz] = cached ? [cached.br, cached.gz] : await Promise.all([brotli(bytes, quality), gzip(bytes)]);
    if (cached) totals.reused += 1;
    else if (key !== undefined) await cache?.write(key, { br, gz });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gz);
    totals.gzipBytes += gz.length;
    totals.brotliBytes += br.length;
  };
  const worker = async (): Promise<void> => {
    for (let done = 0; !failed && !signal?.aborted; done += 1) {
      // A file whose copies are linked or cached is done without waiting for anything: without a turn of the event
      // loop now and then, the process's messages wait for the whole folder (the prerender's announcement that the
      // pages are written, which starts the search index, waited 170–180 ms after a post edit).
      if (done % filesBetweenTurns === filesBetweenTurns - 1) await nextTurn();
      // The worker that holds the large files' turn takes the next one when it is done; the others take the
      // small files, and stop when none is left.
      const takesLarge = !largeBusy && large.length > 0;
      const file = takesLarge ? large.shift() : small.shift();
      if (file === undefined) return;
      if (takesLarge) largeBusy = true;
      try {
        await compressFile(file);
      } catch (error) {
        // The others stop at their file's end: nothing writes into the folder once this rejects.
        failed = true;
        throw error;
      } finally {
        if (takesLarge) largeBusy = false;
      }
    }
  };
  const outcomes = await Promise.allSettled(Array.from({ length: parallel }, worker));
  const failure = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failure) throw failure.reason;
  signal?.throwIfAborted();
  return totals;
}
