import { readdir } from 'node:fs/promises';
import { isAbsolute, join, relative, sep } from 'node:path';

/**
 * Every file under `dir`, at any depth, as full paths in sorted order: what is made from the list is the same from
 * run to run. A folder of `dir` named in `except` is not read at all (another process may be writing it).
 */
export async function filesUnder(dir: string, except: readonly string[] = []): Promise<string[]> {
  const top = await readdir(dir, { withFileTypes: true });
  const below = await Promise.all(
    top.filter((entry) => entry.isDirectory() && !except.includes(entry.name)).map((entry) => readdir(join(dir, entry.name), { recursive: true, withFileTypes: true })),
  );
  return [...top, ...below.flat()]
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** Whether `path` is under `dir` (not `dir` itself): what a cache or an index names is never followed out of it. */
export function isInside(dir: string, path: string): boolean {
  const under = relative(dir, path);
  return under !== '' && !under.startsWith('..') && !isAbsolute(under);
}

/** A file's path under `dir` with forward slashes, as the site and the caches name it on every system. */
export function pathUnder(dir: string, file: string): string {
  return relative(dir, file).split(sep).join('/');
}
