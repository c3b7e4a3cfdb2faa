import { mkdtemp, readdir, readFile, rm, truncate, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CacheEntries, openEntry, sealEntry } from './cache-entries.ts';
import { writeFileAtomic } from '../../shared/atomic-write.ts';
import { packFiles, unpackFiles } from './packed-files.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cache-entries-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('cache entries', () => {
  it('gives back what was written, checked against the hash written with it', async () => {
    const entries = new CacheEntries(dir);
    await entries.write('compressed', 'abc', Buffer.from('payload'));
    expect((await entries.read('compressed', 'abc'))?.toString()).toBe('payload');
    expect(openEntry(sealEntry(Buffer.from('x')))?.toString()).toBe('x');
  });

  it('ignores a truncated entry, garbage in its place and a missing one', async () => {
    const entries = new CacheEntries(dir);
    for (const key of ['truncated', 'garbage', 'missing']) await entries.write('citations', key, Buffer.from(`the entry ${key}, long enough`));
    await truncate(join(dir, 'citations', 'truncated'), 40);
    await writeFile(join(dir, 'citations', 'garbage'), 'not an entry at all, but as long as one would be.....');
    await rm(join(dir, 'citations', 'missing'));
    for (const key of ['truncated', 'garbage', 'missing']) expect(await entries.read('citations', key), key).toBeUndefined();
  });

  it('writes to a temporary name then renames, leaving no temporary file', async () => {
    const file = join(dir, 'entry');
    await writeFile(file, 'old');
    await writeFileAtomic(file, Buffer.from('new'));
    expect(await readFile(file, 'utf8')).toBe('new');
    expect(await readdir(dir)).toEqual(['entry']);
  });

  it('refuses a name that is not a plain file name', async () => {
    await expect(new CacheEntries(dir).write('compressed', '../outside', Buffer.from(''))).rejects.toThrow(/not a cache entry name/);
  });

  it('sweeps what a build neither read nor wrote, and keeps what changed since it started', async () => {
    const earlier = new CacheEntries(dir);
    for (const key of ['used', 'unused', 'temporary.tmp-1-ab']) await earlier.write('images', key, Buffer.from(key));
    const old = new Date(Date.now() - 60_000);
    for (const key of ['used', 'unused', 'temporary.tmp-1-ab']) await utimes(join(dir, 'images', key), old, old);
    const build = new CacheEntries(dir);
    const startedAt = Date.now() - 1_000;
    await build.read('images', 'used');
    await earlier.write('images', 'written-beside', Buffer.from('another build'));
    await build.sweep(['images', 'absent'], startedAt);
    expect((await readdir(join(dir, 'images'))).sort()).toEqual(['used', 'written-beside']);
  });
});

describe('packed files', () => {
  it('keeps the files and their description, and refuses bytes that are not whole', () => {
    const packed = packFiles({ pages: 3 }, [['a.txt', Buffer.from('aaa')], ['b/c.bin', Buffer.from([0, 1, 2])]]);
    const unpacked = unpackFiles<{ pages: number }>(packed);
    expect(unpacked?.meta).toEqual({ pages: 3 });
    expect(unpacked?.files.map(([name, bytes]) => [name, [...bytes]])).toEqual([
      ['a.txt', [97, 97, 97]],
      ['b/c.bin', [0, 1, 2]],
    ]);
    expect(unpackFiles(packed.subarray(0, packed.length - 1))).toBeUndefined();
    expect(unpackFiles(Buffer.from('garbage'))).toBeUndefined();
  });
});
