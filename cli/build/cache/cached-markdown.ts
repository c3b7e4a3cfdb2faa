import type { Element, Root } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import type { RenderedBodies } from '../../markdown/remembered-markdown.ts';
import type { HighlightedBlocks } from '../../markdown/highlight-code.ts';
import type { Remembered } from '../../shared/remembered.ts';
import type { CacheEntries } from './cache-entries.ts';
import { cachedToRead, readCachedJson, validationCache, type ValidationCache } from './validation-cache.ts';

const bodiesNamespace = 'markdown';
const treesNamespace = 'markdown-trees';
const blocksNamespace = 'highlighted-code';

/** Values of earlier builds in `namespace`, as JSON; those made now are written, and `written` waits for them. */
function cachedJson<T>(entries: CacheEntries, namespace: string): Remembered<T> & { written(): Promise<void> } {
  const writes: Promise<void>[] = [];
  return {
    read: (key) => readCachedJson<T>(entries, namespace, key),
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
  return cachedToRead<MdastRoot>(entries, treesNamespace);
}

/** The Markdown trees of earlier builds, by their text's hash, for validation (validationCache). */
export function cachedMarkdownTrees(readable: CacheEntries | undefined): ValidationCache<MdastRoot> {
  return validationCache<MdastRoot>(readable, treesNamespace);
}
