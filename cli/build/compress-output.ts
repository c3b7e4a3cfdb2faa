import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCallback } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzipCallback);

/**
 * The extensions of the text files a static host would compress. Decided by the name, not the bytes: the
 * owner's images and PDF are already compressed, and `_headers` / `_redirects` are read by the host, not sent.
 */
export const compressedExtensions: ReadonlySet<string> = new Set([
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
 * The files the build writes once per work: a paper's page in each language, its `.bib` and `.ris`
 * (`publications/<key>/…`, with or without a language folder) and its data file (`data/publication.<key>.json`,
 * site/shared/publications/publication-data.ts).
 */
function isPerWorkFile(relativePath: string): boolean {
  return /(^|\/)publications\/[^/]+\//.test(relativePath) || /^data\/publication\.[^/]+\.json$/.test(relativePath);
}

/**
 * Brotli's best quality (11) for scripts and stylesheets, which every visitor fetches; 10 for the site's other
 * pages, data and feeds; 9 for the files written once per work, whose number grows with the owner's works.
 * Measured on a 1,000-work build (202 paper pages, sampled): quality 10 took 3.1 s where 9 took 0.16 s, for
 * 6.8 % more bytes (1,877 kB against 1,757 kB, about 0.6 kB a page), which is what kept the build of 1,000
 * works over a minute. `relativePath` is the file's path in the output folder, with `/` between folders.
 */
export function brotliQuality(relativePath: string): number {
  if (sharedAssetExtensions.has(extname(relativePath).toLowerCase())) return constants.BROTLI_MAX_QUALITY;
  return isPerWorkFile(relativePath) ? 9 : 10;
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

/** gzip at level 9. Node writes no file name and a zero modification time in the header: same bytes, same output. */
export function gzip(bytes: Buffer): Promise<Buffer> {
  return gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION });
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

const parallelFiles = 4;

export interface CompressionTotals {
  files: number;
  plainBytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of the built site, for hosts and for
 * `portfolio preview`, which send them to browsers that accept them. Runs last: the files it reads are final.
 */
export async function compressOutput(outDir: string): Promise<CompressionTotals> {
  const totals: CompressionTotals = { files: 0, plainBytes: 0, gzipBytes: 0, brotliBytes: 0 };
  const files = (await filesUnder(outDir)).filter(isCompressible);
  // zlib works on libuv's thread pool: a few files at a time use every core.
  for (let start = 0; start < files.length; start += parallelFiles) {
    await Promise.all(
      files.slice(start, start + parallelFiles).map(async (file) => {
        const bytes = await readFile(file);
        const quality = brotliQuality(relative(outDir, file).split(sep).join('/'));
        const [br, gz] = await Promise.all([brotli(bytes, quality), gzip(bytes)]);
        await writeFile(`${file}.br`, br);
        await writeFile(`${file}.gz`, gz);
        totals.files += 1;
        totals.plainBytes += bytes.length;
        totals.gzipBytes += gz.length;
        totals.brotliBytes += br.length;
      }),
    );
  }
  return totals;
}
