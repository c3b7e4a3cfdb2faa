import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Publication, PublicationsFile } from '../../schemas/types.generated.ts';
import { importPublications } from './import-publications.ts';
import type { ImportDependencies } from './import-publications.ts';
import { OrcidError } from './orcid/orcid-works.ts';
import { recordedOrcid, recordedRecord } from './orcid/testing/orcid-records.ts';
import { startOrcidStandIn } from './orcid/testing/orcid-stand-in.ts';
import { generateWorks, startOpenAlexStandIn } from './testing/openalex-stand-in.ts';
import type { OpenAlexStandIn } from './testing/openalex-stand-in.ts';

const fixtureContent = new URL('./fixtures/content/', import.meta.url);
const importTime = new Date('2026-03-02T06:00:00.000Z');

/** A .bib as an owner keeps it: one entry OpenAlex also has (same DOI), one it lacks, one the ORCID record has. */
const bib = `@article{smith2020,
  title = {Generated Study 1 of Shoreline Change},
  author = {Marchand, {\\'E}lodie},
  journal = {Coastal Letters},
  year = {2020},
  doi = {10.5555/generated.1},
  abstract = {The owner's own abstract.},
  keywords = {shoreline},
}

@book{marchand2019,
  title = {Dunes of {Brittany}},
  author = {Marchand, {\\'E}lodie},
  publisher = {Presses Universitaires},
  year = {2019},
  url = {https://example.org/dunes-book},
}

@techreport{tides2018,
  title = {Tide gauges of the Iroise sea},
  author = {Marchand, {\\'E}lodie},
  institution = {LHC},
  year = {2018},
}
`;

let contentDir: string;
let standIn: OpenAlexStandIn | undefined;

beforeEach(async () => {
  contentDir = await mkdtemp(join(tmpdir(), 'publications-sources-'));
  await cp(fixtureContent, contentDir, { recursive: true });
  await writeFile(join(contentDir, 'publications.bib'), bib);
});

afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
  await rm(contentDir, { recursive: true, force: true });
});

async function setSources(sources: unknown[], featured?: string[]): Promise<void> {
  const file = join(contentDir, 'site.json');
  const site = JSON.parse(await readFile(file, 'utf8')) as { publications: Record<string, unknown> };
  site.publications.sources = sources;
  if (featured !== undefined) site.publications.featured = featured;
  await writeFile(file, `${JSON.stringify(site, null, 2)}\n`);
}

function run(apiUrl: string, dependencies: Partial<ImportDependencies> = {}, orcidApiUrl = 'http://orcid.invalid') {
  return importPublications(
    { contentDir, outFile: join(contentDir, 'publications.json'), sourcesOverride: null, apiUrl, apiKey: null, orcidApiUrl, dryRun: false, allowShrink: false },
    { fetch: globalThis.fetch, sleep: async () => undefined, now: () => importTime, ...dependencies },
  );
}

async function writtenFile(): Promise<PublicationsFile> {
  return JSON.parse(await readFile(join(contentDir, 'publications.json'), 'utf8')) as PublicationsFile;
}

function byId(file: PublicationsFile, id: string): Publication {
  const found = file.items.find((item) => item.id === id);
  if (found === undefined) throw new Error(`no ${id} in ${file.items.map((item) => item.id).join(', ')}`);
  return found;
}

describe('importPublications with several sources', () => {
  it('merges a .bib entry into the OpenAlex work with its DOI, keeps the others, and rewrites references to its key', async () => {
    standIn = await startOpenAlexStandIn({ works: generateWorks(3, { authorId: 'A5000000001' }) });
    await setSources([{ openalex: { authors: ['A5000000001'] } }, { bibtex: 'publications.bib' }], ['smith2020', 'marchand2019']);
    const outcome = await run(standIn.url);
    expect(outcome).toMatchObject({ ok: true });
    const file = await writtenFile();
    expect(file.source).toEqual({ openalexAuthorIds: ['A5000000001'], orcid: null, bibtex: ['publications.bib'] });
    expect(byId(file, 'W4000000001')).toMatchObject({
      title: 'Generated Study 1 of Shoreline Change',
      abstract: "The owner's own abstract.",
      keywords: ['shoreline'],
      doi: '10.5555/generated.1',
      mergedIds: ['smith2020'],
      sources: ['openalex', 'bibtex'],
    });
    expect(byId(file, 'marchand2019')).toMatchObject({ category: 'book', venue: 'Presses Universitaires', sources: ['bibtex'] });
    expect(byId(file, 'report-2023-dunes').sources).toEqual(['manual']);
    const site = JSON.parse(await readFile(join(contentDir, 'site.json'), 'utf8')) as { publications: { featured: string[] } };
    expect(site.publications.featured).toEqual(['W4000000001', 'marchand2019']);
    if (!outcome.ok) return;
    expect(outcome.summary).toContain('  - BibTeX `');
    expect(outcome.summary).toMatch(/publications\.bib`: 3 works received, 1 merged, 0 left out/);
    expect(outcome.summary).toContain('same DOI 10.5555/generated.1 \\(publications.bib\\)');
  });

  it('reads an ORCID record through the ORCID client, merging its copy of a .bib work by title and year', async () => {
    await setSources([{ bibtex: 'publications.bib' }, { orcid: '0000-0002-1825-0097' }]);
    const asked: Array<[string, string]> = [];
    const orcidCopy: Publication = {
      id: 'orcid-4242',
      title: 'Tide gauges of the Iroise Sea',
      url: 'https://hal.example.org/tides',
      year: 2018,
      date: '2018-05-02',
      venue: 'LHC',
      authors: [{ name: 'Élodie Marchand', orcid: '0000-0002-1825-0097', isOwner: true }],
      abstract: '',
      abstractTeaser: '',
      category: 'other',
      isOpenAccess: false,
      oaUrl: null,
      citedByCount: 0,
      doi: null,
      volume: null,
      issue: null,
      firstPage: null,
      lastPage: null,
      pdfUrl: null,
      language: null,
      keywords: [],
    };
    const outcome = await run('http://openalex.invalid', {
      fetch: () => Promise.reject(new Error('no request may be made but through the ORCID client')),
      fetchOrcidWorks: async (orcid, options) => {
        asked.push([orcid, options.apiUrl]);
        return { publications: [orcidCopy], skipped: [{ title: 'A peer review', reason: 'a peer review, not a publication' }], requestsMade: 2 };
      },
    });
    expect(outcome).toMatchObject({ ok: true });
    expect(asked).toEqual([['0000-0002-1825-0097', 'http://orcid.invalid']]);
    const tides = byId(await writtenFile(), 'tides2018');
    expect(tides).toMatchObject({ url: 'https://hal.example.org/tides', date: '2018-05-02', mergedIds: ['orcid-4242'], sources: ['bibtex', 'orcid'] });
    expect(tides.authors).toEqual(orcidCopy.authors);
    if (outcome.ok) expect(outcome.summary).toContain('- Requests made: 2');
  });

  it('imports an ORCID record from ORCID itself (a stand-in serving recorded answers), making no other request', async () => {
    await setSources([{ orcid: recordedOrcid }]);
    const orcid = await startOrcidStandIn({ [recordedOrcid]: recordedRecord() });
    try {
      const outcome = await run('http://openalex.invalid', {}, orcid.url);
      expect(outcome).toMatchObject({ ok: true });
      const imported = (await writtenFile()).items.filter((item) => item.sources?.includes('orcid'));
      expect(imported.length).toBeGreaterThan(0);
      for (const publication of imported) expect(publication.id).toMatch(/^orcid-\d+$/);
      expect(orcid.requests.every((request) => request.path.startsWith(`/v3.0/${recordedOrcid}/works`))).toBe(true);
      if (outcome.ok) expect(outcome.summary).toMatch(/ORCID `0000-0002-1825-0097`: \d+ works received/);
    } finally {
      await orcid.close();
    }
  });

  it('leaves the previous file as it was when ORCID fails, naming the record', async () => {
    await setSources([{ bibtex: 'publications.bib' }, { orcid: '0000-0002-1825-0097' }]);
    await writeFile(join(contentDir, 'publications.json'), '{ "updated_at": "2026-01-01T00:00:00.000Z", "items": [] }\n');
    const outcome = await run('http://openalex.invalid', {
      fetchOrcidWorks: () => Promise.reject(new OrcidError('ORCID answered 503 four times')),
    });
    expect(outcome).toEqual({ ok: false, errors: ['ORCID 0000-0002-1825-0097: ORCID answered 503 four times (0 requests made; nothing was written.)'], summary: null });
    expect(await readFile(join(contentDir, 'publications.json'), 'utf8')).toBe('{ "updated_at": "2026-01-01T00:00:00.000Z", "items": [] }\n');
  });

  it('refuses a .bib path outside the content folder and names a missing file, in one run', async () => {
    await setSources([{ bibtex: '../elsewhere.bib' }, { bibtex: 'missing.bib' }]);
    const outcome = await run('http://openalex.invalid');
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.errors).toEqual([
      expect.stringMatching(/site\.json: publications\.sources names "\.\.\/elsewhere\.bib", which leaves the content folder: put the \.bib file inside it \(0 requests made; nothing was written\.\)$/),
      expect.stringMatching(/missing\.bib \(named in .*site\.json publications\.sources\) cannot be read: not found; add the file or correct the path/),
    ]);
  });
});
