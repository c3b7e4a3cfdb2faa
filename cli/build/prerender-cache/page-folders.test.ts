import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PageFolders } from './page-folders.ts';

describe("the last prerender's page folders, made while the build validates", () => {
  let outDir: string;
  beforeEach(() => {
    outDir = mkdtempSync(join(tmpdir(), 'page-folders-'));
  });
  afterEach(() => rmSync(outDir, { recursive: true, force: true }));

  it('are made a few at a time, so that the message to start is taken, and no more once it is', async () => {
    const paths = Array.from({ length: 200 }, (_, index) => `/publications/w${index}/`);
    const folders = new PageFolders(outDir, ['/', ...paths]);
    folders.start();
    expect(readdirSync(join(outDir, 'publications')).length).toBeLessThan(200);
    await nextTurn();
    folders.stop();
    const made = readdirSync(join(outDir, 'publications')).length;
    await nextTurn();
    await nextTurn();
    expect(readdirSync(join(outDir, 'publications')).length).toBe(made);
  });

  it('never reach outside the output', async () => {
    const folders = new PageFolders(join(outDir, 'dist'), ['/../escaped/', '/ok/']);
    folders.start();
    await nextTurn();
    expect(existsSync(join(outDir, 'dist', 'ok'))).toBe(true);
    expect(existsSync(join(outDir, 'escaped'))).toBe(false);
  });

  it('are removed when the prerender wrote no page there, with the parents they left empty', async () => {
    const folders = new PageFolders(outDir, ['/', '/publications/w1/', '/publications/w2/', '/fr/publications/w2/', '/old/section/']);
    folders.start();
    await nextTurn();
    for (const page of ['publications/w1', 'fr/publications/w2']) writeFileSync(join(outDir, page, 'index.html'), '<html></html>');
    // A folder that something else wrote into stays, even without its page.
    writeFileSync(join(outDir, 'publications/w2/w2.bib'), '@article{w2}');
    folders.removeUnused(new Set(['/', '/publications/w1/', '/fr/publications/w2/']));
    expect(readdirSync(outDir).sort()).toEqual(['fr', 'publications']);
    expect(readdirSync(join(outDir, 'publications')).sort()).toEqual(['w1', 'w2']);
  });
});
