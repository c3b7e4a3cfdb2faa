import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Element, Root } from 'hast';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CacheEntries } from './cache-entries.ts';
import { cachedHighlightedBlocks, cachedMarkdownBodies, cachedMarkdownTrees } from './cached-markdown.ts';
import { parseMarkdown } from '../../markdown/markdown-file.ts';
import { renderMarkdownBody } from '../../markdown/render-markdown.ts';
import type { Problem } from '../../shared/problems.ts';
import { cachedDocumentChecks } from './validation-cache.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'cached-markdown-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("the build cache's Markdown bodies", () => {
  const body: Root = { type: 'root', children: [{ type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: 'Run-up.' }] }] };

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

describe("the build cache's highlighted code blocks", () => {
  it('are read by the next build; one kept though not read outlives the sweep, one neither read nor kept does not', async () => {
    const pre: Element = { type: 'element', tagName: 'pre', properties: { dataLanguage: 'python' }, children: [{ type: 'text', value: 'print(1)' }] };
    const first = cachedHighlightedBlocks(new CacheEntries(dir));
    first.write('b1', pre);
    first.write('b2', pre);
    await first.written();
    const entries = new CacheEntries(dir);
    cachedHighlightedBlocks(entries).keep('b1');
    await entries.sweep(['highlighted-code'], Date.now() + 1000);
    expect(cachedHighlightedBlocks(new CacheEntries(dir)).read('b1')).toEqual(pre);
    expect(cachedHighlightedBlocks(new CacheEntries(dir)).read('b2')).toBeUndefined();
  });
});

describe("the build cache's Markdown trees", () => {
  it('are read while validating and kept, with those parsed, once the cache is open; a cache not usable is not read', async () => {
    const tree = parseMarkdown('---\ntitle: T\n---\nA *post*.\n');
    const first = cachedMarkdownTrees(undefined);
    expect(first.read('t1')).toBeUndefined();
    first.write('t1', tree);
    await first.keptIn(new CacheEntries(dir));

    const second = cachedMarkdownTrees(new CacheEntries(dir));
    expect(second.read('t1')).toEqual(tree);
    const entries = new CacheEntries(dir);
    await second.keptIn(entries);
    // Kept: the sweep after a successful build leaves the tree this build read.
    await entries.sweep(['markdown-trees'], Date.now() + 1000);
    expect(cachedMarkdownTrees(new CacheEntries(dir)).read('t1')).toEqual(tree);
    expect(cachedMarkdownTrees(undefined).read('t1')).toBeUndefined();
  });

  it('give, read back, the body the tree parsed gives: math, a table, a task list, a footnote, code', async () => {
    const text = '---\ntitle: T\n---\n# Run-up\n\n$$\nR_2 = 1.1 H\n$$\n\nInline $a^2$.\n\n| a | b |\n| - | -: |\n| 1 | 2 |\n\n- [x] done\n\nA note[^n].\n\n[^n]: The note.\n\n```python\nprint(1)\n```\n';
    const made = cachedMarkdownTrees(undefined);
    made.write('t2', parseMarkdown(text));
    await made.keptIn(new CacheEntries(dir));
    const readBack = cachedMarkdownTrees(new CacheEntries(dir)).read('t2');
    if (readBack === undefined) throw new Error('the tree was not kept');
    expect(await renderMarkdownBody(readBack)).toEqual(await renderMarkdownBody(parseMarkdown(text)));
  });
});

describe("the build cache's document checks", () => {
  it('are read while validating and kept once the cache is open; a damaged one is not read', async () => {
    const problems: Problem[] = [{ severity: 'warning', file: 'content/skills.json', line: 3, column: 15, pointer: '/keywords', message: 'en lists 2 item(s) but fr lists 1' }];
    const first = cachedDocumentChecks(undefined);
    first.write('c1', problems);
    first.write('c2', []);
    await first.keptIn(new CacheEntries(dir));
    const second = cachedDocumentChecks(new CacheEntries(dir));
    expect(second.read('c1')).toEqual(problems);
    const entries = new CacheEntries(dir);
    await second.keptIn(entries);
    await entries.sweep(['document-checks'], Date.now() + 1000);
    expect(cachedDocumentChecks(new CacheEntries(dir)).read('c1')).toEqual(problems);
    expect(cachedDocumentChecks(new CacheEntries(dir)).read('c2')).toBeUndefined();

    const [entry] = readdirSync(join(dir, 'document-checks'));
    writeFileSync(join(dir, 'document-checks', entry as string), '[{');
    expect(cachedDocumentChecks(new CacheEntries(dir)).read('c1')).toBeUndefined();
  });
});
