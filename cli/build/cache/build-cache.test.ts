import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultCacheDir, openBuildCache } from './build-cache.ts';
import { productFingerprint } from './product-fingerprint.ts';
import { buildInputs, joinedStates, outputState, recordBuild, unchangedBuild } from './unchanged-build.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'build-cache-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('the build cache', () => {
  it("is the owner's: beside the content folder", () => {
    expect(defaultCacheDir('/owner/site/content')).toBe('/owner/site/.portfolio-cache/content');
  });

  it('is emptied, and says so, when another product or another content folder made it', async () => {
    const cacheDir = join(dir, 'cache');
    const first = await openBuildCache(cacheDir, join(dir, 'content'), 'product-a');
    expect(first.notice).toBeUndefined();
    await first.entries.write('compressed', 'key', Buffer.from('copies'));
    expect(await (await openBuildCache(cacheDir, join(dir, 'content'), 'product-a')).entries.read('compressed', 'key')).toBeDefined();

    const otherProduct = await openBuildCache(cacheDir, join(dir, 'content'), 'product-b');
    expect(otherProduct.notice).toMatch(/was not used: it was made by another version of the product/);
    expect(await otherProduct.entries.read('compressed', 'key')).toBeUndefined();

    await otherProduct.entries.write('compressed', 'key', Buffer.from('copies'));
    const otherContent = await openBuildCache(cacheDir, join(dir, 'elsewhere'), 'product-b');
    expect(otherContent.notice).toMatch(/made for another content folder/);
    expect(await otherContent.entries.read('compressed', 'key')).toBeUndefined();
    expect((await readdir(cacheDir)).sort()).toEqual(['cache.json', 'prerender']);
  });

  it('fingerprints the product as installed, the same twice', () => {
    expect(productFingerprint()).toMatch(/^\d+\.\d+\.\d+.*-[0-9a-f]{32}$/);
    expect(productFingerprint()).toBe(productFingerprint());
  });
});

describe('an unchanged build', () => {
  it('is one whose inputs and whole output are those the last build recorded', async () => {
    const content = join(dir, 'content');
    const out = join(dir, 'dist');
    await mkdir(join(content, 'posts'), { recursive: true });
    await writeFile(join(content, 'site.json'), '{}');
    await writeFile(join(content, 'posts', 'a.md'), 'post');
    await mkdir(out);
    await writeFile(join(out, 'index.html'), '<p>page</p>');
    const cache = await openBuildCache(join(dir, 'cache'), content, 'product-a');
    const inputsOf = async (product: string, output: string) => (await buildInputs(content, product, output)).inputs;
    const inputs = await inputsOf('product-a', out);
    expect(await unchangedBuild(cache.entries, inputs, out)).toBeUndefined();
    await recordBuild(cache.entries, out, { inputs, warnings: ['a warning'], summary: '1 warning' });
    expect((await unchangedBuild(cache.entries, inputs, out))?.warnings).toEqual(['a warning']);

    expect(await inputsOf('product-b', out)).not.toBe(inputs);
    expect(await inputsOf('product-a', join(dir, 'other'))).not.toBe(inputs);
    expect((await buildInputs(content, 'product-a', out, { compressedCopies: true })).inputs).not.toBe(inputs);
    await writeFile(join(content, 'posts', 'a.md'), 'posT');
    expect(await inputsOf('product-a', out)).not.toBe(inputs);
    expect((await buildInputs(content, 'product-a', out)).files.get('posts/a.md')).toBe(createHash('sha256').update('posT').digest('hex'));
    await writeFile(join(content, 'posts', 'a.md'), 'post');
    expect(await inputsOf('product-a', out)).toBe(inputs);

    await writeFile(join(out, 'extra.html'), '');
    expect(await unchangedBuild(cache.entries, inputs, out)).toBeUndefined();
    await rm(join(out, 'extra.html'));
    await writeFile(join(out, 'index.html'), '<p>edited</p>');
    expect(await unchangedBuild(cache.entries, inputs, out)).toBeUndefined();
  });
});

describe("an output's state", () => {
  it('read in two parts (the search index apart, as a build does while Pagefind works) is the whole folder\'s', async () => {
    const out = join(dir, 'dist');
    for (const file of ['index.html', 'pagefind/pagefind.js', 'pagefind/index/en_1.pf_index', 'pagefind-notes/a.txt', 'pagefind.txt', 'a/b.html', 'z.html']) {
      await mkdir(join(out, file, '..'), { recursive: true });
      await writeFile(join(out, file), file);
    }
    const whole = outputState(out);
    expect(whole?.map(([path]) => path)).toEqual(['a/b.html', 'index.html', 'pagefind-notes/a.txt', 'pagefind.txt', 'pagefind/index/en_1.pf_index', 'pagefind/pagefind.js', 'z.html']);
    expect(joinedStates(outputState(out, { except: ['pagefind'] }), outputState(out, { only: 'pagefind' }))).toEqual(whole);
    expect(joinedStates(outputState(out, { except: ['pagefind'] }), outputState(out, { only: 'no-such-folder' }))).toHaveLength(5);
  });
});
