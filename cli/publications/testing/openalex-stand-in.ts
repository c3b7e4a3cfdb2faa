import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bareOrcid, shortAuthorId } from '../identifiers.ts';
import type { OpenAlexWork } from '../openalex-types.ts';
import { answerAuthors } from './stand-in-authors.ts';
import type { StandInAuthor } from './stand-in-authors.ts';

/**
 * A local OpenAlex for tests and the benchmark: a real HTTP server on 127.0.0.1 answering
 * GET /works the way /work/shared/CONTRACTS.md describes (cursor paging, select and filter
 * checks, its error bodies), GET /authors (stand-in-authors.ts), plus scripted faults. It counts every request.
 */
export interface OpenAlexStandIn {
  /** e.g. http://127.0.0.1:43121 */
  readonly url: string;
  /** Every request received, in order. */
  readonly requests: ReadonlyArray<{ path: string; query: URLSearchParams }>;
  /** Answers request number `requestNumber` (1-based, counted since start) with `fault` instead. */
  respondAt(requestNumber: number, fault: Fault): void;
  /** Connections still open: a client that was ended has closed its own. */
  openConnections(): Promise<number>;
  close(): Promise<void>;
}

export interface StandInOptions {
  works: readonly OpenAlexWork[];
  /** Served at /authors (search, by id, by ORCID): see stand-in-authors.ts. */
  authors?: readonly StandInAuthor[];
  /** When set, requests must carry it as api_key= or get a 401. */
  apiKey?: string;
}

export type Fault =
  | { kind: 'respond'; status: number; headers: Record<string, string>; body: string }
  /** Accept the request and never answer. */
  | { kind: 'hang' };

const json = { 'content-type': 'application/json' };

export const faults = {
  rateLimited: (retryAfterSeconds: number): Fault => ({
    kind: 'respond',
    status: 429,
    headers: { ...json, 'retry-after': String(retryAfterSeconds) },
    body: JSON.stringify({ error: 'Rate limit exceeded', message: 'Too many requests per second.', retryAfter: retryAfterSeconds }),
  }),
  /** The daily budget: Retry-After counts the seconds to midnight UTC. */
  dailyBudgetSpent: (retryAfterSeconds = 30_000): Fault => ({
    kind: 'respond',
    status: 429,
    headers: { ...json, 'retry-after': String(retryAfterSeconds) },
    body: JSON.stringify({ error: 'Rate limit exceeded', message: 'Daily request budget exceeded.', retryAfter: retryAfterSeconds }),
  }),
  planUpgradeRequired: (): Fault => ({
    kind: 'respond',
    status: 429,
    headers: json,
    body: JSON.stringify({ error: 'Plan upgrade required', message: 'This sort requires a paid plan.' }),
  }),
  serverError: (): Fault => ({ kind: 'respond', status: 500, headers: json, body: JSON.stringify({ error: 'Internal server error' }) }),
  serviceUnavailable: (retryAfterSeconds: number): Fault => ({
    kind: 'respond',
    status: 503,
    headers: { ...json, 'retry-after': String(retryAfterSeconds) },
    body: JSON.stringify({ error: 'Service unavailable' }),
  }),
  gatewayTimeout: (): Fault => ({
    kind: 'respond',
    status: 504,
    headers: json,
    body: JSON.stringify({ error: 'Gateway timeout', reason: 'query_timeout' }),
  }),
  /** A 200 whose JSON is cut off mid-way. */
  malformedJson: (): Fault => ({ kind: 'respond', status: 200, headers: json, body: '{"meta": {"count": 3, "next_cursor": nu' }),
  /** Older servers answered bad parameters with 403. */
  forbiddenBadParameter: (message: string): Fault => ({
    kind: 'respond',
    status: 403,
    headers: json,
    body: JSON.stringify({ error: 'Invalid query parameters error.', message }),
  }),
  hang: (): Fault => ({ kind: 'hang' }),
};

/** The 2026 Work's top-level fields: anything else in `select` is answered with a 400. */
const validSelectFields = new Set([
  'id', 'doi', 'title', 'display_name', 'relevance_score', 'publication_year', 'publication_date', 'ids', 'language',
  'primary_location', 'type', 'indexed_in', 'open_access', 'authorships', 'institutions', 'countries_distinct_count',
  'institutions_distinct_count', 'corresponding_author_ids', 'corresponding_institution_ids', 'apc_list', 'apc_paid',
  'fwci', 'is_authors_truncated', 'has_fulltext', 'cited_by_count', 'citation_normalized_percentile',
  'cited_by_percentile_year', 'biblio', 'is_retracted', 'is_paratext', 'is_xpac', 'primary_topic', 'topics', 'keywords',
  'concepts', 'mesh', 'locations_count', 'locations', 'best_oa_location', 'sustainable_development_goals', 'awards',
  'funders', 'has_content', 'content_urls', 'referenced_works_count', 'referenced_works', 'related_works',
  'abstract_inverted_index', 'counts_by_year', 'updated_date', 'created_date',
]);

const maxFilterValues = 100;

class BadRequest extends Error {
  constructor(
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

export async function startOpenAlexStandIn(options: StandInOptions): Promise<OpenAlexStandIn> {
  const requests: Array<{ path: string; query: URLSearchParams }> = [];
  const scripted = new Map<number, Fault>();

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push({ path: url.pathname, query: url.searchParams });
    const fault = scripted.get(requests.length);
    if (fault?.kind === 'hang') return;
    if (fault?.kind === 'respond') {
      response.writeHead(fault.status, fault.headers).end(fault.body);
      return;
    }
    const authors = request.method === 'GET' ? answerAuthors(options.authors ?? [], url.pathname, url.searchParams) : null;
    if (authors === null && (request.method !== 'GET' || url.pathname !== '/works')) {
      notFound(response);
      return;
    }
    if (options.apiKey !== undefined && url.searchParams.get('api_key') !== options.apiKey) {
      sendJson(response, 401, { error: 'Invalid or missing API key', message: 'API key not found' });
      return;
    }
    if (authors !== null) {
      if (authors.status === 404) notFound(response);
      else sendJson(response, authors.status, authors.body);
      return;
    }
    try {
      sendJson(response, 200, worksPage(options.works, url.searchParams), { 'x-ratelimit-limit': '100000', 'x-ratelimit-remaining': '99999' });
    } catch (error) {
      if (!(error instanceof BadRequest)) throw error;
      sendJson(response, 400, { error: error.error, message: error.message });
    }
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    respondAt(requestNumber, fault) {
      scripted.set(requestNumber, fault);
    },
    openConnections() {
      return new Promise((resolve, reject) => server.getConnections((error, count) => (error ? reject(error) : resolve(count))));
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

function notFound(response: ServerResponse): void {
  response.writeHead(404, { 'content-type': 'text/html' }).end('<!doctype html><title>404</title><h1>Not Found</h1>');
}

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { ...json, ...headers }).end(JSON.stringify(body));
}

function worksPage(works: readonly OpenAlexWork[], query: URLSearchParams): unknown {
  const invalid = (message: string) => new BadRequest('Invalid query parameters error.', message);
  const perPageText = query.get('per_page') ?? query.get('per-page') ?? '25';
  const perPage = Number(perPageText);
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > 200) throw invalid('per-page parameter must be between 1 and 200.');
  const cursor = query.get('cursor');
  if (cursor !== null && query.has('page')) throw new BadRequest('Pagination error.', 'Cannot use page parameter with cursor parameter.');
  const offset = cursor === null || cursor === '*' ? 0 : decodeCursor(cursor);

  const select = query.get('select');
  const fields = select === null ? null : select.split(',').map((field) => field.trim());
  for (const field of fields ?? []) {
    if (!validSelectFields.has(field)) {
      throw invalid(`${field} is not a valid select field. Valid fields for select are: ${[...validSelectFields].join(', ')}.`);
    }
  }

  const matches = parseFilter(query.get('filter'));
  const matched = works.filter((work) => matches.every((match) => match(work)));
  const page = matched.slice(offset, offset + perPage);
  return {
    meta: {
      count: matched.length,
      db_response_time_ms: 1,
      page: null,
      per_page: perPage,
      // Null as soon as a page is short; a full last page is followed by one empty page.
      next_cursor: cursor === null || page.length < perPage ? null : encodeCursor(offset + perPage),
      groups_count: null,
      cost_usd: 0.0001,
    },
    results: fields === null ? page : page.map((work) => project(work, fields)),
    group_by: [],
  };
}

function parseFilter(filter: string | null): Array<(work: OpenAlexWork) => boolean> {
  if (filter === null) return [];
  return filter.split(',').map((part) => {
    const colon = part.indexOf(':');
    const key = colon === -1 ? part : part.slice(0, colon);
    const values = colon === -1 ? [] : part.slice(colon + 1).split('|').filter((value) => value !== '');
    if (!['author.id', 'authorships.author.id', 'authorships.author.orcid'].includes(key)) {
      throw new BadRequest('Invalid query parameters error.', `${key} is not a valid field. Valid fields are underscore or hyphenated versions of: author.id, authorships.author.id, authorships.author.orcid, ...`);
    }
    if (values.length === 0) throw new BadRequest('Invalid query parameters error.', `Value for param ${key} must not be empty.`);
    if (values.length > maxFilterValues) {
      throw new BadRequest('Invalid query parameters error.', `Maximum number of values exceeded for ${key}. Decrease values to ${maxFilterValues} or below.`);
    }
    if (key === 'authorships.author.orcid') {
      const orcids = new Set(values.map((value) => bareOrcid(value) ?? value));
      return (work) => (work.authorships ?? []).some((authorship) => orcids.has(bareOrcid(authorship.author?.orcid) ?? ''));
    }
    const ids = new Set(values.map((value) => shortAuthorId(value) ?? value));
    return (work) => (work.authorships ?? []).some((authorship) => ids.has(shortAuthorId(authorship.author?.id) ?? ''));
  });
}

function project(work: OpenAlexWork, fields: readonly string[]): Record<string, unknown> {
  const projected: Record<string, unknown> = {};
  for (const field of fields) if (field in work) projected[field] = (work as Record<string, unknown>)[field];
  return projected;
}

function encodeCursor(offset: number): string {
  return Buffer.from(JSON.stringify({ offset })).toString('base64url');
}

function decodeCursor(cursor: string): number {
  try {
    const { offset } = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { offset?: unknown };
    if (typeof offset === 'number' && Number.isInteger(offset) && offset >= 0) return offset;
  } catch {
    // Falls through to the API's answer for a cursor it did not issue.
  }
  throw new BadRequest('Pagination error.', 'Invalid cursor value.');
}

/** A Work as the 2026 API shapes it, for paging tests and the benchmark. */
export function generateWorks(count: number, owner: { authorId: string; orcid?: string }): OpenAlexWork[] {
  const words = 'shoreline evolution under storm waves measured with video monitoring and modelled by a one-line model of longshore sediment transport'.split(' ');
  return Array.from({ length: count }, (_, index) => {
    const number = index + 1;
    const year = 2000 + (index % 25);
    const abstract: Record<string, number[]> = {};
    for (let position = 0; position < 60; position += 1) {
      const word = words[(position + index) % words.length] as string;
      (abstract[word] ??= []).push(position);
    }
    return {
      id: `https://openalex.org/W${4_000_000_000 + number}`,
      doi: `https://doi.org/10.5555/generated.${number}`,
      title: `Generated study ${number} of shoreline change`,
      publication_year: year,
      publication_date: `${year}-${String((index % 12) + 1).padStart(2, '0')}-15`,
      type: 'article',
      primary_location: {
        landing_page_url: `https://example.org/articles/${number}`,
        raw_type: 'journal-article',
        source: { display_name: 'Coastal Engineering', type: 'journal' },
      },
      open_access: { is_oa: index % 3 === 0, oa_url: index % 3 === 0 ? `https://example.org/articles/${number}.pdf` : null },
      authorships: [
        { author: { id: `https://openalex.org/A${5_100_000_000 + number}`, display_name: `Co-author ${number}`, orcid: null }, raw_author_name: `Co-author ${number}` },
        {
          author: {
            id: `https://openalex.org/${owner.authorId}`,
            display_name: 'Élodie Marchand',
            orcid: owner.orcid === undefined ? null : `https://orcid.org/${owner.orcid}`,
          },
          raw_author_name: 'E. Marchand',
        },
      ],
      is_authors_truncated: false,
      cited_by_count: index % 50,
      is_retracted: false,
      is_paratext: false,
      abstract_inverted_index: abstract,
      biblio: { volume: String(year - 1980), issue: String((index % 4) + 1), first_page: String(100 + (index % 900)), last_page: String(112 + (index % 900)) },
      best_oa_location: index % 3 === 0 ? { pdf_url: `https://example.org/articles/${number}.pdf` } : null,
      language: index % 10 === 9 ? 'fr' : 'en',
      keywords: [
        { display_name: 'Shoreline change', score: 0.71 },
        { display_name: 'Video monitoring', score: 0.52 },
        { display_name: words[index % words.length] as string, score: 0.33 },
      ],
    };
  });
}
