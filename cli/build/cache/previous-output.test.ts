import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cacheEntriesIn } from './build-cache.ts';
import { previousOutput } from './previous-output.ts';
import { recordBuild } from './unchanged-build.ts';

let dir: string;
let last: string;
let staging: string;
const page = Buffer.from('<!doctype html><p>a paper</p>');

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'portfolio-previous-'));
  last = join(dir, 'dist');
  staging = join(dir, 'dist.staging');
  mkdirSync(join(last, 'paper'), { recursive: true });
  mkdirSync(join(staging, 'paper'), { recursive: true });
  writeFileSync(join(last, 'paper', 'index.html'), page);
  writeFileSync(join(last, 'paper', 'index.html.br'), 'brotli of the page');
  writeFileSync(join(last, 'paper', 'index.html.gz'), 'gzip of the page');
  await recordBuild(cacheEntriesIn(join(dir, 'cache')), last, { inputs: 'inputs', warnings: [], summary: '' });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function linkCopies(bytes: Buffer) {
  const output = await previousOutput(cacheEntriesIn(join(dir, 'cache')), last);
  writeFileSync(join(staging, 'paper', 'index.html'), bytes);
  return output?.linkCopies('paper/index.html', join(staging, 'paper', 'index.html'), bytes);
}

describe('the last output', () => {
  it('gives the copies of a file whose bytes are unchanged, as links', async () => {
    expect(await linkCopies(page)).toEqual({ brotliBytes: 18, gzipBytes: 16 });
    expect(statSync(join(staging, 'paper', 'index.html.br')).ino).toBe(statSync(join(last, 'paper', 'index.html.br')).ino);
    expect(readFileSync(join(staging, 'paper', 'index.html.gz'), 'utf8')).toBe('gzip of the page');
  });

  it('gives nothing for a changed file, nor for copies changed since their build recorded them', async () => {
    expect(await linkCopies(Buffer.from('<!doctype html><p>a paper, revised</p>'))).toBeUndefined();
    utimesSync(join(last, 'paper', 'index.html.br'), new Date(2020, 0, 1), new Date(2020, 0, 1));
    expect(await linkCopies(page)).toBeUndefined();
  });

  it('is not used without a record of its build', async () => {
    expect(await previousOutput(cacheEntriesIn(join(dir, 'another cache')), last)).toBeUndefined();
  });
});
