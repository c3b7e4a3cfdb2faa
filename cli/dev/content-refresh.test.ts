import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CacheEntries } from '../build/cache/cache-entries.ts';
import { PackedEntries } from '../build/cache/packed-entries.ts';
import { contentRefresher } from './content-refresh.ts';

const shippedContent = resolve(import.meta.dirname, '../../content');
const cacheDir = mkdtempSync(join(tmpdir(), 'portfolio-dev-cache-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

describe("portfolio dev's content", () => {
  it("keeps each work's citations in the build cache and takes them from there at the next start", async () => {
    const entries = new CacheEntries(cacheDir);
    const first = await contentRefresher(shippedContent, async () => entries)();
    if (first.content === undefined) throw new Error(`the shipped content is invalid: ${JSON.stringify(first.problems)}`);
    const works = (first.content.files.publications as { items: unknown[] }).items.length;
    expect(readdirSync(join(cacheDir, 'citations')).filter((file) => file.startsWith('pack-'))).toHaveLength(1);
    const keys = Object.keys((JSON.parse((await entries.read('citations', 'index'))!.toString('utf8')) as { keys: object }).keys);
    expect(keys).toHaveLength(works);
    expect(JSON.stringify(first.content.files)).not.toContain('from-the-cache');

    // What the next start serves is what the cache holds, not made again.
    const held = new PackedEntries(entries, 'citations');
    const changed = new PackedEntries(entries, 'citations');
    for (const key of keys) {
      const own = JSON.parse((await held.read(key))!.toString('utf8')) as { bibtex: string };
      changed.write(key, Buffer.from(JSON.stringify({ ...own, bibtex: `@misc{from-the-cache-${key.slice(0, 8)},}` })));
    }
    await changed.flush();
    const next = await contentRefresher(shippedContent, async () => new CacheEntries(cacheDir))();
    const served = JSON.stringify(next.content?.files);
    for (const key of keys) expect(served).toContain(`from-the-cache-${key.slice(0, 8)}`);
  }, 60_000);
});
