/** A data request that answered with a non-OK status; features turn it into their own message. */
export class HttpStatusError extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
  ) {
    super(`${url} answered ${status}`);
    this.name = 'HttpStatusError';
  }
}

export interface RetryPolicy {
  retries: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

/** Specification section 9: 3 retries, backoff doubling from 1 s up to 30 s. */
export const defaultRetryPolicy: RetryPolicy = { retries: 3, baseDelayMs: 1000, maxDelayMs: 30_000 };

export function retryDelayMs(attempt: number, policy: RetryPolicy): number {
  return Math.min(policy.baseDelayMs * 2 ** attempt, policy.maxDelayMs);
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function fetchJsonWithRetry(
  url: string,
  policy: RetryPolicy = defaultRetryPolicy,
  sleep: (ms: number) => Promise<void> = wait,
): Promise<unknown> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const response = await fetch(url, { headers: { Accept: 'application/json' } });
      if (!response.ok) throw new HttpStatusError(url, response.status);
      return await response.json();
    } catch (error) {
      if (attempt >= policy.retries) throw error;
      await sleep(retryDelayMs(attempt, policy));
    }
  }
}
