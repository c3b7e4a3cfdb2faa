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

  it('removes only the outputs that builds of that output replaced, by their names', async ({ onTestFinished }) => {
    const root = mkdtempSync(join(tmpdir(), 'remove-leftovers-'));
    onTestFinished(() => rmSync(root, { recursive: true, force: true }));
    const names = ['dist', 'dist.previous-0a1b2c3d', 'dist.previous-4e5f6071', 'dist.staging-8293a4b5', 'site.previous-c6d7e8f9', 'dist.previous-backup'];
    for (const name of names) folderOfFiles(join(root, name));

    await removeLeftovers(join(root, 'dist'), '.previous-');

    await expect.poll(() => readdirSync(root).sort(), { timeout: 10_000 }).toEqual(['dist', 'dist.previous-backup', 'dist.staging-8293a4b5', 'site.previous-c6d7e8f9']);
  });

  it('finds nothing to remove beside an output whose folder does not exist yet', async () => {
    await expect(removeLeftovers(join(tmpdir(), 'no-such-folder-7f3e', 'dist'), '.previous-')).resolves.toBeUndefined();
  });
});
