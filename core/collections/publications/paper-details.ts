import type { PublicationDetails } from './publication-data.ts';
import { displayedVenue } from './venue.ts';

/** 'Journal, 12(3), 101–118': the venue with volume, issue and pages, each only when known. */
export function venueWithNumbers(publication: PublicationDetails): string | null {
  const venue = displayedVenue(publication.venue);
  const volume = publication.volume?.trim() || null;
  const issue = publication.issue?.trim() || null;
  const first = publication.firstPage?.trim() || null;
  const last = publication.lastPage?.trim() || null;
  const numbers = volume ? `${volume}${issue ? `(${issue})` : ''}` : issue ? `(${issue})` : null;
  const pages = first && last && first !== last ? `${first}–${last}` : (first ?? last);
  const parts = [venue, numbers, pages].filter((part): part is string => part !== null);
  return parts.length === 0 ? null : parts.join(', ');
}

/** The page's description: the abstract's start, cut at a word, else the title. */
export function abstractStart(publication: Pick<PublicationDetails, 'abstract' | 'title'>, max = 160): string {
  const text = publication.abstract.trim().replace(/\s+/g, ' ');
  if (text === '') return publication.title;
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}
