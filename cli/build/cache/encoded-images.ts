import type { EncodedImagesCache } from '../../images/build-images.ts';
import { sha256, type CacheEntries } from './cache-entries.ts';
import { packFiles, unpackFiles } from './packed-files.ts';

const namespace = 'images';

/** A source image's responsive versions by the hash of its bytes and of the versions asked (files, sizes, formats). */
export function encodedImagesCache(entries: CacheEntries): EncodedImagesCache {
  const key = (input: Buffer, variants: unknown) => sha256(input, JSON.stringify(variants));
  return {
    async read(input, variants) {
      const payload = await entries.read(namespace, key(input, variants));
      return payload === undefined ? undefined : unpackFiles<null>(payload)?.files;
    },
    async write(input, variants, files) {
      await entries.write(namespace, key(input, variants), packFiles(null, files));
    },
  };
}
