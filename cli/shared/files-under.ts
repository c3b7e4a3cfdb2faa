import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/** Every file under `dir`, at any depth, as full paths in sorted order: what is made from the list is the same from run to run. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** A file's path under `dir` with forward slashes, as the site and the caches name it on every system. */
export function pathUnder(dir: string, file: string): string {
  return relative(dir, file).split(sep).join('/');
}
