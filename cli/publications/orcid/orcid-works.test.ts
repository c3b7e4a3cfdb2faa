import { afterEach, describe, expect, it } from 'vitest';
import { projectSchemaCheck } from '../../content/schema-validator.ts';
import { OrcidError, fetchOrcidWorks, preferredSummary } from './orcid-works.ts';
import { orcidFaults, startOrcidStandIn, type OrcidStandIn, type OrcidStandInRecord } from './testing/orcid-stand-in.ts';
import { generatedRecord, recordedOrcid, recordedRecord } from './testing/orcid-records.ts';

let standIn: OrcidStandIn | undefined;
afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
});

async function serve(records: Record<string, OrcidStandInRecord>): Promise<{ standIn: OrcidStandIn; sleeps: number[]; options: Parameters<typeof fetchOrcidWorks>[1] }> {
  standIn = await startOrcidStandIn(records);
  const sleeps: number[] = [];
  const sleep = async (milliseconds: number) => {
    sleeps.push(milliseconds);
  };
  return { standIn, sleeps, options: { apiUrl: standIn.url, fetch: globalThis.fetch, sleep } };
}

async function failure(promise: Promise<unknown>): Promise<OrcidError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof OrcidError)) throw new Error(`expected an OrcidError, got ${String(error)}`);
  return error;
}

describe('fetchOrcidWorks', () => {
  it("reads a record's works in its order, one per group, in two requests asking for JSON", async () => {
    const { standIn, options } = await serve({ [recordedOrcid]: recordedRecord() });
    const result = await fetchOrcidWorks(`https://orcid.org/${recordedOrcid}`, options);

    expect(result.publications.map((publication) => [publication.id, publication.year])).toEqual([
      ['orcid-83125005', 2024],
      ['orcid-83125010', 2023],
      ['orcid-83125008', 2022],
      // The group's preferred version (display-index 1, from Crossref), not the owner's own copy of it.
      ['orcid-83125001', 2021],
      ['orcid-83125007', 2020],
      ['orcid-83125003', 2019],
      ['orcid-83125009', 2018],
      ['orcid-83125004', 2016],
    ]);
    expect(result.skipped).toEqual([{ title: null, reason: 'it has no title (ORCID work 83125006): add one on orcid.org' }]);
    expect(result.requestsMade).toBe(2);
    expect(standIn.requests).toEqual([
      { path: `/v3.0/${recordedOrcid}/works`, accept: 'application/json' },
      {
        path: `/v3.0/${recordedOrcid}/works/83125005,83125010,83125008,83125001,83125007,83125003,83125009,83125004,83125006`,
        accept: 'application/json',
      },
    ]);
  });

  it('gives publications the publications schema accepts', async () => {
    const { options } = await serve({ [recordedOrcid]: recordedRecord() });
    const { publications } = await fetchOrcidWorks(recordedOrcid, options);
    const check = await projectSchemaCheck();
    for (const publication of publications) {
      expect(check('publications.schema.json#/$defs/publication', publication), publication.id).toEqual([]);
    }
  });

  it('reads more than 100 works in bulk reads of at most 100 put-codes', async () => {
    const { standIn, options } = await serve({ [recordedOrcid]: generatedRecord(recordedOrcid, 250) });
    const result = await fetchOrcidWorks(recordedOrcid, options);

    expect(result.publications).toHaveLength(250);
    expect(result.publications[0]?.id).toBe('orcid-90000001');
    expect(result.publications[249]?.doi).toBe('10.5555/orcid.250');
    expect(result.requestsMade).toBe(4);
    const bulkSizes = standIn.requests.slice(1).map((request) => request.path.split('/').at(-1)?.split(',').length);
    expect(bulkSizes).toEqual([100, 100, 50]);
  });

  it('makes one request for a record without works', async () => {
    const { options } = await serve({ [recordedOrcid]: { list: { group: [], path: `/${recordedOrcid}/works` }, works: [] } });
    expect(await fetchOrcidWorks(recordedOrcid, options)).toEqual({ publications: [], skipped: [], requestsMade: 1 });
  });

  it('skips, with ORCID’s reason, a listed work the bulk read does not return, and keeps the others', async () => {
    const record = recordedRecord();
    const { options } = await serve({ [recordedOrcid]: { ...record, works: record.works.filter((work) => work['put-code'] !== 83125003) } });
    const result = await fetchOrcidWorks(recordedOrcid, options);
    expect(result.publications).toHaveLength(7);
    expect(result.skipped).toContainEqual({
      title: 'A one-line model of longshore transport under oblique waves',
      reason: 'ORCID listed work 83125003 but did not give its full record (ORCID said: The item was not found.)',
    });
  });

  it('refuses an iD with a wrong check digit before sending any request', async () => {
    const { standIn, options } = await serve({ [recordedOrcid]: recordedRecord() });
    const error = await failure(fetchOrcidWorks('0000-0002-1825-0098', options));
    expect(error.message).toContain('0000-0002-1825-0098 is not a valid ORCID iD');
    expect([standIn.requests, error.requestsMade]).toEqual([[], 0]);
  });

  it('says a record ORCID does not know (404) is not there, names the iD and the fix, and does not retry', async () => {
    const { standIn, sleeps, options } = await serve({});
    const error = await failure(fetchOrcidWorks('0000-0001-5109-3700', options));
    expect(error.message).toBe(
      'Reading the works of ORCID record 0000-0001-5109-3700: ORCID has no public record 0000-0001-5109-3700 (404 Not Found). Check the iD under publications.sources in site.json: copy it from your profile on orcid.org.',
    );
    expect([standIn.requests.length, sleeps, error.requestsMade]).toEqual([1, [], 1]);
  });

  it('waits as long as a 429 asks (Retry-After) and then reads the record', async () => {
    const { sleeps, options, standIn } = await serve({ [recordedOrcid]: recordedRecord() });
    standIn.respondAt(1, orcidFaults.tooManyRequests(2));
    const result = await fetchOrcidWorks(recordedOrcid, options);
    expect(sleeps).toEqual([2000]);
    expect([result.publications.length, result.requestsMade]).toEqual([8, 3]);
  });

  it('retries a bulk read that failed with a 500, backing off', async () => {
    const { sleeps, options, standIn } = await serve({ [recordedOrcid]: recordedRecord() });
    standIn.respondAt(2, orcidFaults.serverError());
    const result = await fetchOrcidWorks(recordedOrcid, options);
    expect([sleeps, result.publications.length, result.requestsMade]).toEqual([[1000], 8, 3]);
  });

  it('gives up after four attempts when ORCID keeps answering 500, saying what it answered', async () => {
    const { sleeps, options, standIn } = await serve({ [recordedOrcid]: recordedRecord() });
    for (const request of [1, 2, 3, 4]) standIn.respondAt(request, orcidFaults.serverError());
    const error = await failure(fetchOrcidWorks(recordedOrcid, options));
    expect(error.message).toBe(
      `Reading the works of ORCID record ${recordedOrcid}: ORCID answered 500 (Something went wrong in ORCID.). Gave up after 4 attempts; try again later.`,
    );
    expect([sleeps, standIn.requests.length, error.requestsMade]).toEqual([[1000, 2000, 4000], 4, 4]);
  });

  it('does not wait an hour when a 429 asks for it', async () => {
    const { sleeps, options, standIn } = await serve({ [recordedOrcid]: recordedRecord() });
    standIn.respondAt(1, orcidFaults.tooManyRequests(3600));
    const error = await failure(fetchOrcidWorks(recordedOrcid, options));
    expect(error.message).toContain('asks to wait 3600 s (Retry-After: 3600), longer than the 60 s this command waits. Run it again later.');
    expect(sleeps).toEqual([]);
  });

  it('retries a body cut off mid-way, and gives up on one that stays invalid JSON', async () => {
    const once = await serve({ [recordedOrcid]: recordedRecord() });
    once.standIn.respondAt(1, orcidFaults.truncatedJson());
    expect((await fetchOrcidWorks(recordedOrcid, once.options)).publications).toHaveLength(8);
    await once.standIn.close();

    const always = await serve({ [recordedOrcid]: recordedRecord() });
    for (const request of [1, 2, 3, 4]) always.standIn.respondAt(request, orcidFaults.truncatedJson());
    const error = await failure(fetchOrcidWorks(recordedOrcid, always.options));
    expect(error.message).toBe(
      `Reading the works of ORCID record ${recordedOrcid}: ORCID sent invalid JSON for ${always.standIn.url}/${recordedOrcid}/works. Gave up after 4 attempts; try again later.`,
    );
  });

  it('times a request out that never answers, then retries it', async () => {
    const { options, standIn } = await serve({ [recordedOrcid]: recordedRecord() });
    standIn.respondAt(1, orcidFaults.hang());
    const result = await fetchOrcidWorks(recordedOrcid, { ...options, timeoutMs: 200 });
    expect([result.publications.length, result.requestsMade]).toEqual([8, 3]);
  });
});

describe('preferredSummary', () => {
  it('takes the highest display-index wherever it is listed, and the first on a tie', () => {
    expect(preferredSummary({ 'work-summary': [{ 'put-code': 1, 'display-index': '0' }, { 'put-code': 2, 'display-index': '15' }, { 'put-code': 3, 'display-index': '2' }] })?.['put-code']).toBe(2);
    expect(preferredSummary({ 'work-summary': [{ 'put-code': 4, 'display-index': '1' }, { 'put-code': 5, 'display-index': '1' }] })?.['put-code']).toBe(4);
    expect(preferredSummary({ 'work-summary': [] })).toBeNull();
  });
});
