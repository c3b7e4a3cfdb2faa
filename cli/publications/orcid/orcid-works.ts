import type { Publication } from '../../../schemas/types.generated.ts';
import { isObject } from '../../shared/openalex-request.ts';
import { bareOrcid, orcidChecksumProblem } from '../identifiers.ts';
import { mapOrcidWork, type SkippedOrcidWork } from './orcid-map.ts';
import { OrcidError, createOrcidRequester, errorBodyMessage, type OrcidRequestOptions } from './orcid-request.ts';
import { listOf, putCodeOf, workTitle } from './orcid-fields.ts';
import type { OrcidBulkResponse, OrcidWork, OrcidWorkGroup, OrcidWorkSummary, OrcidWorksResponse } from './orcid-types.ts';

export { OrcidError } from './orcid-request.ts';

/** The most put-codes one bulk read takes (ORCID's `org.orcid.core.works.bulk.read.max`, 100). */
const maxPutCodesPerRead = 100;

export interface OrcidWorks {
  /** In the record's order: newest first, as ORCID sorts its groups. */
  publications: Publication[];
  skipped: SkippedOrcidWork[];
  /** HTTP requests sent, retries included. */
  requestsMade: number;
}

/**
 * The public works of an ORCID record as publications: `GET /{orcid}/works` lists the works grouped by shared
 * identifiers, the preferred version of each group is kept, then `GET /{orcid}/works/{put-code,…}` reads them in
 * full, 100 at a time. Throws OrcidError, with the fix, when the iD is wrong or ORCID cannot answer.
 */
export async function fetchOrcidWorks(orcid: string, options: OrcidRequestOptions): Promise<OrcidWorks> {
  const problem = orcidChecksumProblem(orcid);
  const id = bareOrcid(orcid);
  if (problem !== null || id === null) throw new OrcidError(problem ?? `"${orcid}" is not an ORCID iD.`);
  const requester = createOrcidRequester(options);
  const notFound = () =>
    `ORCID has no public record ${id} (404 Not Found). Check the iD under publications.sources in site.json: copy it from your profile on orcid.org.`;
  const read = async (path: string, check: (body: unknown) => string | null): Promise<unknown> => {
    try {
      return await requester.getJson(path, check, notFound);
    } catch (error) {
      if (error instanceof OrcidError) throw new OrcidError(`Reading the works of ORCID record ${id}: ${error.message}`, requester.requestsMade);
      throw error;
    }
  };

  const summaries = preferredSummaries((await read(`${id}/works`, worksListProblem)) as OrcidWorksResponse);
  const { works, unreadable } = await readFullWorks(summaries.map((summary) => summary.putCode), (putCodes) =>
    read(`${id}/works/${putCodes.join(',')}`, bulkProblem),
  );

  const publications: Publication[] = [];
  const skipped: SkippedOrcidWork[] = [];
  for (const summary of summaries) {
    const work = works.get(summary.putCode);
    if (work === undefined) {
      const reason = `ORCID listed work ${summary.putCode} but did not give its full record${unreadable.get(summary.putCode) ?? ''}`;
      skipped.push({ title: summary.title, reason });
      continue;
    }
    const mapped = mapOrcidWork(work, id);
    if (mapped.kind === 'publication') publications.push(mapped.publication);
    else skipped.push(mapped.skipped);
  }
  return { publications, skipped, requestsMade: requester.requestsMade };
}

interface FullWorks {
  works: Map<number, OrcidWork>;
  /** Put-codes the bulk reads did not return → what ORCID said instead ('' when nothing). */
  unreadable: Map<number, string>;
}

async function readFullWorks(putCodes: readonly number[], readBulk: (putCodes: readonly number[]) => Promise<unknown>): Promise<FullWorks> {
  const works = new Map<number, OrcidWork>();
  const unreadable = new Map<number, string>();
  for (const chunk of chunks(putCodes, maxPutCodesPerRead)) {
    const bulk = (await readBulk(chunk)) as OrcidBulkResponse;
    const errors: string[] = [];
    for (const element of listOf(bulk.bulk)) {
      const putCode = isObject(element.work) ? putCodeOf(element.work['put-code']) : null;
      if (element.work && putCode !== null) works.set(putCode, element.work);
      else if (isObject(element.error)) errors.push(errorBodyMessage(element.error) ?? 'no reason given');
    }
    // ORCID's errors do not say which put-code they are about, so each missing work gets all of them.
    const said = errors.length > 0 ? ` (ORCID said: ${[...new Set(errors)].join('; ')})` : '';
    for (const putCode of chunk) if (!works.has(putCode)) unreadable.set(putCode, said);
  }
  return { works, unreadable };
}

interface PreferredSummary {
  putCode: number;
  title: string | null;
}

/** Each group's preferred version, in the groups' order; a put-code listed twice is read once. */
function preferredSummaries(response: OrcidWorksResponse): PreferredSummary[] {
  const seen = new Set<number>();
  return listOf(response.group).flatMap((group) => {
    const summary = preferredSummary(group);
    const putCode = putCodeOf(summary?.['put-code']);
    if (putCode === null || seen.has(putCode)) return [];
    seen.add(putCode);
    return [{ putCode, title: workTitle(summary?.title) }];
  });
}

/**
 * The version the owner chose to show: the highest `display-index` (ORCID's "preferred"); on a tie, the first
 * listed, as ORCID lists the preferred one first.
 */
export function preferredSummary(group: OrcidWorkGroup): OrcidWorkSummary | null {
  let best: OrcidWorkSummary | null = null;
  for (const summary of listOf(group['work-summary'])) {
    if (putCodeOf(summary['put-code']) === null) continue;
    if (best === null || displayIndex(summary) > displayIndex(best)) best = summary;
  }
  return best;
}

function displayIndex(summary: OrcidWorkSummary): number {
  const index = Number(summary['display-index'] ?? 0);
  return Number.isFinite(index) ? index : 0;
}

function worksListProblem(body: unknown): string | null {
  return isObject(body) && Array.isArray(body.group) ? null : 'ORCID sent a works list without its `group` list';
}

function bulkProblem(body: unknown): string | null {
  return isObject(body) && Array.isArray(body.bulk) ? null : 'ORCID sent a bulk read without its `bulk` list';
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}
