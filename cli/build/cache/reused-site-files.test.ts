import { mkdtempSync, readFileSync, renameSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CacheEntries } from './cache-entries.ts';
import { reusedSiteFilesWriter } from './reused-site-files.ts';

describe('site files made from named inputs, with a build cache', () => {
  let dir: string;
  let entries: CacheEntries;
  let made: number;
  const files = { 'publications/w1/w1.bib': '@article{w1}', 'publications/publications.bib': '@article{w1}\n@article{w2}' };
  const make = () => {
    made += 1;
    return files;
  };
  /** A build: the files written into its files folder, which then becomes the output, `dist-<n>`. */
  async function build(n: number, inputs: string[], previous?: number): Promise<void> {
    const filesDir = join(dir, `files-${n}`);
    await reusedSiteFilesWriter(filesDir, entries, previous === undefined ? undefined : join(dir, `dist-${previous}`))('citations', inputs, make);
    renameSync(filesDir, join(dir, `dist-${n}`));
  }
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'site-files-'));
    entries = new CacheEntries(join(dir, 'cache'));
    made = 0;
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('are linked from the last output, not made, when made from the same inputs into it', async () => {
    await build(1, ['works', 'entries']);
    await build(2, ['works', 'entries'], 1);
    expect(made).toBe(1);
    for (const path of Object.keys(files)) expect(statSync(join(dir, 'dist-2', path)).ino).toBe(statSync(join(dir, 'dist-1', path)).ino);
    // And again from that output.
    await build(3, ['works', 'entries'], 2);
    expect(made).toBe(1);
    expect(readFileSync(join(dir, 'dist-3', 'publications/w1/w1.bib'), 'utf8')).toBe('@article{w1}');
  });

  it('are made again after a change of their inputs, of a file of the last output, or without it', async () => {
    await build(1, ['works', 'entries']);
    await build(2, ['works, one changed', 'entries'], 1);
    expect(made).toBe(2);
    // Inputs split otherwise are other inputs.
    await build(3, ['works, one changed', 'entries'], 2);
    await build(4, ['works, one changed,', ' entries'], 3);
    expect(made).toBe(3);

    const touched = join(dir, 'dist-4', 'publications/publications.bib');
    utimesSync(touched, new Date(), new Date(statSync(touched).mtimeMs + 1000));
    await build(5, ['works, one changed,', ' entries'], 4);
    expect(made).toBe(4);
    await build(6, ['works, one changed,', ' entries']);
    expect(made).toBe(5);
  });
});
