import { afterEach, describe, expect, it } from 'vitest';
import { startOrcidStandIn, type OrcidStandIn } from './orcid-stand-in.ts';
import { generatedRecord, recordedOrcid } from './orcid-records.ts';

let standIn: OrcidStandIn;
afterEach(() => standIn.close());

const asJson = { headers: { accept: 'application/json' } };

describe('ORCID stand-in', () => {
  it('answers a bulk read in put-code order, with an error after the works for each put-code not found', async () => {
    standIn = await startOrcidStandIn({ [recordedOrcid]: generatedRecord(recordedOrcid, 3) });
    const response = await fetch(`${standIn.url}/${recordedOrcid}/works/90000003,12,90000001,`, asJson);
    const body = (await response.json()) as { bulk: Array<{ work?: { 'put-code': number }; error?: { 'error-code': number } }> };
    expect(body.bulk.map((element) => element.work?.['put-code'] ?? element.error?.['error-code'])).toEqual([90000001, 90000003, 9034]);
  });

  it('refuses more than 100 put-codes and a put-code that is no number, as ORCID does', async () => {
    standIn = await startOrcidStandIn({ [recordedOrcid]: generatedRecord(recordedOrcid, 1) });
    const tooMany = Array.from({ length: 101 }, (_, index) => 90000001 + index).join(',');
    const answers = await Promise.all(
      [tooMany, '90000001,,90000002'].map(async (codes) => {
        const response = await fetch(`${standIn.url}/${recordedOrcid}/works/${codes}`, asJson);
        return [response.status, ((await response.json()) as { 'error-code': number })['error-code']];
      }),
    );
    expect(answers).toEqual([[400, 9042], [400, 9006]]);
  });

  it('answers XML to a client that does not ask for JSON, and 404 for an unknown record', async () => {
    standIn = await startOrcidStandIn({ [recordedOrcid]: generatedRecord(recordedOrcid, 1) });
    const xml = await fetch(`${standIn.url}/${recordedOrcid}/works`);
    expect(xml.headers.get('content-type')).toBe('application/vnd.orcid+xml');
    const unknown = await fetch(`${standIn.url}/0000-0001-5109-3700/works`, asJson);
    expect([unknown.status, ((await unknown.json()) as { 'error-code': number })['error-code']]).toEqual([404, 9016]);
  });
});
