import type { PublicationDetails } from './publication-data.ts';
import { invertedName } from '../person-name.ts';
import { issuingBody, workKind } from './work-kind.ts';
import { displayedVenue } from './venue.ts';

/**
 * A bibliographic <meta name> tag: Highwire's `citation_*` (Google Scholar, and Zotero's Embedded Metadata
 * translator) or Dublin Core's `DC.type` (the one way that translator has to tell a preprint or a book).
 */
export interface HighwireTag {
  name: `citation_${string}` | 'DC.type';
  content: string;
}

/** 2024-03-05 → 2024/03/05, the form Scholar's inclusion guidelines show; else the year alone. */
function publicationDate(publication: PublicationDetails): string | null {
  if (publication.date) return publication.date.replaceAll('-', '/');
  return publication.year === null ? null : String(publication.year);
}

/**
 * The tags that say what kind of work it is. Zotero's translator types the item by them (journal,
 * conference, dissertation, inbook, technical report); a preprint or a whole book has none of them and says so
 * in DC.type, which the translator maps to its item type of that name.
 */
function typeTags(publication: PublicationDetails): (HighwireTag | null)[] {
  const venue = displayedVenue(publication.venue);
  switch (workKind(publication)) {
    case 'article':
      return [tag('citation_journal_title', venue)];
    case 'conference':
      return [tag('citation_conference_title', venue)];
    case 'thesis':
      return [tag('citation_dissertation_institution', issuingBody(publication))];
    case 'chapter':
      return [tag('citation_inbook_title', venue)];
    // The publisher of a book, the server of a preprint: Zotero reads citation_publisher as the publisher (a
    // preprint's repository), and it types nothing.
    case 'book':
      return [tag('DC.type', 'book'), tag('citation_publisher', venue)];
    case 'preprint':
      return [tag('DC.type', 'preprint'), tag('citation_publisher', venue)];
    case 'report':
      return [
        tag('citation_technical_report_institution', issuingBody(publication)),
        tag('citation_technical_report_number', publication.number ?? null),
      ];
  }
}

/** An http(s) URL as given, else nothing: Scholar and Zotero fetch the PDF from it. */
function absoluteHttpUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return /^https?:$/.test(new URL(url).protocol) ? url : null;
  } catch {
    return null;
  }
}

/**
 * The tags of a paper's page, in the order of Scholar's inclusion guidelines; a tag whose value is unknown or
 * blank is left out, never written empty. `manuscriptUrl`, the owner's own copy (absolute), is the PDF when
 * there is one: Zotero attaches only the first citation_pdf_url.
 */
export function highwireTags(publication: PublicationDetails, abstractUrl: string, manuscriptUrl: string | null = null): HighwireTag[] {
  const candidates: (HighwireTag | null)[] = [
    { name: 'citation_title', content: publication.title },
    // "Family, Given": Zotero splits a name at its comma, else takes the last word as the family name.
    ...publication.authors.map((author): HighwireTag => ({ name: 'citation_author', content: invertedName(author) })),
    tag('citation_publication_date', publicationDate(publication)),
    ...typeTags(publication),
    tag('citation_volume', publication.volume),
    tag('citation_issue', publication.issue),
    tag('citation_firstpage', publication.firstPage),
    tag('citation_lastpage', publication.lastPage),
    tag('citation_doi', publication.doi),
    tag('citation_pdf_url', manuscriptUrl ?? absoluteHttpUrl(publication.pdfUrl)),
    tag('citation_abstract_html_url', abstractUrl),
    tag('citation_abstract', publication.abstract),
    // One tag per keyword: Zotero reads every one (and splits each at ';').
    ...(publication.keywords ?? []).map((keyword) => tag('citation_keywords', keyword)),
    tag('citation_language', publication.language),
  ];
  return candidates.filter((candidate): candidate is HighwireTag => candidate !== null && candidate.content !== '');
}

function tag(name: HighwireTag['name'], value: string | null | undefined): HighwireTag | null {
  return value == null ? null : { name, content: value.trim() };
}
