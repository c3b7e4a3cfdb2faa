import type { Root } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import type { Remembered, RenderedBodies } from '../../markdown/remembered-markdown.ts';
import type { CacheEntries } from './cache-entries.ts';

const bodiesNamespace = 'markdown';
const treesNamespace = 'markdown-trees';

function readJson<T>(entries: CacheEntries, namespace: string, key: string): T | undefined {
  const payload = entries.readSync(namespace, key);
  if (payload === undefined) return undefined;
  try {
    return JSON.parse(payload.toString('utf8')) as T;
  } catch {
    return undefined;
  }
}

/**
 * The Markdown bodies (posts, the owner's pages) of earlier builds, by their tree's hash (remembered-markdown.ts).
 * Read as the data files are made (synchronously: a small file each); those rendered now are written, and
 * `written` waits for them.
 */
export function cachedMarkdownBodies(entries: CacheEntries): RenderedBodies & { written(): Promise<void> } {
  const writes: Promise<void>[] = [];
  return {
    read: (key) => readJson<Root>(entries, bodiesNamespace, key),
    write(key, body) {
      writes.push(entries.write(bodiesNamespace, key, Buffer.from(JSON.stringify(body))));
    },
    async written() {
      await Promise.all(writes);
    },
  };
}

/** The Markdown trees earlier builds kept in `entries`, read only (`portfolio dev`, which keeps its own in memory). */
export function markdownTreesToRead(entries: CacheEntries): Remembered<MdastRoot> {
  return { read: (key) => readJson<MdastRoot>(entries, treesNamespace, key), write: () => undefined };
}

/**
 * The Markdown trees of earlier builds, by their text's hash, for validation, which runs before the build cache is
 * opened for writing (a refused build writes nothing): read from `readable` (the cache, when it is this product's),
 * and kept in the cache opened afterwards by `keptIn`, those read and those parsed now.
 */
export function cachedMarkdownTrees(readable: CacheEntries | undefined): Remembered<MdastRoot> & { keptIn(entries: CacheEntries): Promise<void> } {
  const read = new Set<string>();
  const parsed = new Map<string, MdastRoot>();
  return {
    read(key) {
      const tree = readable && markdownTreesToRead(readable).read(key);
      if (tree !== undefined) read.add(key);
      return tree;
    },
    write: (key, tree) => void parsed.set(key, tree),
    async keptIn(entries) {
      for (const key of read) entries.keep(treesNamespace, key);
      await Promise.all([...parsed].map(([key, tree]) => entries.write(treesNamespace, key, Buffer.from(JSON.stringify(tree)))));
    },
  };
}
