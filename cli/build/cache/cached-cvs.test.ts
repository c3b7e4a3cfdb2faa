import { mkdtempSync, rmSync } from 'node:fs';
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
  it("are keyed by their data, a sourced data file's by its content file's hash, not serialized", async () => {
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
    // The same content file: the same PDFs, whatever value is given (the hash names it).
    expect(await cvs(['anything'], { 'cv-publications': 'h1' })).toEqual({ pdf: '%PDF-1', reused: true });
    expect(await cvs(['w1'], { 'cv-publications': 'h2' })).toEqual({ pdf: '%PDF-2', reused: false });
    // Without the hash, by the value itself.
    expect(await cvs(['w1'])).toEqual({ pdf: '%PDF-3', reused: false });
    expect(await cvs(['w1'])).toEqual({ pdf: '%PDF-3', reused: true });
  });
});
