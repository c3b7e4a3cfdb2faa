import type { CompressedCopiesCache } from '../compress-output.ts';
import { sha256, type CacheEntries } from './cache-entries.ts';
import { PackedEntries } from './packed-entries.ts';
import { packFiles, unpackFiles } from './packed-files.ts';

const namespace = 'compressed';

/**
 * A file's .br and .gz by the sha-256 of its bytes and the Brotli quality chosen for it, kept in packs
 * (packed-entries.ts); `flush` writes what the build made, once it succeeded.
 */
export function compressedCopiesCache(entries: CacheEntries): CompressedCopiesCache & { flush(): Promise<void> } {
  const packed = new PackedEntries(entries, namespace);
  const key = (bytes: Buffer, quality: number) => `${sha256(bytes)}-q${quality}`;
  return {
    async read(bytes, quality) {
      const payload = await packed.read(key(bytes, quality));
      const files = payload === undefined ? undefined : unpackFiles<null>(payload)?.files;
      const br = files?.find(([name]) => name === 'br')?.[1];
      const gz = files?.find(([name]) => name === 'gz')?.[1];
      return br !== undefined && gz !== undefined ? { br, gz } : undefined;
    },
    keep(bytes, quality) {
      packed.keep(key(bytes, quality));
    },
    async write(bytes, quality, { br, gz }) {
      packed.write(key(bytes, quality), packFiles(null, [['br', br], ['gz', gz]]));
    },
    flush: () => packed.flush(),
  };
}
