import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

export function sha256(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** An entry's text: the hash of its JSON, a line break, the JSON. */
export function encodeEntry(value: unknown): string {
  const body = JSON.stringify(value);
  return `${sha256(body)}\n${body}`;
}

/** The value of an entry's text, or undefined when the text is not whole (a killed write, a disk error, an edit). */
export function decodeEntry(text: string): unknown {
  const lineEnd = text.indexOf('\n');
  if (lineEnd < 0) return undefined;
  const body = text.slice(lineEnd + 1);
  if (sha256(body) !== text.slice(0, lineEnd)) return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

/** Written beside, then renamed: a killed build leaves the previous entry or none, never half of one. */
export async function writeEntry(file: string, value: unknown): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.partial-${randomBytes(4).toString('hex')}`;
  try {
    await writeFile(partial, encodeEntry(value));
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** The entry's value, or undefined when there is none or it is corrupt: the caller then makes it again. */
export async function readEntry(file: string): Promise<unknown> {
  try {
    return decodeEntry(await readFile(file, 'utf8'));
  } catch {
    return undefined;
  }
}
