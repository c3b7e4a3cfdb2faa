import { backoffDelayMs, isObject, parseRetryAfter } from '../../shared/openalex-request.ts';

/**
 * One GET to the ORCID public API with the same fault handling as OpenAlex's (cli/shared/openalex-request.ts,
 * whose backoff and Retry-After reading it shares): 429, 5xx, timeouts, network errors and unusable bodies are
 * retried with backoff, a short Retry-After is honoured, a long one or any other answer fails at once.
 */
export interface OrcidRequestOptions {
  /** e.g. https://pub.orcid.org/v3.0 */
  apiUrl: string;
  fetch: typeof globalThis.fetch;
  sleep: (milliseconds: number) => Promise<void>;
  /** Reads an HTTP-date Retry-After. Default: the clock. */
  now?: () => Date;
  /** Per request, body included. Default 30 s. */
  timeoutMs?: number;
  /** First try plus retries. Default 4. */
  maxAttempts?: number;
}

/** Any failure to read an ORCID record; the message says what happened and what to do. */
export class OrcidError extends Error {
  override name = 'OrcidError';

  constructor(
    message: string,
    /** HTTP requests sent before giving up, retries included, for the import's summary. */
    readonly requestsMade = 0,
  ) {
    super(message);
  }
}

export interface OrcidRequester {
  /** GET {apiUrl}/{path}: the parsed body once `check` finds it usable. */
  getJson(path: string, check: (body: unknown) => string | null, notFound: () => string): Promise<unknown>;
  readonly requestsMade: number;
}

const defaultTimeoutMs = 30_000;
const defaultMaxAttempts = 4;
/** Waiting longer than this for one request is pointless for a command run by hand. */
const maxRetryAfterMs = 60_000;

type Outcome = { kind: 'body'; body: unknown } | { kind: 'retry'; reason: string; retryAfterMs: number | null } | { kind: 'fail'; message: string };

export function createOrcidRequester(options: OrcidRequestOptions): OrcidRequester {
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  const maxAttempts = options.maxAttempts ?? defaultMaxAttempts;
  const now = options.now ?? (() => new Date());
  let requestsMade = 0;

  async function requestOnce(url: URL, check: (body: unknown) => string | null, notFound: () => string): Promise<Outcome> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await options.fetch(url, { signal: controller.signal, headers: { accept: 'application/json' } });
      const text = await response.text();
      if (response.status === 404) return { kind: 'fail', message: notFound() };
      return classify(response, text, url, check, now());
    } catch (error) {
      if (controller.signal.aborted) return { kind: 'retry', reason: `ORCID did not answer within ${timeoutMs / 1000} s`, retryAfterMs: null };
      return { kind: 'retry', reason: `Could not reach ORCID at ${options.apiUrl} (${describeNetworkError(error)})`, retryAfterMs: null };
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async getJson(path, check, notFound) {
      const base = options.apiUrl.endsWith('/') ? options.apiUrl : `${options.apiUrl}/`;
      const url = new URL(path, base);
      for (let attempt = 1; ; attempt += 1) {
        requestsMade += 1;
        const outcome = await requestOnce(url, check, notFound);
        if (outcome.kind === 'body') return outcome.body;
        if (outcome.kind === 'fail') throw new OrcidError(outcome.message, requestsMade);
        if (attempt >= maxAttempts) throw new OrcidError(`${outcome.reason}. Gave up after ${attempt} attempts; try again later.`, requestsMade);
        await options.sleep(outcome.retryAfterMs ?? backoffDelayMs(attempt));
      }
    },
    get requestsMade() {
      return requestsMade;
    },
  };
}

function classify(response: Response, text: string, url: URL, check: (body: unknown) => string | null, now: Date): Outcome {
  const { status } = response;
  if (status >= 200 && status < 300) {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return { kind: 'retry', reason: `ORCID sent invalid JSON for ${url}`, retryAfterMs: null };
    }
    const unusable = check(body);
    return unusable === null ? { kind: 'body', body } : { kind: 'retry', reason: unusable, retryAfterMs: null };
  }
  const said = orcidMessage(text) ?? response.statusText;
  if (status === 429 || status >= 500) {
    const retryAfter = response.headers.get('retry-after');
    const retryAfterMs = parseRetryAfter(retryAfter, now);
    if (retryAfterMs !== null && retryAfterMs > maxRetryAfterMs) {
      return {
        kind: 'fail',
        message: `ORCID answered ${status} (${said}) and asks to wait ${Math.ceil(retryAfterMs / 1000)} s (Retry-After: ${retryAfter}), longer than the 60 s this command waits. Run it again later.`,
      };
    }
    return { kind: 'retry', reason: `ORCID answered ${status} (${said})`, retryAfterMs };
  }
  return { kind: 'fail', message: `ORCID refused the request for ${url} (${status} ${said}).` };
}

/** The user message of ORCID's error body (`user-message`, else `developer-message`), or null. */
function orcidMessage(text: string): string | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return isObject(parsed) ? errorBodyMessage(parsed) : null;
  } catch {
    return null;
  }
}

export function errorBodyMessage(body: Record<string, unknown>): string | null {
  const message = [body['user-message'], body['developer-message']].find((value) => typeof value === 'string' && value.trim() !== '');
  return typeof message === 'string' ? message.trim() : null;
}

function describeNetworkError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause;
  if (cause instanceof Error) return 'code' in cause && typeof cause.code === 'string' ? cause.code : cause.message;
  return error.message;
}
