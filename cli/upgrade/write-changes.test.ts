import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import * as nodeFs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FileChange } from './plan-upgrade.ts';
import { writeChanges, type UpgradeFileSystem } from './write-changes.ts';

let directory: string;

beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'portfolio-upgrade-write-'));
  await mkdir(join(directory, 'papers'));
  await writeFile(join(directory, 'site.json'), '{ "format": 1 }\n');
  await writeFile(join(directory, 'news.json'), '{ "items": [] }\n');
  await writeFile(join(directory, 'papers/w1.pdf'), Buffer.from([0x25, 0x50, 0x44, 0x46, 0xff, 0x00]));
});

afterEach(async () => {
  await rm(directory, { recursive: true, force: true });
});

/** Every file of the folder with its bytes (hex), to compare before and after. */
async function folderBytes(): Promise<Record<string, string>> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  return Object.fromEntries(await Promise.all(files.map(async (file) => [file.slice(directory.length + 1), (await readFile(file)).toString('hex')])));
}

const changes: FileChange[] = [
  { kind: 'move', from: 'papers/w1.pdf', to: 'manuscripts/w1.pdf' },
  { kind: 'remove', path: 'news.json', before: '{ "items": [] }\n' },
  { kind: 'write', path: 'news/2025.json', before: undefined, text: '{ "items": [] }\n' },
  { kind: 'write', path: 'site.json', before: '{ "format": 1 }\n', text: '{ "format": 2 }\n' },
];

/** The node file system, whose nth rename fails. */
function failingAtRename(failing: number): UpgradeFileSystem {
  let renames = 0;
  return {
    ...nodeFs,
    rename: async (from, to) => {
      renames += 1;
      if (renames === failing) throw new Error(`disk full (rename ${renames})`);
      await nodeFs.rename(from, to);
    },
  };
}

describe('writeChanges', () => {
  it('writes, moves and removes, leaving no temporary file and no emptied folder', async () => {
    await writeChanges(directory, changes);
    const pdf = Buffer.from([0x25, 0x50, 0x44, 0x46, 0xff, 0x00]).toString('hex');
    expect(await folderBytes()).toEqual({
      'manuscripts/w1.pdf': pdf,
      'news/2025.json': Buffer.from('{ "items": [] }\n').toString('hex'),
      'site.json': Buffer.from('{ "format": 2 }\n').toString('hex'),
    });
    expect((await readdir(directory)).sort()).toEqual(['manuscripts', 'news', 'site.json']);
  });

  it.each([1, 2, 3, 4, 5, 6])('leaves every file as it was when rename %i of 6 fails', async (failing) => {
    const before = await folderBytes();
    await expect(writeChanges(directory, changes, failingAtRename(failing))).rejects.toThrow(`disk full (rename ${failing})`);
    expect(await folderBytes()).toEqual(before);
    expect((await readdir(directory)).sort()).toEqual(['news.json', 'papers', 'site.json']);
  });
});
