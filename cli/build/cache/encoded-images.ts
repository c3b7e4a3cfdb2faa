import type { EncodedImagesCache } from '../../images/build-images.ts';
import type { ImageInfo } from '../../images/encode-image.ts';
import { sha256, type CacheEntries } from './cache-entries.ts';
import { packFiles, unpackFiles } from './packed-files.ts';

const namespace = 'images';

function isImageInfo(value: unknown): value is ImageInfo {
  if (typeof value !== 'object' || value === null) return false;
  const info = value as Record<string, unknown>;
  return typeof info.format === 'string' && Number.isInteger(info.width) && Number.isInteger(info.height);
}

/**
 * A source image's responsive versions by the hash of its bytes and of the versions asked (files, sizes, formats),
 * and its format and size by the hash of its bytes.
 */
export function encodedImagesCache(entries: CacheEntries): EncodedImagesCache {
  const key = (input: Buffer, variants: unknown) => sha256(input, JSON.stringify(variants));
  const infoKey = (input: Buffer) => sha256(input, 'info');
  return {
    async readInfo(input) {
      const payload = await entries.read(namespace, infoKey(input));
      try {
        const info: unknown = payload === undefined ? undefined : JSON.parse(payload.toString('utf8'));
        return isImageInfo(info) ? info : undefined;
      } catch {
        return undefined;
      }
    },
    async writeInfo(input, info) {
      await entries.write(namespace, infoKey(input), Buffer.from(JSON.stringify(info)));
    },
    async read(input, variants) {
      const payload = await entries.read(namespace, key(input, variants));
      return payload === undefined ? undefined : unpackFiles<null>(payload)?.files;
    },
    async write(input, variants, files) {
      await entries.write(namespace, key(input, variants), packFiles(null, files));
    },
  };
}
