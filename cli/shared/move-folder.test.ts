import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { moveFolder } from './move-folder.ts';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function folderWith(path: string, files: Record<string, string>): void {
  mkdirSync(path, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(path, name), text);
}

describe('moveFolder', () => {
  it('moves a folder to a place where none is, keeping every file', async () => {
    dir = mkdtempSync(join(tmpdir(), 'move-folder-'));
    folderWith(join(dir, 'work', 'data'), { 'site.json': '{"a":1}', 'site.json.br': 'br' });
    mkdirSync(join(dir, 'out'));
    await moveFolder(join(dir, 'work', 'data'), join(dir, 'out', 'data'));
    expect(readdirSync(join(dir, 'out', 'data')).sort()).toEqual(['site.json', 'site.json.br']);
    expect(readFileSync(join(dir, 'out', 'data', 'site.json'), 'utf8')).toBe('{"a":1}');
    expect(existsSync(join(dir, 'work', 'data'))).toBe(false);
  });

  it('adds its files to a folder already there, which keeps its own', async () => {
    dir = mkdtempSync(join(tmpdir(), 'move-folder-'));
    folderWith(join(dir, 'work', 'data'), { 'site.json': 'new' });
    folderWith(join(dir, 'out', 'data'), { 'other.json': 'kept' });
    await moveFolder(join(dir, 'work', 'data'), join(dir, 'out', 'data'));
    expect(readdirSync(join(dir, 'out', 'data')).sort()).toEqual(['other.json', 'site.json']);
    expect(readFileSync(join(dir, 'out', 'data', 'other.json'), 'utf8')).toBe('kept');
    expect(existsSync(join(dir, 'work', 'data'))).toBe(false);
  });
});
