import { OpenAlexError, createOpenAlexRequester, isObject } from '../shared/openalex-request.ts';
import type { OpenAlexRequestOptions } from '../shared/openalex-request.ts';
import type { AuthorQuery } from './author-query.ts';
import type { AuthorCandidate, OpenAlexAuthor } from './author-candidate.ts';
import { selectedAuthorFields, toCandidate } from './author-candidate.ts';

const maxCandidates = 10;

export type Lookup = { ok: true; candidates: AuthorCandidate[]; requestsMade: number } | { ok: false; message: string; requestsMade: number };

function listProblem(body: unknown): string | null {
  const results = isObject(body) ? body.results : undefined;
  return Array.isArray(results) ? null : 'OpenAlex sent a body without a `results` list of authors';
}

function authorProblem(body: unknown): string | null {
  return isObject(body) && typeof body.id === 'string' ? null : 'OpenAlex sent a body that is no author record';
}

/**
 * The authors a query names: up to 10 for a name search (OpenAlex's relevance order), at most one for an
 * ORCID or an OpenAlex id (`GET /authors/A…`, `GET /authors/orcid:…`; a 404 means none).
 */
export async function findAuthors(query: AuthorQuery, options: OpenAlexRequestOptions, topicCount?: number): Promise<Lookup> {
  const requester = createOpenAlexRequester(options);
  const select = selectedAuthorFields.join(',');
  let records: OpenAlexAuthor[];
  try {
    if (query.kind === 'name') {
      const body = await requester.getJson('authors', { search: query.name, per_page: String(maxCandidates), select }, { check: listProblem });
      records = (body as { results: unknown[] }).results.filter(isObject) as OpenAlexAuthor[];
    } else {
      const path = query.kind === 'orcid' ? `authors/orcid:${query.orcid}` : `authors/${query.id}`;
      const body = await requester.getJson(path, { select }, { check: authorProblem, allowNotFound: true });
      records = body === null ? [] : [body as OpenAlexAuthor];
    }
  } catch (error) {
    if (error instanceof OpenAlexError) return { ok: false, message: `Looking up ${describe(query)}: ${error.message}`, requestsMade: requester.requestsMade };
    throw error;
  }
  const candidates = records
    .map((record) => toCandidate(record, topicCount))
    .filter((candidate): candidate is AuthorCandidate => candidate !== null)
    .slice(0, maxCandidates);
  return { ok: true, candidates, requestsMade: requester.requestsMade };
}

function describe(query: AuthorQuery): string {
  if (query.kind === 'name') return `authors named "${query.name}"`;
  if (query.kind === 'orcid') return `the author with ORCID ${query.orcid}`;
  return `the author ${query.id}`;
}

/** What to say when a lookup found no one, and what to try next. */
export function noneFoundMessage(query: AuthorQuery): string {
  if (query.kind === 'name') {
    return `OpenAlex has no author named "${query.name}". Try another spelling, fewer words (family name only), or the ORCID iD.`;
  }
  if (query.kind === 'orcid') {
    return `OpenAlex has no author with ORCID ${query.orcid} (it may not have linked it yet). Search by name instead: portfolio find-author "<your name>".`;
  }
  return `OpenAlex has no author ${query.id}. Check the id on https://openalex.org, or search by name: portfolio find-author "<your name>".`;
}
