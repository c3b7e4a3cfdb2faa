import { readdirSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';

/**
 * Every file under `dir`, at any depth, as full paths in sorted order: what is made from the list is the same from
 * run to run. A folder of `dir` named in `except` is not read at all (another process may be writing it). Read
 * synchronously: the 1,000-work output's 17,000 files in 50 ms, where Node's asynchronous recursive reading, a
 * folder at a time through the thread pool, took 115–140 ms (and 200 ms in a build's busy process).
 */
export function filesUnder(dir: string, except: readonly string[] = []): string[] {
  const top = readdirSync(dir, { withFileTypes: true });
  const below = top.filter((entry) => entry.isDirectory() && !except.includes(entry.name)).flatMap((entry) => readdirSync(join(dir, entry.name), { recursive: true, withFileTypes: true }));
  return [...top, ...below]
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
