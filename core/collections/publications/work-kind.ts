import type { Publication } from '../../../schemas/types.generated.ts';
import { displayedVenue } from './venue.ts';

/**
 * What a work is to a reference manager: every citation output (BibTeX, RIS, CSL-JSON, APA, the page's Highwire
 * tags and JSON-LD) takes its type from this one answer. A book with pages is a chapter of the book its venue
 * names; "other" works are reports.
 */
export type WorkKind = 'article' | 'conference' | 'preprint' | 'thesis' | 'chapter' | 'book' | 'report';

export function workKind(publication: Pick<Publication, 'category' | 'firstPage'>): WorkKind {
  switch (publication.category) {
    case 'book':
      return publication.firstPage == null ? 'book' : 'chapter';
    case 'other':
      return 'report';
    default:
      return publication.category;
  }
}

/** The body that issued a thesis or a report: its institution when the owner gave one, else its venue. */
export function issuingBody(publication: Pick<Publication, 'venue'> & { institution?: string | null }): string | null {
  return publication.institution ?? displayedVenue(publication.venue);
}
