import { afterEach, describe, expect, it } from 'vitest';
import { OpenAlexError, backoffDelayMs, createOpenAlexClient, parseRetryAfter } from './openalex-client.ts';
import type { OpenAlexClientOptions } from './openalex-client.ts';
import { selectedWorkFields } from './openalex-types.ts';
import { faults, generateWorks, startOpenAlexStandIn } from './testing/openalex-stand-in.ts';
import type { OpenAlexStandIn } from './testing/openalex-stand-in.ts';

const owner = { authorId: 'A5000000001' };
const filter = 'author.id:A5000000001';
let standIn: OpenAlexStandIn | undefined;

afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
});

async function start(workCount: number, apiKey?: string): Promise<OpenAlexStandIn> {
  standIn = await startOpenAlexStandIn({ works: generateWorks(workCount, owner), ...(apiKey === undefined ? {} : { apiKey }) });
  return standIn;
}

/** A client on the stand-in whose sleeps are recorded, not waited. */
function clientFor(server: OpenAlexStandIn, overrides: Partial<OpenAlexClientOptions> = {}) {
  const sleeps: number[] = [];
  const client = createOpenAlexClient({
    apiUrl: server.url,
    apiKey: null,
    fetch: globalThis.fetch,
    sleep: async (milliseconds) => {
      sleeps.push(milliseconds);
    },
    now: () => new Date('2026-03-01T12:00:00Z'),
    ...overrides,
  });
  return { client, sleeps };
}

async function failureOf(promise: Promise<unknown>): Promise<OpenAlexError> {
  const error: unknown = await promise.then(
    () => new Error('expected a failure'),
    (reason: unknown) => reason,
  );
  if (!(error instanceof OpenAlexError)) throw error;
  return error;
}

describe('cursor paging', () => {
  it.each([
    [0, 1],
    [1, 1],
    [199, 1],
    [200, 2],
    [450, 3],
    [1000, 6],
  ])('%i works cost %i requests (ceil(N/200), +1 when N is a multiple of 200)', async (count, requests) => {
    const server = await start(count);
    const { client, sleeps } = clientFor(server);
    const works = await client.listWorks(filter);
    expect(works).toHaveLength(count);
    expect(new Set(works.map((work) => work.id)).size).toBe(count);
    expect(client.requestsMade).toBe(requests);
    expect(server.requests).toHaveLength(requests);
    expect(sleeps).toEqual([]);
  });

  it('asks for 200 per page, the selected fields only, and follows next_cursor from *', async () => {
    const server = await start(250);
    await clientFor(server).client.listWorks(filter);
    const [first, second] = server.requests;
    expect(first?.path).toBe('/works');
    expect(first?.query.get('filter')).toBe(filter);
    expect(first?.query.get('per_page')).toBe('200');
    expect(first?.query.get('cursor')).toBe('*');
    expect(first?.query.get('select')?.split(',')).toEqual([...selectedWorkFields]);
    expect(second?.query.get('cursor')).not.toBe('*');
    expect(first?.query.has('api_key')).toBe(false);
  });

  it('sends api_key only when a key is set', async () => {
    const server = await start(3, 'secret-key');
    const works = await clientFor(server, { apiKey: 'secret-key' }).client.listWorks(filter);
    expect(works).toHaveLength(3);
    expect(server.requests[0]?.query.get('api_key')).toBe('secret-key');
  });

  it('accepts an API address with a path and a trailing slash', async () => {
    const server = await start(2);
    const works = await clientFor(server, { apiUrl: `${server.url}/` }).client.listWorks(filter);
    expect(works).toHaveLength(2);
  });
});

describe('retries', () => {
  it('retries a 500 after 1 s, then succeeds', async () => {
    const server = await start(5);
    server.respondAt(1, faults.serverError());
    const { client, sleeps } = clientFor(server);
    expect(await client.listWorks(filter)).toHaveLength(5);
    expect(sleeps).toEqual([1000]);
    expect(client.requestsMade).toBe(2);
  });

  it('honours Retry-After on a 429 (per-second limit) and on a 503', async () => {
    const server = await start(5);
    server.respondAt(1, faults.rateLimited(1));
    server.respondAt(2, faults.serviceUnavailable(7));
    const { client, sleeps } = clientFor(server);
    expect(await client.listWorks(filter)).toHaveLength(5);
    expect(sleeps).toEqual([1000, 7000]);
  });

  it('gives up after 4 attempts with backoff 1 s, 2 s, 4 s', async () => {
    const server = await start(5);
    for (const request of [1, 2, 3, 4]) server.respondAt(request, faults.gatewayTimeout());
    const { client, sleeps } = clientFor(server);
    const error = await failureOf(client.listWorks(filter));
    expect(error.message).toMatch(/504 \(Gateway timeout\).*Gave up after 4 attempts/);
    expect(error.message).toContain(`filter ${filter} (page 1)`);
    expect(sleeps).toEqual([1000, 2000, 4000]);
    expect(server.requests).toHaveLength(4);
  });

  it('doubles the backoff up to 30 s', async () => {
    const server = await start(1);
    for (let request = 1; request <= 8; request += 1) server.respondAt(request, faults.serverError());
    const { client, sleeps } = clientFor(server, { maxAttempts: 9 });
    expect(await client.listWorks(filter)).toHaveLength(1);
    expect(sleeps).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    expect([1, 2, 6, 7, 20].map(backoffDelayMs)).toEqual([1000, 2000, 30000, 30000, 30000]);
  });

  it('retries a malformed JSON body like a 5xx, on a later page too', async () => {
    const server = await start(300);
    server.respondAt(2, faults.malformedJson());
    const { client, sleeps } = clientFor(server);
    expect(await client.listWorks(filter)).toHaveLength(300);
    expect(sleeps).toEqual([1000]);
    expect(server.requests.map((request) => request.query.get('cursor') === '*')).toEqual([true, false, false]);
  });

  it('times a hung request out and retries it', async () => {
    const server = await start(5);
    server.respondAt(1, faults.hang());
    const { client, sleeps } = clientFor(server, { timeoutMs: 150 });
    const started = performance.now();
    expect(await client.listWorks(filter)).toHaveLength(5);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(sleeps).toEqual([1000]);
    expect(server.requests).toHaveLength(2);
  });

  it('retries network errors, then names the address it could not reach', async () => {
    const server = await start(0);
    const { url } = server;
    await server.close();
    standIn = undefined;
    const sleeps: number[] = [];
    const client = createOpenAlexClient({ apiUrl: url, apiKey: null, fetch: globalThis.fetch, sleep: async (ms) => void sleeps.push(ms), now: () => new Date() });
    const error = await failureOf(client.listWorks(filter));
    expect(error.message).toContain(`Could not reach OpenAlex at ${url} (ECONNREFUSED)`);
    expect(sleeps).toEqual([1000, 2000, 4000]);
    expect(client.requestsMade).toBe(4);
  });
});

describe('failing at once', () => {
  it.each([
    ['a daily-budget 429 (Retry-After: 30000)', faults.dailyBudgetSpent(), /asks to wait 8 h 20 min \(Retry-After: 30000\).*OPENALEX_API_KEY/],
    ['a 429 asking for 61 s, just over what the import waits', faults.dailyBudgetSpent(61), /asks to wait 1 min 1 s \(Retry-After: 61\), longer than the 60 s/],
    ['a 429 asking for 3,601 s', faults.dailyBudgetSpent(3601), /asks to wait 1 h 1 s \(Retry-After: 3601\)/],
    ['a 429 "Plan upgrade required" without Retry-After', faults.planUpgradeRequired(), /Plan upgrade required: This sort requires a paid plan.*retrying cannot help/],
    ['a 403 (old servers: bad parameter), not a rate limit', faults.forbiddenBadParameter('foo is not a valid field.'), /rejected the request \(403 Invalid query parameters error\.: foo is not a valid field\.\)/],
  ])('on %s', async (_what, fault, message) => {
    const server = await start(5);
    server.respondAt(1, fault);
    const { client, sleeps } = clientFor(server);
    const error = await failureOf(client.listWorks(filter));
    expect(error.message).toMatch(message);
    expect(server.requests).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('on a 400 for a bad filter, with the API message', async () => {
    const server = await start(5);
    const { client } = clientFor(server);
    const error = await failureOf(client.listWorks('institution.idd:I1'));
    expect(error.message).toContain('rejected the request (400 Invalid query parameters error.: institution.idd is not a valid field.');
    expect(server.requests).toHaveLength(1);
  });

  it('on a 401, pointing at OPENALEX_API_KEY without showing the key', async () => {
    const server = await start(5, 'right-key');
    const { client } = clientFor(server, { apiKey: 'wrong-key' });
    const error = await failureOf(client.listWorks(filter));
    expect(error.message).toMatch(/401 Invalid or missing API key: API key not found.*Check OPENALEX_API_KEY/);
    expect(error.message).not.toContain('wrong-key');
    expect(server.requests).toHaveLength(1);
  });

  it('on a 404, without parsing its HTML body, and hides the key in the URL it shows', async () => {
    const server = await start(5);
    const { client } = clientFor(server, { apiUrl: `${server.url}/v2`, apiKey: 'secret-key' });
    const error = await failureOf(client.listWorks(filter));
    expect(error.message).toMatch(/404 Not Found for http:\/\/127\.0\.0\.1:\d+\/v2\/works\?.*api_key=\*\*\*.*Check --api-url/);
    expect(error.message).not.toMatch(/secret-key|doctype|<h1>/i);
    expect(server.requests).toHaveLength(1);
  });
});

describe('parseRetryAfter', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  it.each([
    [null, null],
    ['1', 1000],
    [' 60 ', 60000],
    ['Sun, 01 Mar 2026 12:00:30 GMT', 30000],
    ['Sun, 01 Mar 2026 11:00:00 GMT', 0],
    ['soon', null],
  ])('%j → %j ms', (value, milliseconds) => {
    expect(parseRetryAfter(value, now)).toBe(milliseconds);
  });
});
