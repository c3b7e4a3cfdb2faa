import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';

/**
 * Puts a hard link to `from` at `to`, a file of the output being built. False when the system cannot (another file
 * system, a limit on links); a file already at `to` is replaced, never written through (it may itself be a link
 * into the last output, which must stay as it was until the new one takes its place).
 */
export function placeLink(from: string, to: string): boolean {
  try {
    linkSync(from, to);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') return false;
    unlinkSync(to);
    return placeLink(from, to);
  }
}

/** Links `previous` at `file` (replacing what is there) when it holds exactly `bytes`; true when linked. */
export function linkIfSame(file: string, bytes: Buffer, previous: string | undefined): boolean {
  if (previous === undefined) return false;
  let old: Buffer | undefined;
  try {
    old = readFileSync(previous);
  } catch {
    return false;
  }
  return old.equals(bytes) && placeLink(previous, file);
}

/**
 * Writes `bytes` at `file`, a new file of the output being built, or links `previous` there (the same file of
 * the last output) when it holds exactly these bytes. Creating a file is the costly part of writing an output of
 * small files: 0.1–0.5 ms each on the ext4 disk of the 2-core machine the budgets are measured on, a link 0.01 ms
 * (docs/decisions/output-linked-to-the-last.md). True when linked.
 */
export function linkOrWrite(file: string, bytes: Buffer, previous: string | undefined): boolean {
  if (linkIfSame(file, bytes, previous)) return true;
  try {
    writeFileSync(file, bytes, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    unlinkSync(file);
    writeFileSync(file, bytes, { flag: 'wx' });
  }
  return false;
}
