import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeSearchIndex } from './search-index.ts';

const page = (lang: string, main: string) => `<!doctype html><html lang="${lang}"><head><title>t</title></head><body><header><a href="/">Home</a></header>${main}</body></html>`;

function site(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'search-index-'));
  for (const [path, html] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), html);
  }
  return dir;
}

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('writeSearchIndex', () => {
  it('indexes only the pages marked for it, one index per language, and ships no ready-made interface', async () => {
    dir = site({
      'index.html': page('en', '<main><h1>Home</h1><p>Waves everywhere</p></main>'),
      'talks/index.html': page('en', '<main data-pagefind-body data-pagefind-meta="section:Talks"><h1>Talks</h1><p>Storm surge</p></main>'),
      'fr/talks/index.html': page('fr', '<main data-pagefind-body><h1>Exposés</h1><p>Submersion marine</p></main>'),
      'publications/w1/index.html': page('en', '<main data-pagefind-body><h1>A paper</h1><p>Wave run-up</p></main>'),
    });
    const totals = await writeSearchIndex(dir);
    expect(totals.pages).toBe(3);
    expect(totals.languages.sort()).toEqual(['en', 'fr']);
    const files = readdirSync(join(dir, 'pagefind'));
    expect(files).toContain('pagefind.js');
    expect(files).toContain('pagefind-worker.js');
    expect(files.filter((file) => /^pagefind-(ui|modular-ui|component-ui|highlight)\./.test(file))).toEqual([]);
    expect(totals.files).toBeGreaterThan(files.length - 1);
    expect(totals.bytes).toBeGreaterThan(10_000);
  }, 30_000);

  it('writes into the folder it is given, and stops before writing when told to', async () => {
    dir = site({ 'talks/index.html': page('en', '<main data-pagefind-body><h1>Talks</h1><p>Storm surge</p></main>') });
    expect((await writeSearchIndex(dir, 'pagefind.pending')).pages).toBe(1);
    expect(readdirSync(dir).sort()).toEqual(['pagefind.pending', 'talks']);

    const stop = new AbortController();
    const stopped = writeSearchIndex(dir, 'stopped', stop.signal);
    stop.abort();
    await expect(stopped).rejects.toThrow();
    expect(readdirSync(dir).sort()).toEqual(['pagefind.pending', 'talks']);
  }, 30_000);
});
