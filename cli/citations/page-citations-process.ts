import type { Publication } from '../../schemas/types.generated.ts';
import { pageCitations, type PageCitations } from './citation-data.ts';
import { toCsl } from './csl.ts';

export interface PageCitationsRequest {
  publications: readonly Publication[];
  languages: readonly string[];
  /** Whether the works' BibTeX entries are wanted (another process may make them). */
  bibtex: boolean;
}

export type PageCitationsAnswer = { citations: PageCitations } | { error: string };

// The child process of pageCitationsInChildProcess (page-citations-child.ts): the
// works and the site languages in, each work's BibTeX entry and APA references (or the reason there are none) out.
process.once('message', ({ publications, languages, bibtex }: PageCitationsRequest) => {
  let answer: PageCitationsAnswer;
  try {
    const citations = pageCitations(publications.map(toCsl), languages, { bibtex });
    answer = { citations };
  } catch (error) {
    answer = { error: error instanceof Error ? error.message : String(error) };
  }
  process.send?.(answer, () => process.disconnect());
});
