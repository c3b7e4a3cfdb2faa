import type { HeadFromData } from '../collection-model.ts';
import { highwireTags } from './highwire-tags.ts';
import { abstractStart } from './paper-details.ts';
import type { PublicationDetails, PublicationPageData } from './publication-data.ts';
import { workJsonLd } from './work-json-ld.ts';

type PaperHead = Pick<PublicationPageData, 'key' | 'publication' | 'manuscript'>;

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

function publicationDescription(publication: PublicationDetails): string {
  return abstractStart(publication);
}

/** A paper's page head, from its data file: its title, its abstract's start, its Highwire tags, its ScholarlyArticle. */
export function paperHead(paper: PaperHead, page: { url: string; absoluteUrl: (sitePath: string) => string }): HeadFromData {
  const manuscriptUrl = paper.manuscript === undefined ? null : page.absoluteUrl(paper.manuscript);
  return {
    title: paper.publication.title,
    description: publicationDescription(paper.publication),
    ogType: 'article',
    meta: publicationHeadMeta(paper.publication, page.url, manuscriptUrl),
    nodes: [workJsonLd(paper.publication, page.url)],
  };
}
