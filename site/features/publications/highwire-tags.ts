import type { PublicationDetails } from '../../shared/publications/publication-data.ts';
import { displayedVenue } from './venue.ts';

export interface HighwireTag {
  name: `citation_${string}`;
  content: string;
}

/** A direct PDF: the path ends in .pdf (a landing page or a viewer is not one, and Scholar would reject it). */
export function isDirectPdf(url: string): boolean {
  try {
    return /\.pdf$/i.test(new URL(url).pathname);
  } catch {
    return false;
  }
}

/** 2024-03-05 → 2024/03/05, the form Scholar's inclusion guidelines show; else the year alone. */
function publicationDate(publication: PublicationDetails): string | null {
  if (publication.date) return publication.date.replaceAll('-', '/');
  return publication.year === null ? null : String(publication.year);
}

function venueTag(publication: PublicationDetails): HighwireTag | null {
  const venue = displayedVenue(publication.venue);
  if (venue === null) return null;
  if (publication.category === 'article') return { name: 'citation_journal_title', content: venue };
  if (publication.category === 'conference') return { name: 'citation_conference_title', content: venue };
  if (publication.category === 'thesis') return { name: 'citation_dissertation_institution', content: venue };
  return null;
}

/**
 * The Highwire Press tags Google Scholar reads on a paper's page, in its documented order; a tag whose value
 * is unknown or blank is left out, never written empty.
 */
export function highwireTags(publication: PublicationDetails, abstractUrl: string): HighwireTag[] {
  const candidates: (HighwireTag | null)[] = [
    { name: 'citation_title', content: publication.title },
    ...publication.authors.map((author): HighwireTag => ({ name: 'citation_author', content: author.name })),
    tag('citation_publication_date', publicationDate(publication)),
    venueTag(publication),
    tag('citation_volume', publication.volume),
    tag('citation_issue', publication.issue),
    tag('citation_firstpage', publication.firstPage),
    tag('citation_lastpage', publication.lastPage),
    tag('citation_doi', publication.doi),
    tag('citation_pdf_url', publication.pdfUrl && isDirectPdf(publication.pdfUrl) ? publication.pdfUrl : null),
    tag('citation_abstract_html_url', abstractUrl),
    tag('citation_language', publication.language),
  ];
  return candidates.filter((candidate): candidate is HighwireTag => candidate !== null && candidate.content.trim() !== '');
}

function tag(name: HighwireTag['name'], value: string | null | undefined): HighwireTag | null {
  return value == null ? null : { name, content: value.trim() };
}
