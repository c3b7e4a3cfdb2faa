import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatProblem } from '../shared/problems.ts';
import { productVersion } from '../shared/product-files.ts';
import { readManualPublications, readPreviousFile, readSiteSources } from './content-files.ts';

const version = await productVersion();

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'publications-content-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('readSiteSources', () => {
  it('reads the OpenAlex ids (bare), the ORCID filter (bare), the .bib files, the ORCID records and the exclusions', async () => {
    await writeFile(
      join(dir, 'site.json'),
      JSON.stringify({
        format: 2,
        publications: {
          sources: [
            { openalex: { authors: ['https://openalex.org/A123', 'A456'] } },
            { bibtex: 'publications.bib' },
            { openalex: { authors: ['A789'] } },
            { orcid: 'https://orcid.org/0000-0001-5109-3700' },
          ],
          orcid: 'https://orcid.org/0000-0002-1825-0097',
          exclude: ['W1'],
        },
      }),
    );
    const value = {
      openalex: { authorIds: ['A123', 'A456', 'A789'], orcid: '0000-0002-1825-0097' },
      bibtex: ['publications.bib'],
      orcidRecords: ['0000-0001-5109-3700'],
      exclude: ['W1'],
    };
    expect(await readSiteSources(dir)).toEqual({ value, problems: [] });
  });

  it('is null without problems when site.json does not exist', async () => {
    expect(await readSiteSources(dir)).toEqual({ value: null, problems: [] });
  });

  it('locates every problem of the publications section (file:line:column, pointer, fix)', async () => {
    const text = '{\n  "format": 2,\n  "publications": {\n    "sources": [{ "openalex": { "authors": ["A1", "B2"] } }, { "zotero": "x" }, { "orcid": "x" }],\n    "exclude": ["W1"],\n    "orcid": "0000"\n  }\n}\n';
    await writeFile(join(dir, 'site.json'), text);
    const { value, problems } = await readSiteSources(dir);
    expect(value).toBeNull();
    expect(problems.map(formatProblem)).toEqual([
      `${join(dir, 'site.json')}:4:51  /publications/sources/0/openalex/authors/1  error: must match ^(https://openalex\\.org/)?A[0-9]+$ (got "B2")`,
      `${join(dir, 'site.json')}:4:64  /publications/sources/1/zotero  error: unknown property "zotero": remove it or fix its spelling (allowed: openalex, bibtex, orcid)`,
      `${join(dir, 'site.json')}:4:92  /publications/sources/2/orcid  error: must match ^(https://orcid\\.org/)?[0-9]{4}-[0-9]{4}-[0-9]{4}-[0-9]{3}[0-9X]$ (got "x") — An ORCID iD (0000-0002-1825-0097) whose public works are imported from ORCID itself.`,
      `${join(dir, 'site.json')}:6:14  /publications/orcid  error: must match ^(https://orcid\\.org/)?[0-9]{4}-[0-9]{4}-[0-9]{4}-[0-9]{3}[0-9X]$ (got "0000") — ORCID iD by which OpenAlex works are found, beside the openalex source's author ids (optional). To import the ORCID record itself, add an { "orcid": … } source.`,
    ]);
  });

  it('refuses site.json of another content format, naming the fix', async () => {
    await writeFile(join(dir, 'site.json'), '{\n  "publications": { "openalexAuthorIds": ["A1"], "exclude": [] }\n}\n');
    const older = await readSiteSources(dir);
    expect(older.value).toBeNull();
    expect(older.problems.map(formatProblem)).toEqual([
      `${join(dir, 'site.json')}:1:1  /format  error: ${join(dir, 'site.json')} is format 1, but researcher-portfolio ${version} reads format 2: ` +
        `run \`npx portfolio upgrade --content ${dir}\` to migrate the content (\`npx portfolio upgrade --content ${dir} --dry-run\` shows the changes first)`,
    ]);
    await writeFile(join(dir, 'site.json'), '{\n  "format": 3,\n  "publications": { "sources": [], "exclude": [] }\n}\n');
    const newer = await readSiteSources(dir);
    expect(newer.problems.map(formatProblem)).toEqual([
      expect.stringMatching(/site\.json:2:13  \/format  error: .* is format 3, but researcher-portfolio .* reads format 2: this content was made by a newer researcher-portfolio; install a version newer than .* \(npm install researcher-portfolio@latest\)/),
    ]);
  });

  it('says when the publications section is missing, and where JSON is broken', async () => {
    await writeFile(join(dir, 'site.json'), '{"format": 2, "siteUrl": "https://example.org"}');
    expect((await readSiteSources(dir)).problems.map((problem) => problem.message)).toEqual(['missing the "publications" section: add it']);
    await writeFile(join(dir, 'site.json'), '{\n  "publications": {,\n}');
    const broken = await readSiteSources(dir);
    expect(broken.problems[0]).toEqual(
      expect.objectContaining({ line: 2, column: 20, message: 'expected a value: remove the trailing comma or add the missing value' }),
    );
  });
});

describe('readManualPublications', () => {
  it('is null when there is no hand-kept file, the items when valid', async () => {
    expect(await readManualPublications(dir)).toEqual({ value: null, problems: [] });
    const items = [{ id: 'r1', title: 'Report', url: 'https://example.org/r', year: 2024, category: 'other' }];
    await writeFile(join(dir, 'publications.manual.json'), JSON.stringify({ items }));
    expect(await readManualPublications(dir)).toEqual({ value: items, problems: [] });
  });

  it('reports every problem of every item in one go', async () => {
    const text = JSON.stringify({ items: [{ id: 'r1', title: 'Report', url: 'ftp://x', year: 2024, category: 'journal' }, { title: 'No id', url: 'https://example.org', year: null, category: 'other', extra: 1 }] }, null, 2);
    await writeFile(join(dir, 'publications.manual.json'), text);
    const { value, problems } = await readManualPublications(dir);
    expect(value).toBeNull();
    expect(problems.map((problem) => [problem.line, problem.pointer, problem.message])).toEqual([
      [6, '/items/0/url', 'must be an absolute http(s) URL: use https://… (got "ftp://x")'],
      [8, '/items/0/category', 'must be one of: article, conference, thesis, preprint, book, other (got "journal")'],
      [
        10,
        '/items/1/id',
        'missing required property "id" (An OpenAlex id (W…) to correct that work, or your own id (e.g. report-2024) for a work OpenAlex lacks.): add it',
      ],
      [
        15,
        '/items/1/extra',
        'unknown property "extra": remove it or fix its spelling (allowed: id, title, url, year, date, venue, authors, authorsTruncated, abstract, abstractTeaser, category, isOpenAccess, oaUrl, citedByCount, doi, volume, issue, firstPage, lastPage, institution, number, pdfUrl, language, keywords, mergedIds, preprintUrl)',
      ],
    ]);
  });
});

describe('readPreviousFile', () => {
  it('reads ids, titles and citations leniently', async () => {
    const path = join(dir, 'publications.json');
    await writeFile(path, JSON.stringify({ updated_at: '2026-01-01T00:00:00Z', items: [{ id: 'W1', title: 'T', citedByCount: 3, legacyField: true, mergedIds: ['W7', 3] }, { id: 'W2' }] }));
    expect(await readPreviousFile(path)).toEqual({
      value: { updatedAt: '2026-01-01T00:00:00Z', items: [{ id: 'W1', title: 'T', citedByCount: 3, mergedIds: ['W7'] }, { id: 'W2', title: 'W2', citedByCount: 0 }] },
      problems: [],
    });
  });

  it('refuses a file that is not a publications file, saying how to fix it', async () => {
    const path = join(dir, 'publications.json');
    expect(await readPreviousFile(path)).toEqual({ value: null, problems: [] });
    await writeFile(path, '[]');
    expect((await readPreviousFile(path)).problems[0]?.message).toBe('it is not a publications file (no "items" list): fix it, or delete it to import afresh');
    await writeFile(path, '{"items": [{"title": "no id"}]}');
    expect((await readPreviousFile(path)).problems[0]).toMatchObject({ pointer: '/items/0', line: 1, column: 12 });
    await writeFile(path, '{"items": [');
    expect((await readPreviousFile(path)).problems[0]?.message).toBe("expected ']' to close the array");
  });
});
