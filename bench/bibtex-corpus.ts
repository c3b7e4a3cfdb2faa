import type { Publication } from '../schemas/types.generated.ts';
import { toCsl } from '../cli/citations/csl.ts';
import { bibtex } from '../cli/citations/formats.ts';
import { mapWork } from '../cli/publications/map-work.ts';
import { generateRealisticWorks } from './realistic-works.ts';

/** Authors kept per work: a personal .bib lists a paper's first authors, and the parser's time grows with names. */
const authorsPerWork = 12;

/**
 * `count` works shaped like a large group's (accented names, particles, articles, proceedings, preprints, long
 * abstracts), as publications and as the .bib the site's downloads write for them: the 1,000-entry .bib of the
 * bench and of the BibTeX round-trip test.
 */
export function ownBibtexCorpus(count: number): { publications: Publication[]; text: string } {
  const owner = { authorIds: new Set(['A5023888391']), orcid: null };
  const works = generateRealisticWorks(count, { authorId: 'A5023888391' }).map((work) => ({ ...work, authorships: work.authorships?.slice(0, authorsPerWork) }));
  const publications = works.flatMap((work) => {
    const mapped = mapWork(work, owner, new Set());
    return mapped.kind === 'publication' ? [mapped.publication] : [];
  });
  return { publications, text: bibtex(publications.map(toCsl)) };
}
