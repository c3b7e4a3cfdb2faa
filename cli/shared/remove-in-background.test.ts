import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { removeInBackground, removeLeftovers } from './remove-in-background.ts';

function folderOfFiles(path: string): void {
  mkdirSync(join(path, 'publications', 'w1'), { recursive: true });
  for (let file = 0; file < 50; file++) writeFileSync(join(path, 'publications', 'w1', `${file}.html`), 'page');
}

describe('removing a replaced output in the background', () => {
  it('removes the folder and all it holds after the call has returned', async ({ onTestFinished }) => {
    const root = mkdtempSync(join(tmpdir(), 'remove-in-background-'));
    onTestFinished(() => rmSync(root, { recursive: true, force: true }));
    folderOfFiles(join(root, 'dist.previous-1a2b'));

    removeInBackground(join(root, 'dist.previous-1a2b'));

    await expect.poll(() => existsSync(join(root, 'dist.previous-1a2b')), { timeout: 10_000 }).toBe(false);
  });

  it('removes only the replaced outputs of that output left by earlier builds', async ({ onTestFinished }) => {
    const root = mkdtempSync(join(tmpdir(), 'remove-leftovers-'));
    onTestFinished(() => rmSync(root, { recursive: true, force: true }));
    for (const name of ['dist', 'dist.previous-0001', 'dist.previous-0002', 'dist.staging-0003', 'site.previous-0004']) folderOfFiles(join(root, name));

    await removeLeftovers(join(root, 'dist'), '.previous-');

    await expect.poll(() => readdirSync(root).sort(), { timeout: 10_000 }).toEqual(['dist', 'dist.staging-0003', 'site.previous-0004']);
  });

  it('finds nothing to remove beside an output whose folder does not exist yet', async () => {
    await expect(removeLeftovers(join(tmpdir(), 'no-such-folder-7f3e', 'dist'), '.previous-')).resolves.toBeUndefined();
  });
});
