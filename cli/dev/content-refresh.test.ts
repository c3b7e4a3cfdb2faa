import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CacheEntries } from '../build/cache/cache-entries.ts';
import { PackedEntries } from '../build/cache/packed-entries.ts';
import { cachedMarkdownTrees } from '../build/cache/cached-markdown.ts';
import { parseMarkdown } from '../markdown/markdown-file.ts';
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

  it("takes the posts' trees and bodies a build left in the cache at a session's start, and keeps in it those it renders", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portfolio-dev-markdown-'));
    try {
      const entries = new CacheEntries(dir);
      const first = await contentRefresher(shippedContent, async () => entries, Promise.resolve(entries))();
      if (first.content === undefined) throw new Error(`the shipped content is invalid: ${JSON.stringify(first.problems)}`);
      // A session rendered the bodies into the cache; plant a tree and a body there the Markdown would not give.
      expect(readdirSync(join(dir, 'markdown')).length).toBeGreaterThan(0);
      const post = readdirSync(join(shippedContent, 'posts')).find((name) => name.endsWith('.md') && !/\.[a-z]{2}\.md$/.test(name)) as string;
      const text = readFileSync(join(shippedContent, 'posts', post), 'utf8');
      const planted = parseMarkdown(text.replace(/^title: .*$/m, 'title: A title from the cache'));
      const trees = cachedMarkdownTrees(undefined);
      trees.write(createHash('sha256').update(text).digest('hex'), planted);
      await trees.keptIn(entries);

      const next = await contentRefresher(shippedContent, async () => new CacheEntries(dir), Promise.resolve(new CacheEntries(dir)))();
      expect(JSON.stringify(next.content?.files)).toContain('A title from the cache');
      // Without the cache to read before the first check, the Markdown is parsed.
      const without = await contentRefresher(shippedContent, async () => new CacheEntries(dir))();
      expect(JSON.stringify(without.content?.files)).not.toContain('A title from the cache');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
