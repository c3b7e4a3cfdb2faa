import type { Publication, PublicationAuthor } from '../../schemas/types.generated.ts';
import { publicationKey } from '../../core/collections/publications/publication-key.ts';
import { personName, type PersonName } from '../../core/collections/person-name.ts';
import { displayedVenue } from '../../core/collections/publications/venue.ts';
import { issuingBody, workKind, type WorkKind } from '../../core/collections/publications/work-kind.ts';

/** A CSL-JSON item (https://citeproc-js.readthedocs.io/en/latest/csl-json/markup.html), the fields written here. */
export interface CslItem {
  id: string;
  'citation-key': string;
  type: 'article-journal' | 'paper-conference' | 'thesis' | 'article' | 'book' | 'chapter' | 'report';
  title: string;
  genre?: string;
  author?: CslName[];
  issued?: { 'date-parts': [number[]] };
  'container-title'?: string;
  publisher?: string;
  volume?: string;
  issue?: string;
  page?: string;
  /** A report's number. */
  number?: string;
  DOI?: string;
  URL: string;
  abstract?: string;
  keyword?: string;
  language?: string;
}

type CslName = PersonName;

/** CSL-JSON keeps keywords as one string: the work's keywords joined by commas (toCsl), read back one by one. */
const keywordSeparator = ',';

export function cslKeywords(item: CslItem): string[] {
  return (item.keyword ?? '').split(keywordSeparator).map((keyword) => keyword.trim()).filter((keyword) => keyword !== '');
}

/** The CSL type of each kind of work: a preprint is CSL's `article` (its genre says "Preprint"). */
const cslTypes: Record<WorkKind, CslItem['type']> = {
  article: 'article-journal',
  conference: 'paper-conference',
  preprint: 'article',
  thesis: 'thesis',
  chapter: 'chapter',
  book: 'book',
  report: 'report',
};

function pages(publication: Publication): string | undefined {
  const { firstPage, lastPage } = publication;
  if (firstPage === null) return undefined;
  return lastPage === null || lastPage === firstPage ? firstPage : `${firstPage}-${lastPage}`;
}

function publisher(publication: Publication, type: CslItem['type']): string | null {
  return type === 'report' || type === 'thesis' ? issuingBody(publication) : displayedVenue(publication.venue);
}

function issued(publication: Publication): CslItem['issued'] {
  if (publication.date != null) return { 'date-parts': [publication.date.split('-').map(Number)] };
  return publication.year === null ? undefined : { 'date-parts': [[publication.year]] };
}

/**
 * A publication as CSL-JSON, keyed by its page key. The venue is the journal, proceedings or book for works
 * inside one, and the publisher (university, repository, institute) of a thesis, preprint, book or report; a
 * report's institution, when given, is its publisher.
 */
export function toCsl(publication: Publication): CslItem {
  const key = publicationKey(publication);
  const type = cslTypes[workKind(publication)];
  const venueIsContainer = type === 'article-journal' || type === 'paper-conference' || type === 'chapter';
  const optional: Partial<CslItem> = {
    author: publication.authors.length === 0 ? undefined : publication.authors.map((author: PublicationAuthor) => personName(author)),
    issued: issued(publication),
    'container-title': venueIsContainer ? (displayedVenue(publication.venue) ?? undefined) : undefined,
    publisher: venueIsContainer ? undefined : (publisher(publication, type) ?? undefined),
    volume: publication.volume ?? undefined,
    issue: publication.issue ?? undefined,
    page: pages(publication),
    number: type === 'report' ? (publication.number ?? undefined) : undefined,
    DOI: publication.doi ?? undefined,
    abstract: publication.abstract === '' ? undefined : publication.abstract,
    keyword: publication.keywords.length === 0 ? undefined : publication.keywords.join(keywordSeparator),
    language: publication.language ?? undefined,
  };
  const defined = Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined));
  // OpenAlex calls a doctoral thesis a dissertation; the genre names it for BibTeX (@phdthesis) and APA, as it
  // names a preprint for APA ("[Preprint]").
  const genre = type === 'thesis' ? { genre: 'Doctoral thesis' } : type === 'article' ? { genre: 'Preprint' } : {};
  return { id: key, 'citation-key': key, type, title: publication.title, ...genre, URL: publication.url, ...defined };
}
