import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CacheEntries } from '../build/cache/cache-entries.ts';
import type { DevContent } from './content-refresh.ts';
import { serveData } from './dev-data.ts';
import { devSnapshots } from './dev-snapshot.ts';

const workDir = mkdtempSync(join(tmpdir(), 'portfolio-dev-snapshot-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));
const content = join(workDir, 'content');
cpSync(resolve(import.meta.dirname, '../../content'), content, { recursive: true });

const files = { site: { profile: { name: 'Élodie Marchand' } }, 'publication.w1': { title: 'A “quoted” title', authors: ['A', 'B'] } };
const state: DevContent = { files, served: serveData(files), sections: ['publications', 'news'], languages: ['en', 'fr'], defaultLanguage: 'en', cvFile: 'files/cv.pdf' };

describe("portfolio dev's last state", () => {
  const entries = new CacheEntries(join(workDir, 'cache'));
  const snapshots = (product = 'product-1') => devSnapshots(content, () => product, entries, async () => entries);

  it('is served again, whole, while the content and the product are those it was made from', async () => {
    expect(await snapshots().read()).toBeUndefined();
    await snapshots().keep(state, () => true);
    expect(await snapshots().read()).toEqual(state);
    expect(await snapshots('product-2').read()).toBeUndefined();
  });

  it('is not served once a content file changed, nor kept when an edit came while the folder was read', async () => {
    await snapshots().keep(state, () => true);
    writeFileSync(join(content, 'news.json'), '{}');
    expect(await snapshots().read()).toBeUndefined();
    expect(await snapshots().keep(state, () => false)).toBe(false);
    expect(await snapshots().read()).toBeUndefined();
    await snapshots().keep(state, () => true);
    expect(await snapshots().read()).toEqual(state);
  });
});
