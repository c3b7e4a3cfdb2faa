import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Root } from 'hast';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CacheEntries } from './cache-entries.ts';
import { cachedMarkdownBodies } from './cached-markdown.ts';

describe("the build cache's Markdown bodies", () => {
  let dir: string;
  const body: Root = { type: 'root', children: [{ type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: 'Run-up.' }] }] };
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'cached-markdown-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("are read by the next build, and a damaged one is not", async () => {
    const first = cachedMarkdownBodies(new CacheEntries(dir));
    expect(first.read('a1')).toBeUndefined();
    first.write('a1', body);
    await first.written();
    expect(cachedMarkdownBodies(new CacheEntries(dir)).read('a1')).toEqual(body);

    const [entry] = readdirSync(join(dir, 'markdown'));
    writeFileSync(join(dir, 'markdown', entry as string), 'not an entry');
    expect(cachedMarkdownBodies(new CacheEntries(dir)).read('a1')).toBeUndefined();
  });
});
