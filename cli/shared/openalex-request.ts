/**
 * One OpenAlex GET with the project's fault handling, shared by the works import and the author lookup:
 * retries with backoff on 429/5xx/timeouts/network errors/malformed bodies, honours a short Retry-After,
 * gives up at once on a spent daily budget, a paid-only request, a bad key or a bad request, and never
 * shows the API key in a message.
 */
export interface OpenAlexRequestOptions {
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

interface GetJsonOptions {
  /** Why a parsed body is unusable (the request is retried), or null when it is fine. */
  check: (body: unknown) => string | null;
  /** Answer null instead of failing on 404 (an unknown author id). */
  allowNotFound?: boolean;
}

export interface OpenAlexRequester {
  /** GET {apiUrl}/{path}?{params}; the parsed body, or null on an allowed 404. */
  getJson(path: string, params: Record<string, string>, options: GetJsonOptions): Promise<unknown>;
  /** HTTP requests sent so far, retries included. */
  readonly requestsMade: number;
}

/** Any failure to get an answer; the message says what happened and what to do. */
export class OpenAlexError extends Error {
  override name = 'OpenAlexError';
}

const defaultTimeoutMs = 30_000;
const defaultMaxAttempts = 4;
const firstBackoffMs = 1_000;
const maxBackoffMs = 30_000;
/** A longer Retry-After means the daily budget is spent (it counts hours to midnight UTC): waiting is pointless. */
const maxRetryAfterMs = 60_000;

type Outcome =
  | { kind: 'body'; body: unknown }
  | { kind: 'retry'; reason: string; retryAfterMs: number | null }
  | { kind: 'fail'; message: string };

/** Backoff before retry number `retry` (1-based): 1 s, 2 s, 4 s … at most 30 s. */
export function backoffDelayMs(retry: number): number {
  return Math.min(firstBackoffMs * 2 ** (retry - 1), maxBackoffMs);
}

export function createOpenAlexRequester(options: OpenAlexRequestOptions): OpenAlexRequester {
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  const maxAttempts = options.maxAttempts ?? defaultMaxAttempts;
  let requestsMade = 0;

  async function requestOnce(url: URL, getOptions: GetJsonOptions): Promise<Outcome> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await options.fetch(url, { signal: controller.signal, headers: { accept: 'application/json' } });
      const body = await response.text();
      if (response.status === 404 && getOptions.allowNotFound) return { kind: 'body', body: null };
      return classify(response, body, redact(url), options, getOptions.check);
    } catch (error) {
      if (controller.signal.aborted) {
        return { kind: 'retry', reason: `OpenAlex did not answer within ${timeoutMs / 1000} s`, retryAfterMs: null };
      }
      return { kind: 'retry', reason: `Could not reach OpenAlex at ${options.apiUrl} (${describeNetworkError(error)})`, retryAfterMs: null };
    } finally {
      clearTimeout(timer);
    }
  }

  function urlOf(path: string, params: Record<string, string>): URL {
    const base = options.apiUrl.endsWith('/') ? options.apiUrl : `${options.apiUrl}/`;
    const url = new URL(path, base);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    if (options.apiKey) url.searchParams.set('api_key', options.apiKey);
    return url;
  }

  return {
    async getJson(path, params, getOptions) {
      const url = urlOf(path, params);
      for (let attempt = 1; ; attempt += 1) {
        requestsMade += 1;
        const outcome = await requestOnce(url, getOptions);
        if (outcome.kind === 'body') return outcome.body;
        if (outcome.kind === 'fail') throw new OpenAlexError(outcome.message);
        if (attempt >= maxAttempts) {
          throw new OpenAlexError(`${outcome.reason}. Gave up after ${attempt} attempts; try again later.`);
        }
        await options.sleep(outcome.retryAfterMs ?? backoffDelayMs(attempt));
      }
    },
    get requestsMade() {
      return requestsMade;
    },
  };
}

function classify(response: Response, body: string, url: string, options: OpenAlexRequestOptions, check: GetJsonOptions['check']): Outcome {
  const { status } = response;
  if (status >= 200 && status < 300) return parseBody(body, check);
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

function parseBody(body: string, check: GetJsonOptions['check']): Outcome {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { kind: 'retry', reason: 'OpenAlex sent a malformed JSON body', retryAfterMs: null };
  }
  const unusable = check(parsed);
  return unusable === null ? { kind: 'body', body: parsed } : { kind: 'retry', reason: unusable, retryAfterMs: null };
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

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
