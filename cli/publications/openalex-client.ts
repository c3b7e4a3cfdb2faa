import type { OpenAlexWork } from './openalex-types.ts';
import { selectedWorkFields } from './openalex-types.ts';

export interface OpenAlexClientOptions {
  /** e.g. https://api.openalex.org */
  apiUrl: string;
  /** Sent as `api_key=` only when set. */
  apiKey: string | null;
  fetch: typeof globalThis.fetch;
  sleep: (milliseconds: number) => Promise<void>;
  /** Reads an HTTP-date `Retry-After` against the current time. */
  now: () => Date;
  /** Per request, body included. Default 30 s. */
  timeoutMs?: number;
  /** First try plus retries. Default 4 (3 retries). */
  maxAttempts?: number;
}

export interface OpenAlexClient {
  /** Every work matching `filter`, walking the cursor pages to the end. */
  listWorks(filter: string): Promise<OpenAlexWork[]>;
  /** HTTP requests sent so far, retries included. */
  readonly requestsMade: number;
}

/** Any failure to get the works; the message says what happened and what to do. */
export class OpenAlexError extends Error {
  override name = 'OpenAlexError';
}

export const perPage = 200;
export const defaultTimeoutMs = 30_000;
export const defaultMaxAttempts = 4;
const firstBackoffMs = 1_000;
const maxBackoffMs = 30_000;
/** A longer Retry-After means the daily budget is spent (it counts hours to midnight UTC): waiting is pointless. */
const maxRetryAfterMs = 60_000;

interface WorksPage {
  results: OpenAlexWork[];
  nextCursor: string | null;
}

type Outcome =
  | { kind: 'page'; page: WorksPage }
  | { kind: 'retry'; reason: string; retryAfterMs: number | null }
  | { kind: 'fail'; message: string };

/** Backoff before retry number `retry` (1-based): 1 s, 2 s, 4 s … at most 30 s. */
export function backoffDelayMs(retry: number): number {
  return Math.min(firstBackoffMs * 2 ** (retry - 1), maxBackoffMs);
}

export function createOpenAlexClient(options: OpenAlexClientOptions): OpenAlexClient {
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  const maxAttempts = options.maxAttempts ?? defaultMaxAttempts;
  let requestsMade = 0;

  async function getPage(url: URL): Promise<WorksPage> {
    for (let attempt = 1; ; attempt += 1) {
      requestsMade += 1;
      const outcome = await requestOnce(url);
      if (outcome.kind === 'page') return outcome.page;
      if (outcome.kind === 'fail') throw new OpenAlexError(outcome.message);
      if (attempt >= maxAttempts) {
        throw new OpenAlexError(`${outcome.reason}. Gave up after ${attempt} attempts; try again later.`);
      }
      await options.sleep(outcome.retryAfterMs ?? backoffDelayMs(attempt));
    }
  }

  async function requestOnce(url: URL): Promise<Outcome> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await options.fetch(url, { signal: controller.signal, headers: { accept: 'application/json' } });
      const body = await response.text();
      return classify(response, body, redact(url), options);
    } catch (error) {
      if (controller.signal.aborted) {
        return { kind: 'retry', reason: `OpenAlex did not answer within ${timeoutMs / 1000} s`, retryAfterMs: null };
      }
      return { kind: 'retry', reason: `Could not reach OpenAlex at ${options.apiUrl} (${describeNetworkError(error)})`, retryAfterMs: null };
    } finally {
      clearTimeout(timer);
    }
  }

  function pageUrl(filter: string, cursor: string): URL {
    const base = options.apiUrl.endsWith('/') ? options.apiUrl : `${options.apiUrl}/`;
    const url = new URL('works', base);
    url.searchParams.set('filter', filter);
    url.searchParams.set('per_page', String(perPage));
    url.searchParams.set('cursor', cursor);
    url.searchParams.set('select', selectedWorkFields.join(','));
    if (options.apiKey) url.searchParams.set('api_key', options.apiKey);
    return url;
  }

  return {
    async listWorks(filter: string): Promise<OpenAlexWork[]> {
      const works: OpenAlexWork[] = [];
      let cursor = '*';
      for (let pageNumber = 1; ; pageNumber += 1) {
        let page: WorksPage;
        try {
          page = await getPage(pageUrl(filter, cursor));
        } catch (error) {
          if (error instanceof OpenAlexError) {
            throw new OpenAlexError(`Fetching works with filter ${filter} (page ${pageNumber}): ${error.message}`);
          }
          throw error;
        }
        works.push(...page.results);
        if (page.results.length === 0 || page.nextCursor === null) return works;
        cursor = page.nextCursor;
      }
    },
    get requestsMade() {
      return requestsMade;
    },
  };
}

function classify(response: Response, body: string, url: string, options: OpenAlexClientOptions): Outcome {
  const { status } = response;
  if (status >= 200 && status < 300) return parsePage(body);
  if (status === 404) {
    // 404 bodies are HTML pages: never parsed.
    return { kind: 'fail', message: `OpenAlex answered 404 Not Found for ${url}. Check --api-url or OPENALEX_API_URL.` };
  }
  const apiError = parseApiError(body);
  const said = apiError ? `${apiError.error}${apiError.message ? `: ${apiError.message}` : ''}` : response.statusText;
  if (status === 429 || status >= 500) {
    if (status === 429 && /plan upgrade/i.test(apiError?.error ?? '')) {
      return { kind: 'fail', message: `OpenAlex refused the request (429 ${said}): it needs a paid plan, so retrying cannot help.` };
    }
    const retryAfter = response.headers.get('retry-after');
    const retryAfterMs = parseRetryAfter(retryAfter, options.now());
    if (retryAfterMs !== null && retryAfterMs > maxRetryAfterMs) {
      return { kind: 'fail', message: budgetSpentMessage(status, said, retryAfter ?? '', retryAfterMs, options.apiKey !== null) };
    }
    return { kind: 'retry', reason: `OpenAlex answered ${status} (${said})`, retryAfterMs };
  }
  if (status === 401) {
    return { kind: 'fail', message: `OpenAlex rejected the API key (401 ${said}). Check OPENALEX_API_KEY, or unset it to use the keyless budget.` };
  }
  // 400, and 403 which older servers used for bad parameters: a bad request, not a rate limit.
  return { kind: 'fail', message: `OpenAlex rejected the request (${status} ${said}).` };
}

function parsePage(body: string): Outcome {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { kind: 'retry', reason: 'OpenAlex sent a malformed JSON body', retryAfterMs: null };
  }
  const page = isObject(parsed) ? parsed : {};
  const results = page.results;
  if (!Array.isArray(results) || !results.every(isObject)) {
    return { kind: 'retry', reason: 'OpenAlex sent a body without a `results` list of works', retryAfterMs: null };
  }
  const meta = isObject(page.meta) ? page.meta : {};
  const nextCursor = typeof meta.next_cursor === 'string' && meta.next_cursor !== '' ? meta.next_cursor : null;
  return { kind: 'page', page: { results: results as OpenAlexWork[], nextCursor } };
}

function parseApiError(body: string): { error: string; message: string } | null {
  try {
    const parsed: unknown = JSON.parse(body);
    if (!isObject(parsed)) return null;
    const error = typeof parsed.error === 'string' ? parsed.error : '';
    const message = typeof parsed.message === 'string' ? parsed.message : '';
    return error || message ? { error, message } : null;
  } catch {
    return null;
  }
}

/** Retry-After in seconds or as an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: Date): number | null {
  if (value === null) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, date - now.getTime());
}

function budgetSpentMessage(status: number, said: string, retryAfter: string, waitMs: number, hasKey: boolean): string {
  const wait = formatDuration(waitMs);
  const advice = hasKey
    ? 'The daily budget of the key in OPENALEX_API_KEY is spent: run the import again after midnight UTC.'
    : 'The keyless daily budget (about 1,000 requests) is spent: set OPENALEX_API_KEY to a free OpenAlex API key (10,000 a day), or run again after midnight UTC.';
  return `OpenAlex answered ${status} (${said}) and asks to wait ${wait} (Retry-After: ${retryAfter}), longer than the 60 s this import waits. ${advice}`;
}

/** `8 h 20 min`, `1 min 1 s`: to the second, as Retry-After counts. */
function formatDuration(milliseconds: number): string {
  const seconds = Math.ceil(milliseconds / 1000);
  const parts: Array<[number, string]> = [
    [Math.floor(seconds / 3600), 'h'],
    [Math.floor(seconds / 60) % 60, 'min'],
    [seconds % 60, 's'],
  ];
  return parts
    .filter(([amount]) => amount > 0)
    .map(([amount, unit]) => `${amount} ${unit}`)
    .join(' ');
}

function describeNetworkError(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause;
    if (cause instanceof Error) return 'code' in cause && typeof cause.code === 'string' ? cause.code : cause.message;
    return error.message;
  }
  return String(error);
}

function redact(url: URL): string {
  const shown = new URL(url);
  if (shown.searchParams.has('api_key')) shown.searchParams.set('api_key', '***');
  return shown.toString();
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
