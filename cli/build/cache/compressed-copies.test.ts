import { linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { compressOutput } from '../compress-output.ts';
import { CacheEntries } from './cache-entries.ts';
import { compressedCopiesCache } from './compressed-copies.ts';
import { PreviousOutput } from './previous-output.ts';

describe("the compressed copies of the last output's very files", () => {
  let dir: string;
  const page = '<html><body>' + 'A paper on wave run-up. '.repeat(400) + '</body></html>';
  /** The last output as its build recorded it: every file's size and modification time. */
  const previousOf = (output: string) =>
    new PreviousOutput(output, new Map(readdirSync(output).map((name) => [name, [statSync(join(output, name)).size, statSync(join(output, name)).mtimeMs] as const])));
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'copies-'));
    mkdirSync(join(dir, 'dist-1'));
    writeFileSync(join(dir, 'dist-1', 'index.html'), page);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('are linked without reading the file, which the cache knows by its identity', async () => {
    const entries = new CacheEntries(join(dir, 'cache'));
    const first = compressedCopiesCache(entries);
    await compressOutput(join(dir, 'dist-1'), { cache: first });
    await first.flush();

    // The next build links the page from the last output: the same file.
    mkdirSync(join(dir, 'dist-2'));
    linkSync(join(dir, 'dist-1', 'index.html'), join(dir, 'dist-2', 'index.html'));
    const next = compressedCopiesCache(new CacheEntries(join(dir, 'cache')));
    const keyOf = vi.spyOn(next, 'keyOf');
    const totals = await compressOutput(join(dir, 'dist-2'), { cache: next, previous: previousOf(join(dir, 'dist-1')) });
    expect(keyOf).not.toHaveBeenCalled();
    expect(totals).toMatchObject({ files: 1, reused: 1 });
    expect(statSync(join(dir, 'dist-2', 'index.html.br')).ino).toBe(statSync(join(dir, 'dist-1', 'index.html.br')).ino);
    await next.flush();

    // A page written again (another file, other bytes) is read and compressed.
    mkdirSync(join(dir, 'dist-3'));
    writeFileSync(join(dir, 'dist-3', 'index.html'), page.replace('run-up', 'set-up'));
    const third = compressedCopiesCache(new CacheEntries(join(dir, 'cache')));
    const keyOfThird = vi.spyOn(third, 'keyOf');
    await compressOutput(join(dir, 'dist-3'), { cache: third, previous: previousOf(join(dir, 'dist-2')) });
    expect(keyOfThird).toHaveBeenCalledOnce();
    expect(brotliDecompressSync(readFileSync(join(dir, 'dist-3', 'index.html.br'))).toString()).toContain('set-up');
  });
});
