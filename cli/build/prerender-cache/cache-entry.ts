import { readFile } from 'node:fs/promises';
import { openEntry, sealEntry } from '../cache/cache-entries.ts';
import { writeFileAtomic } from '../../shared/atomic-write.ts';

/**
 * An entry of the prerender's cache (the bundle's; a page's is page-cache.ts's): its value as JSON, sealed like every
 * build cache entry (cli/build/cache/).
 */
function encodeEntry(value: unknown): Buffer {
  return sealEntry(Buffer.from(JSON.stringify(value), 'utf8'));
}

/** The value of an entry's bytes, or undefined when they are not whole (a killed write, a disk error, an edit). */
function decodeEntry(bytes: Buffer): unknown {
  const payload = openEntry(bytes);
  if (payload === undefined) return undefined;
  try {
    return JSON.parse(payload.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

export async function writeEntry(file: string, value: unknown): Promise<void> {
  await writeFileAtomic(file, encodeEntry(value));
}

/** The entry's value, or undefined when there is none or it is corrupt: the caller then makes it again. */
export async function readEntry(file: string): Promise<unknown> {
  const bytes = await readFile(file).catch(() => undefined);
  return bytes === undefined ? undefined : decodeEntry(bytes);
}
