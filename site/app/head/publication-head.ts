import { highwireTags } from '../../features/publications/highwire-tags.ts';
import { abstractStart } from '../../features/publications/paper-details.ts';
import type { PublicationDetails } from '../../shared/publications/publication-data.ts';

export interface PaperHead {
  key: string;
  publication: PublicationDetails;
}

/** The Highwire `citation_*` tags of a paper's page (Google Scholar's inclusion guidelines). */
export function publicationHeadMeta(publication: PublicationDetails, pageUrl: string): { name: string; content: string }[] {
  return highwireTags(publication, pageUrl);
}

export function publicationDescription(publication: PublicationDetails): string {
  return abstractStart(publication);
}
