import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CacheEntries } from './cache-entries.ts';
import { cachedCvs } from './cached-cvs.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'cached-cvs-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("the build cache's CV PDFs", () => {
  it("are keyed by their data, a sourced data file's by its value's hash, remembered by its content file's hash", async () => {
    let renders = 0;
    const render = async () => {
      renders += 1;
      return [{ path: 'cv.pdf', language: 'en', bytes: Buffer.from(`%PDF-${renders}`) }] as never;
    };
    const cvs = async (works: unknown, sources?: Record<string, string>) => {
      const entries = new CacheEntries(dir);
      const made = cachedCvs(entries, { site: { name: 'A' }, 'cv-publications': works }, render, sources);
      return { pdf: String((await made.rendered)[0]?.bytes), reused: await made.reused };
    };
    expect(await cvs(['w1'], { 'cv-publications': 'h1' })).toEqual({ pdf: '%PDF-1', reused: false });
    // The same content file: the same PDFs, whatever value is given (its value's hash is remembered, not made again).
    expect(await cvs(['anything'], { 'cv-publications': 'h1' })).toEqual({ pdf: '%PDF-1', reused: true });
    // Another content file that gives the CV the same works (a citation count changed): the same PDFs.
    expect(await cvs(['w1'], { 'cv-publications': 'h2' })).toEqual({ pdf: '%PDF-1', reused: true });
    // Another that changes them: made again.
    expect(await cvs(['w1', 'w2'], { 'cv-publications': 'h3' })).toEqual({ pdf: '%PDF-2', reused: false });
    // Without the hash, by the value itself.
    expect(await cvs(['w3'])).toEqual({ pdf: '%PDF-3', reused: false });
    expect(await cvs(['w3'])).toEqual({ pdf: '%PDF-3', reused: true });
  });

  it('make a sourced value hash again when its remembered one is damaged, never trusting it', async () => {
    let renders = 0;
    const render = async () => {
      renders += 1;
      return [{ path: 'cv.pdf', language: 'en', bytes: Buffer.from(`%PDF-${renders}`) }] as never;
    };
    const cvs = async (works: unknown) => {
      const made = cachedCvs(new CacheEntries(dir), { 'cv-publications': works }, render, { 'cv-publications': 'h1' });
      return { pdf: String((await made.rendered)[0]?.bytes), reused: await made.reused };
    };
    expect(await cvs(['w1'])).toEqual({ pdf: '%PDF-1', reused: false });
    const [remembered] = readdirSync(join(dir, 'cv-sources'));
    writeFileSync(join(dir, 'cv-sources', remembered as string), 'not a sealed entry');
    // Read as unknown: the value is hashed again (here another value, so other PDFs).
    expect(await cvs(['w2'])).toEqual({ pdf: '%PDF-2', reused: false });
  });
});
