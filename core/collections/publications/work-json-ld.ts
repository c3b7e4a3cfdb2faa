import type { Publication } from '../../../schemas/types.generated.ts';
import { personName } from '../person-name.ts';
import { displayedVenue } from './venue.ts';
import { issuingBody, workKind, type WorkKind } from './work-kind.ts';

type JsonLdNode = Record<string, unknown>;

/** The schema.org type of each kind of work (the kind every citation output shares). */
const schemaTypes: Record<WorkKind, string> = {
  article: 'ScholarlyArticle',
  conference: 'ScholarlyArticle',
  preprint: 'ScholarlyArticle',
  thesis: 'Thesis',
  chapter: 'Chapter',
  book: 'Book',
  report: 'Report',
};

function organisation(name: string | null): JsonLdNode | undefined {
  return name === null ? undefined : { '@type': 'Organization', name };
}

/** Where the work appeared: a journal, proceedings or book it is part of, or the body that published it. */
function venueFields(publication: Publication, kind: WorkKind): JsonLdNode {
  const venue = displayedVenue(publication.venue);
  switch (kind) {
    case 'article':
      return { isPartOf: venue === null ? undefined : { '@type': 'Periodical', name: venue } };
    case 'conference':
      return { isPartOf: venue === null ? undefined : { '@type': 'CreativeWork', name: venue } };
    case 'chapter':
      return { isPartOf: venue === null ? undefined : { '@type': 'Book', name: venue } };
    case 'preprint':
      return { creativeWorkStatus: 'Preprint', publisher: organisation(venue) };
    case 'thesis':
      return { publisher: organisation(issuingBody(publication)) };
    case 'report':
      return { publisher: organisation(issuingBody(publication)), reportNumber: publication.number ?? undefined };
    case 'book':
      return { publisher: organisation(venue) };
  }
}

function author(publicationAuthor: Publication['authors'][number]): JsonLdNode {
  const parts = personName(publicationAuthor);
  return {
    '@type': 'Person',
    name: publicationAuthor.name,
    ...('literal' in parts ? {} : { familyName: parts.family, ...(parts.given ? { givenName: parts.given } : {}) }),
    ...(publicationAuthor.orcid ? { sameAs: `https://orcid.org/${publicationAuthor.orcid}` } : {}),
  };
}

/**
 * schema.org for one work, typed by its kind; fields OpenAlex did not give are left out, never guessed. With
 * `pageUrl`, the node is the work's own page on the site (headline, abstract and the DOI as sameAs).
 */
export function workJsonLd(publication: Publication, pageUrl?: string): JsonLdNode {
  const kind = workKind(publication);
  const url = pageUrl ?? publication.url;
  const doiUrl = publication.doi ? `https://doi.org/${publication.doi}` : null;
  const node: JsonLdNode = {
    '@type': schemaTypes[kind],
    ...(pageUrl ? { '@id': pageUrl, headline: publication.title } : {}),
    name: publication.title,
    url,
    author: publication.authors.map(author),
    datePublished: publication.date ?? (publication.year === null ? undefined : String(publication.year)),
    abstract: pageUrl && publication.abstract.trim() !== '' ? publication.abstract : undefined,
    // The DOI, unless it is the URL already (a work without a page of its own on the site).
    sameAs: doiUrl !== null && doiUrl !== url ? doiUrl : undefined,
    ...venueFields(publication, kind),
  };
  return Object.fromEntries(Object.entries(node).filter(([, value]) => value !== undefined));
}
