import type { Element, Root } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import type { RenderedBodies } from '../../markdown/remembered-markdown.ts';
import type { HighlightedBlocks } from '../../markdown/highlight-code.ts';
import type { Remembered } from '../../shared/remembered.ts';
import type { CacheEntries } from './cache-entries.ts';

const bodiesNamespace = 'markdown';
const treesNamespace = 'markdown-trees';
const blocksNamespace = 'highlighted-code';

function readJson<T>(entries: CacheEntries, namespace: string, key: string): T | undefined {
  const payload = entries.readSync(namespace, key);
  if (payload === undefined) return undefined;
  try {
    return JSON.parse(payload.toString('utf8')) as T;
  } catch {
    return undefined;
  }
}

/** Values of earlier builds in `namespace`, as JSON; those made now are written, and `written` waits for them. */
function cachedJson<T>(entries: CacheEntries, namespace: string): Remembered<T> & { written(): Promise<void> } {
  const writes: Promise<void>[] = [];
  return {
    read: (key) => readJson<T>(entries, namespace, key),
    write(key, value) {
      writes.push(entries.write(namespace, key, Buffer.from(JSON.stringify(value))));
    },
    async written() {
      await Promise.all(writes);
    },
  };
}

/**
 * The Markdown bodies (posts, the owner's pages) of earlier builds, by their tree's hash (remembered-markdown.ts).
 * Read as the data files are made (synchronously: a small file each); those rendered now are written, and
 * `written` waits for them.
 */
export function cachedMarkdownBodies(entries: CacheEntries): RenderedBodies & { written(): Promise<void> } {
  return cachedJson<Root>(entries, bodiesNamespace);
}

/** The code blocks earlier builds highlighted, by their language and code (highlight-code.ts), as the bodies. */
export function cachedHighlightedBlocks(entries: CacheEntries): HighlightedBlocks & { written(): Promise<void> } {
  return { ...cachedJson<Element>(entries, blocksNamespace), keep: (key) => entries.keep(blocksNamespace, key) };
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
