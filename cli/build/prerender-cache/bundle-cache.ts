import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { readEntry, writeEntry } from './cache-entry.ts';
import { sha256 } from '../cache/cache-entries.ts';
import type { DataHash } from './page-index.ts';
import { filesUnder, isInside, pathUnder } from '../../shared/files-under.ts';

/** A file of the client build (the site's assets), the server build (the prerender's entry) or the service worker's. */
export interface BundleFile {
  side: 'client' | 'server' | 'service-worker';
  path: string;
  hash: string;
}

/**
 * The last bundle: `inputs`, the key of what the Vite config reads (bundle-inputs.ts); `externals`, the files
 * outside the product the builds read (the owner's styles.css and what it links), with their hashes.
 */
interface BundleEntry {
  inputs: string;
  externals: [file: string, hash: DataHash][];
  files: BundleFile[];
}

function isBundleEntry(value: unknown): value is BundleEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.inputs === 'string' && Array.isArray(entry.externals) && Array.isArray(entry.files);
}

function hashOfFile(file: string): DataHash {
  return existsSync(file) ? sha256(readFileSync(file)) : null;
}

/**
 * What a page's HTML takes from the bundle: the page template and manifests of the client build, the whole
 * server build. Not the client's scripts and styles: the template names them by their content hashes.
 */
export function bundleIdentity(files: readonly BundleFile[]): string {
  const read = files.filter((file) => file.side === 'server' || file.path === 'index.html' || file.path.startsWith('.vite/'));
  return sha256(JSON.stringify(read.map((file) => [file.side, file.path, file.hash]).sort()));
}

/** Files a CSS file links with url(), relative to its folder (not data: or remote URLs). */
export function cssLinkedFiles(cssFile: string, css: string): string[] {
  return [...css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)]
    .map((match) => match[2]!.split(/[?#]/)[0]!)
    .filter((url) => url !== '' && !/^[a-z][a-z0-9+.-]*:|^\/\//i.test(url) && !url.startsWith('/'))
    .map((url) => resolve(dirname(cssFile), url));
}

/**
 * The modules a build read from the content folder (the shipped example's is inside the product) or from
 * elsewhere outside the product and its packages: the owner's files.
 */
export function externalInputs(moduleIds: Iterable<string>, productRoot: string, contentDir: string | undefined): string[] {
  const files = new Set<string>();
  for (const id of moduleIds) {
    const file = id.split('?')[0]!;
    if (!isAbsolute(file)) continue;
    const owners = contentDir !== undefined && isInside(resolve(contentDir), file);
    if (!owners && (file.includes('/node_modules/') || isInside(productRoot, file))) continue;
    files.add(file);
    if (file.endsWith('.css') && existsSync(file)) for (const linked of cssLinkedFiles(file, readFileSync(file, 'utf8'))) files.add(linked);
  }
  return [...files].sort();
}

/**
 * The client and server builds of the last prerender (`bundle`), or its service worker's build before its
 * precache list is injected (`service-worker`), restored when what they were made from is unchanged.
 */
export class BundleCache {
  private readonly dir: string;

  constructor(cacheDir: string, name: 'bundle' | 'service-worker' = 'bundle') {
    this.dir = join(cacheDir, name);
  }

  /** The cached builds' files, each checked against its hash, or undefined (no cache, other inputs, a corrupt file). */
  async restorable(inputs: string): Promise<Map<BundleFile, Buffer> | undefined> {
    const entry = await readEntry(join(this.dir, 'entry.json'));
    if (!isBundleEntry(entry) || entry.inputs !== inputs) return undefined;
    if (!entry.externals.every(([file, hash]) => hashOfFile(file) === hash)) return undefined;
    const contents = new Map<BundleFile, Buffer>();
    for (const file of entry.files) {
      const content = await readFile(join(this.dir, file.side, file.path)).catch(() => undefined);
      if (content === undefined || sha256(content) !== file.hash) return undefined;
      contents.set(file, content);
    }
    return contents;
  }

  /**
   * Keeps the builds' output for the next prerender; returns their files. A side's `paths` are the files its build
   * wrote, where its folder holds others too (the client's: the output, with the build process's files); else its
   * whole folder.
   */
  async save(inputs: string, externals: readonly string[], dirs: Partial<Record<BundleFile['side'], { dir: string; paths?: readonly string[] }>>): Promise<BundleFile[]> {
    const partial = `${this.dir}.partial-${randomBytes(4).toString('hex')}`;
    const files: BundleFile[] = [];
    try {
      for (const [side, { dir, paths }] of Object.entries(dirs) as [BundleFile['side'], { dir: string; paths?: readonly string[] }][]) {
        const written = paths ?? filesUnder(dir).map((file) => pathUnder(dir, file));
        for (const path of [...written].sort()) {
          const content = await readFile(join(dir, path));
          files.push({ side, path, hash: sha256(content) });
          await mkdir(dirname(join(partial, side, path)), { recursive: true });
          await writeFile(join(partial, side, path), content);
        }
      }
      const entry: BundleEntry = { inputs, externals: externals.map((file) => [file, hashOfFile(file)]), files };
      await writeEntry(join(partial, 'entry.json'), entry);
      await rm(this.dir, { recursive: true, force: true });
      await rename(partial, this.dir);
    } finally {
      await rm(partial, { recursive: true, force: true });
    }
    return files;
  }
}

export async function writeBundleFiles(contents: Map<BundleFile, Buffer>, side: BundleFile['side'], dir: string): Promise<void> {
  for (const [file, content] of contents) {
    if (file.side !== side) continue;
    await mkdir(dirname(join(dir, file.path)), { recursive: true });
    await writeFile(join(dir, file.path), content);
  }
}
