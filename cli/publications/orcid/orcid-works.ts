import type { Publication } from '../../../schemas/types.generated.ts';

/** Temporary placeholder with the contract's signature; the orcid branch's module replaces this file at merge. */
export class OrcidError extends Error {
  override name = 'OrcidError';
}

export function fetchOrcidWorks(
  _orcid: string,
  _options: { apiUrl: string; fetch: typeof globalThis.fetch; sleep: (ms: number) => Promise<void> },
): Promise<{ publications: Publication[]; skipped: Array<{ title: string | null; reason: string }>; requestsMade: number }> {
  return Promise.reject(new OrcidError('ORCID import is not yet wired'));
}
