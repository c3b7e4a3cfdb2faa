import { mkdtemp, readdir, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CacheEntries } from './cache-entries.ts';
import { PackedEntries } from './packed-entries.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'packed-entries-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const payload = (key: string) => Buffer.from(`the copies of ${key} `.repeat(20));

/** One build: `use` reads, keeps and writes through a fresh instance, then the build succeeds (flush, sweep). */
async function build(use: (packed: PackedEntries) => Promise<void>): Promise<string[]> {
  const entries = new CacheEntries(dir);
  const packed = new PackedEntries(entries, 'compressed');
  const startedAt = Date.now() + 1000;
  await use(packed);
  await packed.flush();
  await entries.sweep(['compressed'], startedAt);
  return (await readdir(join(dir, 'compressed'))).sort();
}

async function readAll(keys: readonly string[]): Promise<Record<string, string | undefined>> {
  const packed = new PackedEntries(new CacheEntries(dir), 'compressed');
  return Object.fromEntries(await Promise.all(keys.map(async (key) => [key, (await packed.read(key))?.toString()] as const)));
}

describe('packed cache entries', () => {
  it('keeps the entries of a build in one pack and an index, and gives them back to the next', async () => {
    const files = await build(async (packed) => {
      for (const key of ['a', 'b', 'c']) packed.write(key, payload(key));
    });
    expect(files).toHaveLength(2);
    expect(files.filter((file) => file.startsWith('pack-'))).toHaveLength(1);
    expect(await readAll(['a', 'b', 'c', 'd'])).toEqual({ a: payload('a').toString(), b: payload('b').toString(), c: payload('c').toString(), d: undefined });
  });

  it('loses only the entries in a damaged part of a pack', async () => {
    const keys = ['a', 'b', 'c', 'd'];
    const files = await build(async (packed) => {
      for (const key of keys) packed.write(key, payload(key));
    });
    const pack = join(dir, 'compressed', files.find((file) => file.startsWith('pack-')) as string);
    const bytes = await readFile(pack);
    const record = bytes.length / keys.length;
    // Garbage in the second entry, and the last one cut off.
    bytes.fill(0x2a, record + 40, record + 80);
    await writeFile(pack, bytes.subarray(0, bytes.length - 10));
    expect(await readAll(keys)).toEqual({ a: payload('a').toString(), b: undefined, c: payload('c').toString(), d: undefined });
    await truncate(pack, 0);
    expect(Object.values(await readAll(keys))).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('keeps what a build read or kept, drops the rest, and removes a pack none of whose entries is used', async () => {
    const first = await build(async (packed) => {
      for (const key of ['a', 'b', 'c', 'd']) packed.write(key, payload(key));
    });
    const second = await build(async (packed) => {
      expect((await packed.read('a'))?.toString()).toBe(payload('a').toString());
      packed.keep('b');
      packed.keep('c');
      packed.write('e', payload('e'));
    });
    // Three of the first pack's four entries are still used: it stays, beside the second build's.
    expect(second.filter((file) => file.startsWith('pack-'))).toEqual(expect.arrayContaining(first.filter((file) => file.startsWith('pack-'))));
    expect(second.filter((file) => file.startsWith('pack-'))).toHaveLength(2);
    expect(await readAll(['a', 'b', 'c', 'd', 'e'])).toEqual({ a: payload('a').toString(), b: payload('b').toString(), c: payload('c').toString(), d: undefined, e: payload('e').toString() });

    const third = await build(async (packed) => {
      packed.keep('a');
    });
    expect(await readAll(['a', 'b', 'e'])).toEqual({ a: payload('a').toString(), b: undefined, e: undefined });
    // The second build's pack is no longer used; the first's, a quarter used, was written again with its one entry.
    expect(third.filter((file) => file.startsWith('pack-'))).toHaveLength(1);
    expect(third.filter((file) => file.startsWith('pack-') && (first.includes(file) || second.includes(file)))).toEqual([]);
  });

  it("leaves the last build's entries readable when a build stops before it flushes", async () => {
    await build(async (packed) => {
      packed.write('a', payload('a'));
    });
    const stopped = new PackedEntries(new CacheEntries(dir), 'compressed');
    stopped.write('b', payload('b'));
    expect(await readAll(['a', 'b'])).toEqual({ a: payload('a').toString(), b: undefined });
  });
});
