import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { alFolioReader } from '../cli/import-site/al-folio/al-folio-reader.ts';
import { writeAlFolioSite } from './al-folio-site.ts';

describe('writeAlFolioSite', () => {
  const root = mkdtempSync(join(tmpdir(), 'al-folio-site-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('writes an al-folio site the reader takes whole: every post, entry, news item and project', async () => {
    writeAlFolioSite(root, { posts: 12, publications: 30, news: 5, projects: 3 });
    expect(await alFolioReader.recognise(root)).toEqual(['_config.yml', '_bibliography/papers.bib', '_data/socials.yml']);
    const site = await alFolioReader.read(root);
    expect(site.posts).toHaveLength(12);
    expect(site.bibliography?.text.match(/^@article\{/gm)).toHaveLength(30);
    expect(site.news).toHaveLength(5);
    expect(site.projects).toHaveLength(3);
    expect(site.posts[0]?.body).toContain('![Figure 0](images/figure-0.jpg "Station 0")');
    expect(site.report.filter((line) => line.outcome === 'left out')).toEqual([]);
  });
});
