import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PublicationsFile } from '../../schemas/types.generated.ts';
import { importPublications } from './import-publications.ts';
import type { ImportOptions } from './import-publications.ts';
import type { OpenAlexWork } from './openalex-types.ts';
import { projectSchemaCheck } from '../content/schema-validator.ts';
import { faults, generateWorks, startOpenAlexStandIn } from './testing/openalex-stand-in.ts';
import type { OpenAlexStandIn } from './testing/openalex-stand-in.ts';
import { recordedWorkSets } from './testing/recorded-works.ts';

const fixtureContent = new URL('./fixtures/content/', import.meta.url);
const ownerId = 'A5000000001';
const orcid = '0000-0002-1825-0097';
const importTime = new Date('2026-03-02T06:00:00.000Z');

let contentDir: string;
let standIn: OpenAlexStandIn | undefined;

beforeEach(async () => {
  contentDir = await mkdtemp(join(tmpdir(), 'publications-import-'));
  await cp(fixtureContent, contentDir, { recursive: true });
});

afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
  await rm(contentDir, { recursive: true, force: true });
});

async function serve(works: readonly OpenAlexWork[]): Promise<OpenAlexStandIn> {
  standIn = await startOpenAlexStandIn({ works });
  return standIn;
}

function run(server: OpenAlexStandIn, options: Partial<ImportOptions> = {}) {
  const sleeps: number[] = [];
  const outcome = importPublications(
    {
      contentDir,
      outFile: join(contentDir, 'publications.json'),
      sourcesOverride: null,
      apiUrl: server.url,
      apiKey: null,
      dryRun: false,
      allowShrink: false,
      ...options,
    },
    { fetch: globalThis.fetch, sleep: async (milliseconds) => void sleeps.push(milliseconds), now: () => importTime },
  );
  return { outcome, sleeps };
}

async function writtenFile(): Promise<PublicationsFile> {
  return JSON.parse(await readFile(join(contentDir, 'publications.json'), 'utf8')) as PublicationsFile;
}

function withIds(works: OpenAlexWork[], firstId: number): OpenAlexWork[] {
  return works.map((work, index) => ({ ...work, id: `https://openalex.org/W${firstId + index}`, doi: `https://doi.org/10.5555/other.${firstId + index}` }));
}

describe('importPublications', () => {
  it('imports the content sources, merges the hand-kept works, leaves out excluded ids, sorts, validates and writes', async () => {
    const server = await serve(generateWorks(5, { authorId: ownerId }));
    const { outcome } = run(server);
    const result = await outcome;
    expect(result).toMatchObject({ ok: true, warnings: [] });
    const file = await writtenFile();
    expect((await projectSchemaCheck())('publications.schema.json', file)).toEqual([]);
    expect(file.updated_at).toBe('2026-03-02T06:00:00.000Z');
    expect(file.source).toEqual({ openalexAuthorIds: [ownerId], orcid: null });
    expect(file.items.map((item) => item.id)).toEqual(['report-2023-dunes', 'W4000000005', 'W4000000004', 'W4000000002', 'W4000000001']);
    expect(file.items.find((item) => item.id === 'W4000000002')).toMatchObject({ category: 'conference', venue: 'Coastal Dynamics 2001', citedByCount: 1 });
    expect(file.items.find((item) => item.id === 'report-2023-dunes')).toMatchObject({ authors: [], doi: null, abstract: '' });
    expect(file.items[1]?.authors.filter((author) => author.isOwner).map((author) => author.name)).toEqual(['Élodie Marchand']);
    if (!result.ok) throw new Error('expected success');
    expect(result.summary).toContain('- `W4000000003` *Generated study 3 of shoreline change*: listed in publications.exclude of site.json');
    expect(result.summary).toContain('- Requests made: 1');
  });

  it('writes "$schema" first, as the shipped file has it, so editors keep their completion and the diff stays clean', async () => {
    await run(await serve(generateWorks(2, { authorId: ownerId }))).outcome;
    const file = await writtenFile();
    const shipped = JSON.parse(await readFile(new URL('../../content/publications.json', import.meta.url), 'utf8')) as PublicationsFile;
    expect(Object.keys(file)[0]).toBe('$schema');
    expect(file.$schema).toBe(shipped.$schema);
    expect((await projectSchemaCheck())('publications.schema.json', file)).toEqual([]);
  });

  it('imports real recorded works end to end: the peer review left out, the preprint folded into its article', async () => {
    const [own] = recordedWorkSets();
    const owned = (own?.works ?? []).map((work) => ({
      ...work,
      authorships: [...(work.authorships ?? []), { author: { id: `https://openalex.org/${ownerId}`, display_name: 'Élodie Marchand', orcid: null } }],
    }));
    await rm(join(contentDir, 'publications.manual.json'));
    const server = await serve(owned);
    const result = await run(server).outcome;
    expect(result).toMatchObject({ ok: true });
    const file = await writtenFile();
    expect((await projectSchemaCheck())('publications.schema.json', file)).toEqual([]);
    const ids = file.items.map((item) => item.id);
    expect(ids).toHaveLength(7);
    expect(ids).not.toContain('W4367333911');
    expect(ids).not.toContain('W2101234009');
    expect(file.items.find((item) => item.id === 'W2997591727')?.preprintUrl).toBe('https://doi.org/10.48550/arxiv.1201.0490');
    expect(file.items.find((item) => item.id === 'W4317212455')?.category).toBe('thesis');
    expect(file.items.every((item) => item.authors.some((author) => author.isOwner))).toBe(true);
    expect(file.items.every((item) => !/<[A-Za-z/!]/.test(item.abstract))).toBe(true);
  });

  it('imports the union of an id walk and an ORCID walk, each work once, the owner marked either way', async () => {
    const byIdAndOrcid = generateWorks(3, { authorId: ownerId, orcid });
    const byOrcidOnly = withIds(generateWorks(2, { authorId: 'A7', orcid }), 9001);
    const server = await serve([...byIdAndOrcid, ...byOrcidOnly]);
    const result = await run(server, { sourcesOverride: { authorIds: [ownerId], orcid } }).outcome;
    expect(result.ok).toBe(true);
    expect(server.requests.map((request) => request.query.get('filter'))).toEqual([`author.id:${ownerId}`, `authorships.author.orcid:${orcid}`]);
    const file = await writtenFile();
    expect(file.source).toEqual({ openalexAuthorIds: [ownerId], orcid });
    const imported = file.items.filter((item) => item.id.startsWith('W'));
    expect(imported.map((item) => item.id).sort()).toEqual(['W4000000001', 'W4000000002', 'W9001', 'W9002']);
    expect(imported.every((item) => item.authors.filter((author) => author.isOwner).length === 1)).toBe(true);
    if (result.ok) expect(result.summary).toMatch(/  - OpenAlex `author.id:A[0-9]+`, `authorships.author.orcid:[0-9X-]+`: 8 works received/);
  });

  it('refuses to drop more than half of the publications unless allowed, leaving the file as it was', async () => {
    await run(await serve(generateWorks(10, { authorId: ownerId }))).outcome;
    const before = await readFile(join(contentDir, 'publications.json'));
    await standIn?.close();
    const fewer = await serve(generateWorks(3, { authorId: ownerId }));
    const refused = await run(fewer).outcome;
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.errors[0]).toMatch(/would remove 7 of the 9 imported publications .*hand-kept works are not counted.*--allow-shrink/);
    expect(refused.summary).toContain('**Refused: nothing was written.**');
    expect(await readFile(join(contentDir, 'publications.json'))).toEqual(before);
    const allowed = await run(fewer, { allowShrink: true }).outcome;
    expect(allowed.ok).toBe(true);
    expect((await writtenFile()).items.map((item) => item.id)).toEqual(['report-2023-dunes', 'W4000000002', 'W4000000001']);
  });

  it('refuses an import that lost every OpenAlex work though the hand-kept works keep the file from shrinking by half', async () => {
    // W4000000001 and W4000000002 from OpenAlex (the second corrected by hand) and the hand-kept report.
    await run(await serve(generateWorks(2, { authorId: ownerId }))).outcome;
    const before = await readFile(join(contentDir, 'publications.json'));
    await standIn?.close();
    const refused = await run(await serve([])).outcome;
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.errors).toEqual([expect.stringMatching(/^The import would remove 1 of the 1 imported publications in .*publications\.json \(more than half; hand-kept works are not counted\)/)]);
    expect(await readFile(join(contentDir, 'publications.json'))).toEqual(before);
  });

  it('keeps the OpenAlex id of a work corrected by hand under an id of its own, so the next import lists no removal or addition', async () => {
    const server = await serve(generateWorks(2, { authorId: ownerId }));
    await run(server).outcome;
    const manualFile = join(contentDir, 'publications.manual.json');
    const manual = JSON.parse(await readFile(manualFile, 'utf8')) as { items: object[] };
    manual.items.push({ id: 'my-shoreline-paper', title: 'Shoreline change, corrected title', url: 'https://doi.org/10.5555/generated.1', year: 2000, category: 'article', doi: '10.5555/generated.1' });
    await writeFile(manualFile, JSON.stringify(manual));
    const result = await run(server).outcome;
    if (!result.ok) throw new Error(result.errors.join('\n'));
    expect((await writtenFile()).items.find((item) => item.doi === '10.5555/generated.1')).toMatchObject({ id: 'W4000000001', title: 'Shoreline change, corrected title' });
    expect(result.summary).toContain('- *Shoreline change, corrected title* (`W4000000001`)');
    expect(result.summary).not.toMatch(/#### (Added|Removed)/);
  });

  it('leaves the previous file byte for byte when OpenAlex fails mid-walk', async () => {
    const previous = '{"updated_at": "2026-01-01T00:00:00Z",   "items": []}\n';
    await writeFile(join(contentDir, 'publications.json'), previous);
    const server = await serve(generateWorks(450, { authorId: ownerId }));
    server.respondAt(2, faults.dailyBudgetSpent());
    const result = await run(server).outcome;
    expect(result).toEqual({ ok: false, summary: null, errors: [expect.stringMatching(/\(page 2\): .*OPENALEX_API_KEY.*\(2 requests made; nothing was written\.\)$/)] });
    expect(await readFile(join(contentDir, 'publications.json'), 'utf8')).toBe(previous);
  });

  it('writes nothing on a dry run but still reports the changes', async () => {
    const server = await serve(generateWorks(2, { authorId: ownerId }));
    const result = await run(server, { dryRun: true }).outcome;
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.summary).toContain('_Dry run:');
    expect(existsSync(join(contentDir, 'publications.json'))).toBe(false);
  });

  it('writes an empty result when there is no previous file, with a loud warning to check the author id', async () => {
    const server = await serve([]);
    await rm(join(contentDir, 'publications.manual.json'));
    const result = await run(server).outcome;
    expect(result).toMatchObject({ ok: true, warnings: [expect.stringMatching(/^NO PUBLICATIONS: OpenAlex has no works for author\.id:A5000000001\. Check publications.sources in site\.json/)] });
    expect((await writtenFile()).items).toEqual([]);
  });

  it('warns to check the author id when OpenAlex gives or keeps no works, even with hand-kept works to write', async () => {
    const none = await run(await serve([])).outcome;
    expect(none).toMatchObject({ ok: true, warnings: [expect.stringMatching(/^NO PUBLICATIONS: OpenAlex has no works for author\.id:A5000000001\. Check publications.sources in site\.json/)] });
    expect((await writtenFile()).items.map((item) => item.id)).toEqual(['report-2023-dunes', 'W4000000002']);
    await standIn?.close();
    // Work 3 is in site.json's exclude list: the one work OpenAlex has is left out.
    const onlyExcluded = generateWorks(3, { authorId: ownerId }).slice(2);
    const leftOut = await run(await serve(onlyExcluded)).outcome;
    expect(leftOut).toMatchObject({ ok: true, warnings: [expect.stringMatching(/^NO PUBLICATIONS: all 1 works received were left out\. Check publications.sources in site\.json/)] });
  });

  it('reports every content problem at once and asks OpenAlex nothing', async () => {
    await writeFile(join(contentDir, 'site.json'), '{"format": 2, "publications": {"sources": [{"openalex": {"authors": ["nope"]}}], "exclude": []}}');
    await writeFile(join(contentDir, 'publications.manual.json'), '{"items": [{"id": "x"}]}');
    await writeFile(join(contentDir, 'publications.json'), '{"items": 3}');
    const server = await serve(generateWorks(1, { authorId: ownerId }));
    const result = await run(server).outcome;
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toHaveLength(6);
    expect(result.errors.join('\n')).toMatch(/site\.json:1:70  \/publications\/sources\/0\/openalex\/authors\/0  error: must match .* \(got "nope"\)/);
    expect(result.errors.join('\n')).toMatch(/publications\.manual\.json:1:12  \/items\/0\/title  error: missing required property "title": add it/);
    expect(result.errors.join('\n')).toMatch(/publications\.json:1:1  \/  error: it is not a publications file/);
    expect(server.requests).toHaveLength(0);
  });

  it('asks for an author when neither site.json nor the options name one', async () => {
    await rm(join(contentDir, 'site.json'));
    const server = await serve([]);
    const result = await run(server).outcome;
    expect(result).toEqual({ ok: false, summary: null, errors: [expect.stringMatching(/site\.json not found: .*--author <OpenAlex author id> or --orcid <ORCID iD>/)] });
    const withOverride = await run(server, { sourcesOverride: { authorIds: [], orcid } }).outcome;
    expect(withOverride.ok).toBe(true);
  });
});

describe('stable keys across imports', () => {
  it('records a merged copy in mergedIds, keeps the published work when the copy overtakes it, and keeps the redirect when the copy goes', async () => {
    const [original] = generateWorks(1, { authorId: ownerId }) as [OpenAlexWork];
    const copy: OpenAlexWork = { ...original, id: 'https://openalex.org/W4999999999', cited_by_count: 1 };
    const first = run(await serve([{ ...original, cited_by_count: 5 }, copy]));
    expect((await first.outcome).ok).toBe(true);
    const firstItems = (await writtenFile()).items.filter((item) => ['W4000000001', 'W4999999999'].includes(item.id));
    expect(firstItems.map((item) => [item.id, item.mergedIds])).toEqual([['W4000000001', ['W4999999999']]]);

    await standIn?.close();
    const second = run(await serve([{ ...original, cited_by_count: 5 }, { ...copy, cited_by_count: 50 }]));
    expect((await second.outcome).ok).toBe(true);
    const secondItems = (await writtenFile()).items.filter((item) => ['W4000000001', 'W4999999999'].includes(item.id));
    expect(secondItems.map((item) => [item.id, item.citedByCount, item.mergedIds])).toEqual([['W4000000001', 50, ['W4999999999']]]);

    await standIn?.close();
    const third = run(await serve([{ ...original, cited_by_count: 5 }]));
    expect((await third.outcome).ok).toBe(true);
    const thirdItems = (await writtenFile()).items.filter((item) => ['W4000000001', 'W4999999999'].includes(item.id));
    expect(thirdItems.map((item) => [item.id, item.mergedIds])).toEqual([['W4000000001', ['W4999999999']]]);
  });
});
