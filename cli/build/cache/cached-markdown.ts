import type { Root } from 'hast';
import type { RenderedBodies } from '../../markdown/remembered-bodies.ts';
import type { CacheEntries } from './cache-entries.ts';

const namespace = 'markdown';

/**
 * The Markdown bodies (posts, the owner's pages) of earlier builds, by their tree's hash (remembered-bodies.ts).
 * Read as the data files are made (synchronously: a small file each); those rendered now are written, and
 * `written` waits for them.
 */
export function cachedMarkdownBodies(entries: CacheEntries): RenderedBodies & { written(): Promise<void> } {
  const writes: Promise<void>[] = [];
  return {
    read(key) {
      const payload = entries.readSync(namespace, key);
      if (payload === undefined) return undefined;
      try {
        return JSON.parse(payload.toString('utf8')) as Root;
      } catch {
        return undefined;
      }
    },
    write(key, body) {
      writes.push(entries.write(namespace, key, Buffer.from(JSON.stringify(body))));
    },
    async written() {
      await Promise.all(writes);
    },
  };
}
