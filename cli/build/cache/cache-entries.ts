import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from '../../shared/atomic-write.ts';

const digestBytes = 32;

export function sha256(...parts: ReadonlyArray<string | Uint8Array>): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex');
}

/** An entry's bytes on disk: the sha-256 of its payload, then the payload. */
export function sealEntry(payload: Uint8Array): Buffer {
  return Buffer.concat([createHash('sha256').update(payload).digest(), payload]);
}

/** The payload of an entry's bytes, or undefined when they are not what was written (truncated, overwritten). */
export function openEntry(bytes: Buffer): Buffer | undefined {
  if (bytes.length < digestBytes) return undefined;
  const payload = bytes.subarray(digestBytes);
  return createHash('sha256').update(payload).digest().equals(bytes.subarray(0, digestBytes)) ? payload : undefined;
}

/**
 * The build cache's entries: `<root>/<namespace>/<key>`, each checked against its own hash when read, so that a
 * corrupt or partial entry is made again instead of served. Remembers what this build used, so that what it did
 * not use can be removed once it succeeded (the cache holds one build's worth, not every build's).
 */
export class CacheEntries {
  private readonly used = new Set<string>();

  constructor(readonly root: string) {}

  private file(namespace: string, key: string): string {
    if (!/^[\w.-]+$/.test(namespace) || !/^[\w.-]+$/.test(key)) throw new Error(`not a cache entry name: ${namespace}/${key}`);
    return join(this.root, namespace, key);
  }

  async read(namespace: string, key: string): Promise<Buffer | undefined> {
    return this.readSync(namespace, key);
  }

  /** `read`, for a caller that cannot wait (the data files' Markdown bodies: cached-markdown.ts). */
  readSync(namespace: string, key: string): Buffer | undefined {
    const file = this.file(namespace, key);
    this.used.add(file);
    // Synchronously: most entries are small, and a file's open through the promise API costs as much again
    // (compress-output.ts).
    let bytes: Buffer;
    try {
      bytes = readFileSync(file);
    } catch {
      return undefined;
    }
    return openEntry(bytes);
  }

  /** An entry this build uses without reading it (what it holds is already in place): not swept. */
  keep(namespace: string, key: string): void {
    this.used.add(this.file(namespace, key));
  }

  async write(namespace: string, key: string, payload: Uint8Array): Promise<void> {
    const file = this.file(namespace, key);
    this.used.add(file);
    await writeFileAtomic(file, sealEntry(payload));
  }

  /**
   * Removes the entries of `namespaces` this build neither read nor wrote, and temporary files left by a killed
   * build; what changed since `startedAt` is kept (another build may be writing beside this one).
   */
  async sweep(namespaces: readonly string[], startedAt: number): Promise<void> {
    for (const namespace of namespaces) {
      const folder = join(this.root, namespace);
      for (const name of await readdir(folder).catch(() => [] as string[])) {
        const file = join(folder, name);
        if (this.used.has(file)) continue;
        const changed = await stat(file).then((stats) => stats.mtimeMs, () => Infinity);
        if (changed < startedAt) await rm(file, { force: true, recursive: true });
      }
    }
  }
}
