import type { Problem } from '../../shared/problems.ts';
import type { Remembered } from '../../shared/remembered.ts';
import type { CacheEntries } from './cache-entries.ts';

/** JSON values of earlier builds in `namespace`, read synchronously (small entries); undefined for a damaged one. */
export function readCachedJson<T>(entries: CacheEntries, namespace: string, key: string): T | undefined {
  const payload = entries.readSync(namespace, key);
  if (payload === undefined) return undefined;
  try {
    return JSON.parse(payload.toString('utf8')) as T;
  } catch {
    return undefined;
  }
}

/** What validation remembers in `namespace`, read only (`portfolio dev`, which keeps its own in memory). */
export function cachedToRead<T>(entries: CacheEntries, namespace: string): Remembered<T> {
  return { read: (key) => readCachedJson<T>(entries, namespace, key), write: () => undefined };
}

/** A cache of what validation remembers, kept by `keptIn` once the build cache is open for writing. */
export type ValidationCache<T> = Remembered<T> & { keptIn(entries: CacheEntries): Promise<void> };

/**
 * What earlier builds' validations remembered in `namespace`, for validation, which runs before the build cache is
 * opened for writing (a refused build writes nothing): read from `readable` (the cache, when it is this product's),
 * and kept in the cache opened afterwards by `keptIn`, those read and those made now.
 */
export function validationCache<T>(readable: CacheEntries | undefined, namespace: string): ValidationCache<T> {
  const read = new Set<string>();
  const made = new Map<string, T>();
  return {
    read(key) {
      const value = readable && readCachedJson<T>(readable, namespace, key);
      if (value !== undefined) read.add(key);
      return value;
    },
    write: (key, value) => void made.set(key, value),
    async keptIn(entries) {
      for (const key of read) entries.keep(namespace, key);
      await Promise.all([...made].map(([key, value]) => entries.write(namespace, key, Buffer.from(JSON.stringify(value)))));
    },
  };
}

const documentChecksNamespace = 'document-checks';

/** The problems earlier builds' document checks found (cli/content/checked-documents.ts), as validationCache. */
export function cachedDocumentChecks(readable: CacheEntries | undefined): ValidationCache<Problem[]> {
  return validationCache<Problem[]>(readable, documentChecksNamespace);
}

/** The same, read only (`portfolio dev`). */
export function documentChecksToRead(entries: CacheEntries): Remembered<Problem[]> {
  return cachedToRead<Problem[]>(entries, documentChecksNamespace);
}
