import type { OpenAlexWork } from './openalex-types.ts';
import { selectedWorkFields } from './openalex-types.ts';
import { OpenAlexError, createOpenAlexRequester, isObject } from '../shared/openalex-request.ts';
import type { OpenAlexRequestOptions } from '../shared/openalex-request.ts';

// The transport (retries, Retry-After, fault messages) lives in cli/shared/openalex-request.ts, shared with
// `portfolio find-author` and `portfolio init`; these re-exports keep this module's public surface.
export { OpenAlexError, backoffDelayMs, parseRetryAfter } from '../shared/openalex-request.ts';

export type OpenAlexClientOptions = OpenAlexRequestOptions;

export interface OpenAlexClient {
  /** Every work matching `filter`, walking the cursor pages to the end. */
  listWorks(filter: string): Promise<OpenAlexWork[]>;
  /** HTTP requests sent so far, retries included. */
  readonly requestsMade: number;
}

const perPage = 200;

interface WorksPage {
  results: OpenAlexWork[];
  nextCursor: string | null;
}

/** Why a 200 body is no works page (retried), or null. */
function worksPageProblem(body: unknown): string | null {
  const results = isObject(body) ? body.results : undefined;
  return Array.isArray(results) && results.every(isObject) ? null : 'OpenAlex sent a body without a `results` list of works';
}

function toPage(body: unknown): WorksPage {
  const page = body as { results: OpenAlexWork[]; meta?: unknown };
  const meta = isObject(page.meta) ? page.meta : {};
  const nextCursor = typeof meta.next_cursor === 'string' && meta.next_cursor !== '' ? meta.next_cursor : null;
  return { results: page.results, nextCursor };
}

export function createOpenAlexClient(options: OpenAlexClientOptions): OpenAlexClient {
  const requester = createOpenAlexRequester(options);

  async function getPage(filter: string, cursor: string): Promise<WorksPage> {
    const params = { filter, per_page: String(perPage), cursor, select: selectedWorkFields.join(',') };
    return toPage(await requester.getJson('works', params, { check: worksPageProblem }));
  }

  return {
    async listWorks(filter: string): Promise<OpenAlexWork[]> {
      const works: OpenAlexWork[] = [];
      let cursor = '*';
      for (let pageNumber = 1; ; pageNumber += 1) {
        let page: WorksPage;
        try {
          page = await getPage(filter, cursor);
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
      return requester.requestsMade;
    },
  };
}
