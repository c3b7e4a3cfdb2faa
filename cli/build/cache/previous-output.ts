import { readFileSync, statSync, unlinkSync, type Stats } from 'node:fs';
import { join, resolve } from 'node:path';
import type { CacheEntries } from './cache-entries.ts';
import { lastBuild } from './unchanged-build.ts';
import { placeLink } from '../../shared/linked-files.ts';

/** The sizes of the compressed copies linked from the last output. */
export interface LinkedCopies {
  brotliBytes: number;
  gzipBytes: number;
}

/**
 * The output the last build with this cache left in the output folder, while the new one is built beside it. A
 * file of it is used only while its size and modification time are those that build recorded (unchanged-build.ts):
 * then it is what that build wrote, made by this product (the cache is this product's). Its unchanged files are linked
 * into the new output (cli/shared/linked-files.ts).
 */
export class PreviousOutput {
  constructor(
    readonly dir: string,
    private readonly recorded: ReadonlyMap<string, readonly [size: number, modified: number]>,
    /** The hash of the content file each sourced data file was made from, by key (sourced-data-files.ts). */
    readonly dataSources?: Readonly<Record<string, string>>,
  ) {}

  /** The last output's file at `sitePath` (forward slashes), when it is as its build wrote it. */
  private intact(sitePath: string): Stats | undefined {
    const wanted = this.recorded.get(sitePath);
    if (wanted === undefined) return undefined;
    const stats = statSync(join(this.dir, sitePath), { throwIfNoEntry: false });
    return stats !== undefined && stats.size === wanted[0] && stats.mtimeMs === wanted[1] ? stats : undefined;
  }

  /** Whether `file` (the new output's file at `sitePath`) is the last output's very file, as its build wrote it. */
  samePage(sitePath: string, file: string): boolean {
    const original = this.intact(sitePath);
    const here = original && statSync(file, { throwIfNoEntry: false });
    return here !== undefined && original !== undefined && here.ino === original.ino && here.dev === original.dev;
  }

  /** Where the last output had the file at `sitePath`, to link from when the bytes are the same (linkOrWrite). */
  fileAt(sitePath: string): string {
    return join(this.dir, sitePath);
  }

  /** Links the last output's file at `sitePath` at `file`, when it is as its build wrote it; true when linked. */
  linkAsWritten(sitePath: string, file: string): boolean {
    return this.intact(sitePath) !== undefined && placeLink(this.fileAt(sitePath), file);
  }

  /**
   * Links the last output's `.br` and `.gz` of `sitePath` beside `file` (its new copy, of bytes `bytes`), when the
   * last output had the same bytes there and both copies are as its build wrote them: the copies of the same bytes
   * at the same path are the same (compress-output.ts decides the quality by both). Undefined when not linked.
   */
  linkCopies(sitePath: string, file: string, bytes: Buffer): LinkedCopies | undefined {
    const original = this.intact(sitePath);
    if (original === undefined || original.size !== bytes.length) return undefined;
    const here = statSync(file);
    const sameFile = here.ino === original.ino && here.dev === original.dev;
    if (!sameFile && !readFileSync(this.fileAt(sitePath)).equals(bytes)) return undefined;
    return this.placeCopies(sitePath, file);
  }

  /** `linkCopies` for a file that is the last output's very file at `sitePath` (`stats`: its identity), unread. */
  linkCopiesOfSameFile(sitePath: string, file: string, stats: Stats): LinkedCopies | undefined {
    const original = this.intact(sitePath);
    if (original === undefined || original.ino !== stats.ino || original.dev !== stats.dev) return undefined;
    return this.placeCopies(sitePath, file);
  }

  private placeCopies(sitePath: string, file: string): LinkedCopies | undefined {
    const br = this.intact(`${sitePath}.br`);
    const gz = this.intact(`${sitePath}.gz`);
    if (br === undefined || gz === undefined) return undefined;
    if (!placeLink(this.fileAt(`${sitePath}.br`), `${file}.br`)) return undefined;
    if (!placeLink(this.fileAt(`${sitePath}.gz`), `${file}.gz`)) {
      unlinkSync(`${file}.br`);
      return undefined;
    }
    return { brotliBytes: br.size, gzipBytes: gz.size };
  }
}

/** The last output in `outDir` of a build with this cache, when its record is readable; else undefined. */
export async function previousOutput(entries: CacheEntries, outDir: string): Promise<PreviousOutput | undefined> {
  const record = await lastBuild(entries, outDir);
  if (record === undefined) return undefined;
  return new PreviousOutput(resolve(outDir), new Map(record.files.map(([path, size, modified]) => [path, [size, modified] as const])), record.dataSources);
}
