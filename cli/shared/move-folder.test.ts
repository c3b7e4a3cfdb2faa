import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mergeFolder, mergeFolderBeside, moveFolder } from './move-folder.ts';

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

describe('mergeFolder', () => {
  it("moves every file into the other folder's, whole folders where it has none, replacing a file it has", () => {
    dir = mkdtempSync(join(tmpdir(), 'merge-folder-'));
    folderWith(join(dir, 'files', 'publications', 'w1'), { 'w1.bib': 'bib', 'w1.bib.br': 'br' });
    folderWith(join(dir, 'files', 'images'), { 'photo.jpg': 'photo' });
    folderWith(join(dir, 'files'), { 'feed.xml': 'new feed' });
    folderWith(join(dir, 'site', 'publications', 'w1'), { 'index.html': 'page' });
    folderWith(join(dir, 'site'), { 'feed.xml': 'old feed', 'index.html': 'home' });
    mergeFolder(join(dir, 'files'), join(dir, 'site'));
    expect(readdirSync(join(dir, 'site', 'publications', 'w1')).sort()).toEqual(['index.html', 'w1.bib', 'w1.bib.br']);
    expect(readFileSync(join(dir, 'site', 'images', 'photo.jpg'), 'utf8')).toBe('photo');
    expect(readFileSync(join(dir, 'site', 'feed.xml'), 'utf8')).toBe('new feed');
    expect(readFileSync(join(dir, 'site', 'index.html'), 'utf8')).toBe('home');
    expect(existsSync(join(dir, 'files'))).toBe(false);
  });
});

describe('mergeFolderBeside', () => {
  it('moves the files it is not told to leave, making the folders, and leaves the others for mergeFolder', async () => {
    dir = mkdtempSync(join(tmpdir(), 'merge-beside-'));
    folderWith(join(dir, 'files', 'publications', 'w1'), { 'w1.bib': 'bib', 'w1.bib.br': 'br' });
    folderWith(join(dir, 'files', 'images'), { 'photo.jpg': 'jpg' });
    folderWith(join(dir, 'files'), { 'sitemap.xml': 'xml' });
    folderWith(join(dir, 'site', 'publications', 'w1'), { 'index.html': 'page', 'w1.bib': 'old' });
    await mergeFolderBeside(join(dir, 'files'), join(dir, 'site'), (name) => name.endsWith('.jpg'));
    expect(readdirSync(join(dir, 'site', 'publications', 'w1')).sort()).toEqual(['index.html', 'w1.bib', 'w1.bib.br']);
    expect(readFileSync(join(dir, 'site', 'publications', 'w1', 'w1.bib'), 'utf8')).toBe('bib');
    expect(existsSync(join(dir, 'site', 'sitemap.xml'))).toBe(true);
    expect(existsSync(join(dir, 'site', 'images', 'photo.jpg'))).toBe(false);
    // The folder it emptied is gone; the one holding what it left stays, for mergeFolder.
    expect(existsSync(join(dir, 'files', 'publications'))).toBe(false);
    mergeFolder(join(dir, 'files'), join(dir, 'site'));
    expect(readFileSync(join(dir, 'site', 'images', 'photo.jpg'), 'utf8')).toBe('jpg');
    expect(existsSync(join(dir, 'files'))).toBe(false);
  });
});
