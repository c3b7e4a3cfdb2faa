import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
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

  it('serves the data files made from the works unserialized while publications.json is unchanged, and serializes only the works changed once it is not', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portfolio-dev-sourced-'));
    try {
      const content = join(dir, 'content');
      cpSync(shippedContent, content, { recursive: true });
      const refresh = contentRefresher(content);
      const first = await refresh();
      if (first.content === undefined) throw new Error(`the shipped content is invalid: ${JSON.stringify(first.problems)}`);
      const news = join(content, 'news.json');
      writeFileSync(news, readFileSync(news, 'utf8').replace('Back from a winter field campaign', 'Back from a spring field campaign'));
      const serialized = vi.spyOn(JSON, 'stringify');
      const second = await refresh();
      const sourced = ['publications', 'publications-list', 'publications-list-authors', 'cv-publications'];
      const serializedOf = (files: Readonly<Record<string, unknown>> | undefined, key: string) => serialized.mock.calls.filter(([value]) => value === files?.[key]).length;
      // The texts of the last refresh, not serialized again.
      for (const key of sourced) {
        expect(second.content?.served.get(key), key).toBe(first.content.served.get(key));
        expect(serializedOf(second.content?.files, key), key).toBe(0);
      }
      expect(second.content?.served.get('news.en')).toContain('spring field campaign');

      // A work's title changed: every file made from the works is made again, and says it.
      const works = join(content, 'publications.json');
      const file = JSON.parse(readFileSync(works, 'utf8')) as { items: { id: string; title: string }[] };
      const work = file.items[0] as { id: string; title: string };
      const title = work.title;
      work.title = `${title} (revised)`;
      writeFileSync(works, `${JSON.stringify(file, null, 2)}\n`);
      serialized.mockClear();
      const third = await refresh();
      // Only the work changed is serialized again: the others keep their identity, and with it their text.
      const worksNow = (third.content?.files['publications'] as { items: unknown[] }).items;
      const worksSerialized = serialized.mock.calls.flatMap(([value]) => (worksNow.includes(value) ? [(value as { id: string }).id] : []));
      serialized.mockRestore();
      expect(worksSerialized).toEqual([work.id]);
      for (const [key, text] of third.content?.served ?? []) expect(text, key).toBe(JSON.stringify(third.content?.files[key]));
      for (const key of ['publications', 'publications-list', 'cv-publications']) expect(third.content?.served.get(key), key).toContain(`${title} (revised)`);
      expect(third.content?.served.get('publications-list-authors')).toBe(JSON.stringify(third.content?.files['publications-list-authors']));
      // The works' citations follow the works' text: the work's references name its new title.
      const page = third.content?.files[`publication.${work.id.toLowerCase()}`] as { references: Record<string, string> };
      for (const language of ['en', 'fr']) expect(page.references[language]).toContain(`${title} (revised)`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
