import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { openEntry, sealEntry, type CacheEntries } from './cache-entries.ts';
import { writeFileAtomic } from '../../shared/atomic-write.ts';

/** Where each entry is: its pack, and where in it (a pack is rewritten once less than half of it is still used). */
type Place = [pack: string, offset: number, bytes: number];

interface PackIndex {
  keys: Record<string, Place>;
}

const indexKey = 'index';

/** New entries are written as a pack once they reach this size (the 1,000-work build's copies are 66 MB). */
const packBytes = 32_000_000;

function isPackIndex(value: unknown): value is PackIndex {
  if (typeof value !== 'object' || value === null || typeof (value as PackIndex).keys !== 'object' || (value as PackIndex).keys === null) return false;
  return Object.values((value as PackIndex).keys).every(
    (place) => Array.isArray(place) && /^pack-[0-9a-f]+$/.test(String(place[0])) && Number.isInteger(place[1]) && Number.isInteger(place[2]),
  );
}

/**
 * Many small entries of one namespace of the build cache, kept in a few large files ("packs": the entries one after
 * the other, each sealed and checked like any entry, so that a damaged part of a pack loses only its own entries)
 * and an index of where each key is. Creating a file costs 0.1–0.8 ms on the 2-core machine's disk: the 1,000-work
 * build's 5,179 compressed copies, an entry each, made its cold build 2–3 s longer
 * (docs/decisions/compressed-copies-packed.md). A build writes the entries it made as new packs and the index of
 * every entry it used; a pack none of them is in is removed by the cache's sweep, one less than half used is
 * written again with its used entries only.
 */
export class PackedEntries {
  private index: Promise<PackIndex> | undefined;
  private readonly loaded = new Map<string, Promise<Buffer | undefined>>();
  /** Entries this build read, kept or made, by key, with their place. */
  private readonly used = new Map<string, Place>();
  private readonly kept = new Set<string>();
  private fresh: [string, Buffer][] = [];
  private freshBytes = 0;
  private readonly written: Promise<void>[] = [];

  constructor(
    private readonly entries: CacheEntries,
    private readonly namespace: string,
  ) {}

  private readIndex(): Promise<PackIndex> {
    this.index ??= this.entries.read(this.namespace, indexKey).then((payload) => {
      try {
        const index: unknown = payload === undefined ? undefined : JSON.parse(payload.toString('utf8'));
        return isPackIndex(index) ? index : { keys: {} };
      } catch {
        return { keys: {} };
      }
    });
    return this.index;
  }

  private packFile(pack: string): string {
    return join(this.entries.root, this.namespace, pack);
  }

  /** The payload of the entry at `place`, checked; each pack is read once. */
  private async entryAt([pack, offset, bytes]: Place): Promise<Buffer | undefined> {
    let file = this.loaded.get(pack);
    if (file === undefined) {
      file = readFile(this.packFile(pack)).catch(() => undefined);
      this.loaded.set(pack, file);
    }
    const record = (await file)?.subarray(offset, offset + bytes);
    return record && openEntry(record);
  }

  /** The entry's payload; undefined when there is none, or its part of its pack is missing or damaged. */
  async read(key: string): Promise<Buffer | undefined> {
    const place = (await this.readIndex()).keys[key];
    const payload = place && (await this.entryAt(place));
    if (place !== undefined && payload !== undefined) this.used.set(key, place);
    return payload;
  }

  /** An entry this build uses without reading it (what it holds is already in place): kept in the index. */
  keep(key: string): void {
    this.kept.add(key);
  }

  /** Kept in memory, and written with others as a pack. */
  write(key: string, payload: Buffer): void {
    this.fresh.push([key, payload]);
    this.freshBytes += payload.length;
    if (this.freshBytes >= packBytes) this.writePack();
  }

  private writePack(): void {
    if (this.fresh.length === 0) return;
    const files = this.fresh;
    this.fresh = [];
    this.freshBytes = 0;
    const pack = `pack-${randomBytes(8).toString('hex')}`;
    const records = files.map(([, payload]) => sealEntry(payload));
    let offset = 0;
    files.forEach(([key], at) => {
      const bytes = (records[at] as Buffer).length;
      this.used.set(key, [pack, offset, bytes]);
      offset += bytes;
    });
    this.written.push(writeFileAtomic(this.packFile(pack), Buffer.concat(records)));
  }

  /**
   * Writes what is left of the new entries and the index of every entry this build used, and marks their packs as
   * used (the cache's sweep removes the others). A pack less than half used is written again with those entries.
   */
  async flush(): Promise<void> {
    const index = await this.readIndex();
    for (const key of this.kept) {
      const place = index.keys[key];
      if (place !== undefined && !this.used.has(key)) this.used.set(key, place);
    }
    const usedBytes = new Map<string, number>();
    for (const [pack, , bytes] of this.used.values()) usedBytes.set(pack, (usedBytes.get(pack) ?? 0) + bytes);
    const packSizes = new Map<string, number>();
    for (const [pack, , bytes] of Object.values(index.keys)) packSizes.set(pack, (packSizes.get(pack) ?? 0) + bytes);
    for (const [pack, size] of packSizes) {
      const stillUsed = usedBytes.get(pack) ?? 0;
      if (stillUsed === 0 || stillUsed * 2 >= size) continue;
      for (const [key, place] of [...this.used]) {
        if (place[0] !== pack) continue;
        this.used.delete(key);
        const payload = await this.entryAt(place);
        if (payload !== undefined) this.write(key, payload);
      }
    }
    this.writePack();
    await Promise.all(this.written);
    const keys = Object.fromEntries([...this.used].sort(([a], [b]) => (a < b ? -1 : 1)));
    for (const pack of new Set(Object.values(keys).map(([pack]) => pack))) this.entries.keep(this.namespace, pack);
    // The index is the last write: a build killed before it leaves the last one's, whose packs are all still there.
    await this.entries.write(this.namespace, indexKey, Buffer.from(JSON.stringify({ keys } satisfies PackIndex)));
  }
}
