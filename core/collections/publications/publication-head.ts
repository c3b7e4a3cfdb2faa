import { highwireTags } from './highwire-tags.ts';
import { abstractStart } from './paper-details.ts';
import type { PublicationDetails, PublicationPageData } from './publication-data.ts';

export type PaperHead = Pick<PublicationPageData, 'key' | 'publication' | 'manuscript'>;

/**
 * The bibliographic tags of a paper's page (Google Scholar's inclusion guidelines, Zotero's Embedded Metadata
 * translator); `manuscriptUrl` is the absolute URL of the owner's own PDF, when there is one.
 */
export function publicationHeadMeta(
  publication: PublicationDetails,
  pageUrl: string,
  manuscriptUrl: string | null,
): { name: string; content: string }[] {
  return highwireTags(publication, pageUrl, manuscriptUrl);
}

export function publicationDescription(publication: PublicationDetails): string {
  return abstractStart(publication);
}
