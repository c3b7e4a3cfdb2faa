import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { changelogEntries, changesBetween, compareVersions } from './changelog.ts';
import { contentFormats } from './content-format.ts';

const changelog = `# Changelog

Intro.

## 0.10.0

### Added

- ten

## 0.2.0

### Migrations

- two

## 0.1.0

- one
`;

describe('the changelog', () => {
  it('compares versions part by part', () => {
    expect(compareVersions('0.10.0', '0.2.0')).toBeGreaterThan(0);
    expect(compareVersions('1.0.0', '1.0.0')).toBe(0);
    expect(compareVersions('0.1.9', '0.2.0')).toBeLessThan(0);
  });

  it('gives the entries after one version up to another, newest first', () => {
    expect(changesBetween(changelog, '0.1.0', '0.10.0')).toEqual([
      { version: '0.10.0', text: '## 0.10.0\n\n### Added\n\n- ten' },
      { version: '0.2.0', text: '## 0.2.0\n\n### Migrations\n\n- two' },
    ]);
    expect(changesBetween(changelog, '0.2.0', '0.2.0')).toEqual([]);
  });

  it('has, in CHANGELOG.md, an entry for the version that introduced each content format, with its migration', async () => {
    const entries = changelogEntries(await readFile(new URL('../../CHANGELOG.md', import.meta.url), 'utf8'));
    for (const format of contentFormats) {
      const entry = entries.find((candidate) => candidate.version === format.since);
      expect(entry, `## ${format.since}`).toBeDefined();
      if (format.format > 1) expect(entry?.text).toContain(`### Migrations\n\n- Format ${format.format - 1} → ${format.format}:`);
    }
  });
});
