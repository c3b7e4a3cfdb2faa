import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import * as nodeFs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validFixture } from '../content/fixtures/content-fixture.ts';
import type { Migration } from './migration.ts';
import { migrations } from './migrations/registry.ts';
import { upgradeContent } from './upgrade-content.ts';

let directory: string;

beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'portfolio-upgrade-content-'));
  await cp(validFixture, directory, { recursive: true });
  const site = await readFile(join(directory, 'site.json'), 'utf8');
  await writeFile(join(directory, 'site.json'), site.replace(',\n  "format": 2', '').replace('"sources": [{ "openalex": { "authors": ["A5023888391"] } }]', '"openalexAuthorIds": ["A5023888391"]'));
});

afterEach(async () => {
  await rm(directory, { recursive: true, force: true });
});

async function folderBytes(): Promise<Record<string, string>> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  return Object.fromEntries(await Promise.all(files.map(async (file) => [file, (await readFile(file)).toString('base64')])));
}

/** Format 2 → 3 for the test: rewrites news.json, then fails on the owner's talks. */
const failingSecondStep: Migration = {
  from: 2,
  summary: 'test: fails halfway',
  migrate: (content) => {
    if (!content.texts.has('talks.json')) return { changes: [{ kind: 'write', path: 'news.json', text: '{}' }] };
    return { problems: [{ severity: 'error', file: 'talks.json', line: 2, column: 3, pointer: '/items', message: 'cannot migrate this talk: fix it by hand' }] };
  },
};

describe('upgradeContent', () => {
  it('leaves every file as it was when a later migration fails, naming the file, the place and the fix', async () => {
    await writeFile(join(directory, 'talks.json'), '{\n  "items": []\n}\n');
    const before = await folderBytes();
    const result = await upgradeContent(directory, { dryRun: false, productVersion: '0.3.0', migrations: [...migrations, failingSecondStep], targetFormat: 3 });
    expect(result).toEqual({
      status: 'refused',
      lines: [`${join(directory, 'talks.json')}:2:3  /items  error: cannot migrate this talk: fix it by hand`, `Nothing was changed in ${directory}/.`],
    });
    expect(await folderBytes()).toEqual(before);
  });

  it('leaves every file as it was when writing fails', async () => {
    const before = await folderBytes();
    const fileSystem = { ...nodeFs, rename: () => Promise.reject(new Error('read-only file system')) };
    const result = await upgradeContent(directory, { dryRun: false, productVersion: '0.2.0', migrations, fileSystem });
    expect(result.status).toBe('refused');
    expect(result.lines.at(-1)).toBe(`The upgrade could not be written (read-only file system): nothing was changed in ${directory}/.`);
    expect(await folderBytes()).toEqual(before);
  });

  it('writes format 2, and on a dry run says what it would change and writes nothing', async () => {
    const before = await folderBytes();
    const planned = await upgradeContent(directory, { dryRun: true, productVersion: '0.2.0', migrations });
    expect(planned.status).toBe('planned');
    expect(planned.lines).toContain(`${directory}/site.json  changed (+2 -1 lines)`);
    expect(await folderBytes()).toEqual(before);
    const written = await upgradeContent(directory, { dryRun: false, productVersion: '0.2.0', migrations });
    expect(written).toMatchObject({ status: 'written', from: 1 });
    const site = JSON.parse(await readFile(join(directory, 'site.json'), 'utf8')) as { format: number; publications: unknown };
    expect(site.format).toBe(2);
    expect(site.publications).toEqual({ sources: [{ openalex: { authors: ['A5023888391'] } }], orcid: '0000-0002-1825-0097', exclude: [] });
  });
});
