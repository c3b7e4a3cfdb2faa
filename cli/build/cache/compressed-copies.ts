import type { CompressedCopiesCache } from '../compress-output.ts';
import { sha256, type CacheEntries } from './cache-entries.ts';
import { PackedEntries } from './packed-entries.ts';
import { packFiles, unpackFiles } from './packed-files.ts';
import { fileIdentity, isFileIdentity, isSameFile, type FileIdentity } from '../../shared/file-identity.ts';

const namespace = 'compressed';
/** Which copies each file of the last output has, by its site path and identity (a plain entry beside the packs). */
const copiesByPathNamespace = 'compressed-paths';
const copiesByPathKey = 'paths';

type CopiesByPath = Record<string, [identity: FileIdentity, key: string]>;

function copiesByPath(payload: Buffer | undefined): CopiesByPath {
  if (payload === undefined) return {};
  try {
    const paths: unknown = JSON.parse(payload.toString('utf8'));
    if (typeof paths !== 'object' || paths === null) return {};
    return Object.fromEntries(
      Object.entries(paths).filter((entry): entry is [string, [FileIdentity, string]] => Array.isArray(entry[1]) && isFileIdentity(entry[1][0]) && typeof entry[1][1] === 'string'),
    );
  } catch {
    return {};
  }
}

/**
 * A file's .br and .gz by the sha-256 of its bytes and the Brotli quality chosen for it, kept in packs
 * (packed-entries.ts); `flush` writes what the build made, once it succeeded. Beside them, which copies each file
 * of the output has, by its path and identity (cli/shared/file-identity.ts): a file linked unchanged from the last
 * output is known by it, its copies linked without reading it (2,100 pages, 150 MB, after a post's edit of the
 * 1,000-work site; docs/decisions/copies-known-by-identity.md).
 */
export function compressedCopiesCache(entries: CacheEntries): CompressedCopiesCache & { flush(): Promise<void> } {
  const packed = new PackedEntries(entries, namespace);
  let lastPaths: Promise<CopiesByPath> | undefined;
  const paths: CopiesByPath = {};
  return {
    keyOf: (bytes, quality) => `${sha256(bytes)}-q${quality}`,
    async read(key) {
      const payload = await packed.read(key);
      const files = payload === undefined ? undefined : unpackFiles<null>(payload)?.files;
      const br = files?.find(([name]) => name === 'br')?.[1];
      const gz = files?.find(([name]) => name === 'gz')?.[1];
      return br !== undefined && gz !== undefined ? { br, gz } : undefined;
    },
    keep(key) {
      packed.keep(key);
    },
    async write(key, { br, gz }) {
      packed.write(key, packFiles(null, [['br', br], ['gz', gz]]));
    },
    async knownKey(sitePath, stats) {
      lastPaths ??= entries.read(copiesByPathNamespace, copiesByPathKey).then(copiesByPath);
      const known = (await lastPaths)[sitePath];
      return known !== undefined && isSameFile(stats, known[0]) ? known[1] : undefined;
    },
    remember(sitePath, stats, key) {
      paths[sitePath] = [fileIdentity(stats), key];
    },
    async flush() {
      await packed.flush();
      await entries.write(copiesByPathNamespace, copiesByPathKey, Buffer.from(JSON.stringify(paths)));
    },
  };
}
