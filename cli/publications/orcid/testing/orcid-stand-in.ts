import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OrcidWork, OrcidWorksResponse } from '../orcid-types.ts';

/**
 * A local ORCID public API v3.0 for tests: a real HTTP server on 127.0.0.1 answering GET /v3.0/{orcid}/works
 * (the grouped summaries, served as recorded) and GET /v3.0/{orcid}/works/{put-code,…} (the bulk read, as ORCID
 * answers it: at most 100 put-codes, the works in put-code order, an error in place of each one not found),
 * with ORCID's error bodies, an XML answer to a client that does not ask for JSON, and scripted faults.
 */
export interface OrcidStandInRecord {
  /** The `/works` body. */
  list: OrcidWorksResponse;
  /** Every work in full, by its put-code. */
  works: readonly OrcidWork[];
}

export interface OrcidStandIn {
  /** e.g. http://127.0.0.1:43121/v3.0 */
  readonly url: string;
  readonly requests: ReadonlyArray<{ path: string; accept: string | null }>;
  /** Answers request number `requestNumber` (1-based) with `fault` instead. */
  respondAt(requestNumber: number, fault: OrcidFault): void;
  close(): Promise<void>;
}

export type OrcidFault = { kind: 'respond'; status: number; headers: Record<string, string>; body: string } | { kind: 'hang' };

const json = { 'content-type': 'application/json;charset=UTF-8' };
const moreInfo = 'https://members.orcid.org/api/resources/troubleshooting';

export const orcidFaults = {
  tooManyRequests: (retryAfterSeconds: number): OrcidFault => ({
    kind: 'respond',
    status: 429,
    headers: { ...json, 'retry-after': String(retryAfterSeconds) },
    body: JSON.stringify({ 'response-code': 429, 'developer-message': 'Too Many Requests', 'user-message': 'Too many requests, slow down.' }),
  }),
  serverError: (): OrcidFault => ({
    kind: 'respond',
    status: 500,
    headers: json,
    body: JSON.stringify(errorBody(500, 9008, '500 Internal Server Error: an unexpected error', 'Something went wrong in ORCID.')),
  }),
  /** A 200 whose JSON is cut off mid-way. */
  truncatedJson: (): OrcidFault => ({ kind: 'respond', status: 200, headers: json, body: '{"last-modified-date":{"value":17094240' }),
  hang: (): OrcidFault => ({ kind: 'hang' }),
};

/** The most put-codes one bulk read accepts (ORCID's `org.orcid.core.works.bulk.read.max`). */
const maxBulkPutCodes = 100;

export async function startOrcidStandIn(records: Readonly<Record<string, OrcidStandInRecord>>): Promise<OrcidStandIn> {
  const requests: Array<{ path: string; accept: string | null }> = [];
  const scripted = new Map<number, OrcidFault>();

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    requests.push({ path, accept: request.headers.accept ?? null });
    const fault = scripted.get(requests.length);
    if (fault?.kind === 'hang') return;
    if (fault?.kind === 'respond') {
      response.writeHead(fault.status, fault.headers).end(fault.body);
      return;
    }
    const route = /^\/v3\.0\/([^/]+)\/works(?:\/([^/]*))?$/.exec(path);
    const record = route?.[1] === undefined ? undefined : records[route[1]];
    if (request.method !== 'GET' || route === null || record === undefined) {
      send(response, 404, errorBody(404, 9016, '404 Not Found: The resource was not found.', 'The resource was not found.'));
      return;
    }
    if (!(request.headers.accept ?? '').includes('json')) {
      response.writeHead(200, { 'content-type': 'application/vnd.orcid+xml' }).end('<?xml version="1.0"?><activities:works/>');
      return;
    }
    const codes = route[2];
    if (codes === undefined) send(response, 200, record.list);
    else {
      const answer = bulkRead(record.works, decodeURIComponent(codes));
      send(response, answer.status, answer.body);
    }
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v3.0`,
    requests,
    respondAt(requestNumber, fault) {
      scripted.set(requestNumber, fault);
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

function bulkRead(works: readonly OrcidWork[], rawCodes: string): { status: number; body: unknown } {
  // Java's split(","): trailing empty parts are dropped, inner ones fail to parse.
  const parts = rawCodes.replace(/,+$/, '').split(',');
  if (parts.length > maxBulkPutCodes) {
    const message = `400 Bad Request: The maximum number of put codes allowed is ${maxBulkPutCodes}`;
    return { status: 400, body: errorBody(400, 9042, message, 'Too many put codes.') };
  }
  const bad = parts.find((part) => !/^\d+$/.test(part));
  if (bad !== undefined) {
    return { status: 400, body: errorBody(400, 9006, `400 Bad Request: Invalid put code: ${bad}`, 'The put code is invalid.') };
  }
  const wanted = parts.map(Number);
  const found = works.filter((work) => wanted.includes(work['put-code'] ?? -1)).sort((a, b) => (a['put-code'] ?? 0) - (b['put-code'] ?? 0));
  const foundCodes = new Set(found.map((work) => work['put-code']));
  const missing = wanted.filter((putCode) => !foundCodes.has(putCode));
  return {
    status: 200,
    body: {
      bulk: [
        ...found.map((work) => ({ work })),
        ...missing.map((putCode) => ({
          error: errorBody(404, 9034, `404 Not Found: No entity found with put code ${putCode}`, 'The item was not found.'),
        })),
      ],
    },
  };
}

function errorBody(status: number, code: number, developerMessage: string, userMessage: string): Record<string, unknown> {
  return { 'response-code': status, 'developer-message': developerMessage, 'user-message': userMessage, 'error-code': code, 'more-info': moreInfo };
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, json).end(JSON.stringify(body));
}
