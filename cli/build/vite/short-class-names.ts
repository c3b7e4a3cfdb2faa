import { createHash } from 'node:crypto';
import { relative, sep } from 'node:path';

export interface Stylesheet {
  /** From the project root, with `/`. */
  path: string;
  css: string;
}

/** A class selector's name; also catches dotted words inside values (`www.w3.org`), which only take a slot. */
const classSelector = /\.(-?[_a-zA-Z][_a-zA-Z0-9-]*)/g;
const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

function lettersFor(index: number): string {
  let rest = index;
  let name = '';
  do {
    name = letters[rest % letters.length] + name;
    rest = Math.floor(rest / letters.length) - 1;
  } while (rest >= 0);
  return name;
}

function projectPath(projectRoot: string, filename: string): string {
  return relative(projectRoot, filename.split('?')[0] ?? filename).split(sep).join('/');
}

/**
 * CSS Modules class names for the built site: `_a`, `_b`, … `_ba`, numbered over every class of every
 * stylesheet, sorted by path (from the project root) then class, so that the server and client bundles, and
 * every machine, give a class the same name. The default names (`_skillCard_1lq2d_44`) made 172 class names
 * on the home page 861 bytes of its Brotli HTML, and with them the French home page outgrew the first round
 * trip of a connection (about 14.6 kB: TCP's initial window of 10 segments) that the same page without
 * scripts fits in. Random short names would not do: hashes barely compress. A class the scan missed gets
 * `_` and 6 characters of a hash (never all letters of 3 or fewer: no clash). The dev server keeps the
 * readable names.
 */
export function shortClassNames(projectRoot: string, stylesheets: readonly Stylesheet[]): (local: string, filename: string) => string {
  const keys = new Set<string>();
  for (const { path, css } of stylesheets) {
    for (const match of css.matchAll(classSelector)) keys.add(`${path}:${match[1]}`);
  }
  const sorted = [...keys].sort();
  const names = new Map(sorted.map((key, index) => [key, `_${lettersFor(index)}`]));
  return (local, filename) => {
    const key = `${projectPath(projectRoot, filename)}:${local}`;
    return names.get(key) ?? `_${createHash('sha256').update(key).digest('base64url').slice(0, 6)}`;
  };
}
