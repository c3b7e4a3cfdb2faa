import type { Publication } from '../../schemas/types.generated.ts';
import type { OpenAlexWork } from './openalex-types.ts';

export type Category = Publication['category'];

const bookTypes = new Set(['book', 'book-chapter', 'reference-entry']);
const conferenceTypes = new Set(['conference-paper', 'conference-abstract']);
const articleTypes = new Set(['article', 'review', 'letter', 'data-paper']);

/** The site's category of a work; the first matching rule wins. */
export function categoryOf(work: OpenAlexWork): Category {
  const type = work.type ?? '';
  if (type === 'dissertation') return 'thesis';
  if (type === 'preprint') return 'preprint';
  if (bookTypes.has(type)) return 'book';
  if (conferenceTypes.has(type) || isInConferenceProceedings(work)) return 'conference';
  if (articleTypes.has(type)) return 'article';
  return 'other';
}

/** Older data files conference papers as `article`; the venue or the publisher's own type tells them apart. */
function isInConferenceProceedings(work: OpenAlexWork): boolean {
  const primary = work.primary_location;
  return (
    primary?.source?.type === 'conference' ||
    work.type_crossref === 'proceedings-article' ||
    primary?.raw_type === 'proceedings-article'
  );
}
