import type { Publication } from '../../schemas/types.generated.ts';
import { searchFallbackPrefix } from './bibtex/map-entry.ts';
import { doiUrl } from './map-work.ts';
import type { Merge } from './merge.ts';
import { titleKey } from './merge.ts';

export type SourceKind = 'openalex' | 'bibtex' | 'orcid';

/** The works one source gave, already free of its own duplicates. */
export interface SourcePublications {
  kind: SourceKind;
  /** How the summary names it: `publications.bib`, `OpenAlex`, `ORCID 0000-…`. */
  label: string;
  publications: readonly Publication[];
}

export interface SourcesMerged {
  publications: Publication[];
  merges: Merge[];
  /** Id of each work folded into another → the id it was folded into. */
  mergedInto: ReadonlyMap<string, string>;
  /** Per source label, how many of its works were folded into another source's copy. */
  mergedCount: ReadonlyMap<string, number>;
}

/**
 * Which source a field is taken from when several have the work (the first that has a value). The owner's own
 * words — title, abstract, keywords, category, links — come from their .bib first; the bibliographic facts
 * from OpenAlex first, which has them from the publisher and knows the authors' ORCIDs; ORCID is between.
 */
const ownerFirst: readonly SourceKind[] = ['bibtex', 'orcid', 'openalex'];
const recordFirst: readonly SourceKind[] = ['openalex', 'orcid', 'bibtex'];
/** Whose id a merged work keeps: OpenAlex's is stable across imports; a BibTeX key outlives an ORCID put-code. */
const idFirst: readonly SourceKind[] = ['openalex', 'bibtex', 'orcid'];

type Copy = { kind: SourceKind; label: string; publication: Publication };

/**
 * Merges the works of several sources: the same DOI, else the same normalised title and year in another source,
 * is one work.
 * Each field comes from the copy the precedence above names, citations are the highest count, the work lists
 * every source it came from and the ids of the copies it absorbed (their pages redirect to it).
 */
export function mergeSources(sources: readonly SourcePublications[]): SourcesMerged {
  const groups: Copy[][] = [];
  const byDoi = new Map<string, Copy[]>();
  const byTitle = new Map<string, Copy[][]>();
  for (const source of sources) {
    for (const publication of source.publications) {
      const copy: Copy = { kind: source.kind, label: source.label, publication };
      const titleYear = `${titleKey(publication.title)}|${publication.year ?? ''}`;
      // A title and year match only across sources: one source's two works of one title ("Editorial") are two works.
      const sameTitle = byTitle.get(titleYear)?.find((group) => group.every((other) => other.kind !== source.kind));
      const group = (publication.doi === null ? undefined : byDoi.get(publication.doi)) ?? sameTitle;
      if (group === undefined) {
        const created = [copy];
        groups.push(created);
        if (publication.doi !== null) byDoi.set(publication.doi, created);
        byTitle.set(titleYear, [...(byTitle.get(titleYear) ?? []), created]);
        continue;
      }
      group.push(copy);
      if (publication.doi !== null && !byDoi.has(publication.doi)) byDoi.set(publication.doi, group);
      if (!byTitle.get(titleYear)?.includes(group)) byTitle.set(titleYear, [...(byTitle.get(titleYear) ?? []), group]);
    }
  }
  const merges: Merge[] = [];
  const mergedInto = new Map<string, string>();
  const mergedCount = new Map<string, number>();
  const publications = groups.map((group) => {
    const merged = mergedWork(group);
    for (const copy of group) {
      if (copy.publication.id === merged.id) continue;
      mergedInto.set(copy.publication.id, merged.id);
      mergedCount.set(copy.label, (mergedCount.get(copy.label) ?? 0) + 1);
      const reason = copy.publication.doi !== null && copy.publication.doi === merged.doi ? `same DOI ${merged.doi}` : 'same title and year';
      merges.push({ kept: pick(merged), dropped: pick(copy.publication), reason: `${reason} (${copy.label})` });
    }
    return merged;
  });
  return { publications, merges, mergedInto, mergedCount };
}

function mergedWork(group: readonly Copy[]): Publication {
  const only = group[0] as Copy;
  if (group.length === 1) return { ...only.publication, sources: [only.kind] };
  const owner = ordered(group, ownerFirst);
  const record = ordered(group, recordFirst);
  const first = <T>(copies: readonly Copy[], value: (publication: Publication) => T | null | undefined, present: (value: T) => boolean = () => true): T | undefined => {
    for (const copy of copies) {
      const found = value(copy.publication);
      if (found !== null && found !== undefined && present(found)) return found;
    }
    return undefined;
  };
  const filled = (text: string) => text.trim() !== '';
  const nonEmpty = <T>(list: readonly T[]) => list.length > 0;
  const base = ordered(group, idFirst)[0] as Copy;
  const doi = first(record, (publication) => publication.doi) ?? null;
  const dated = record.find((copy) => copy.publication.date != null) ?? record.find((copy) => copy.publication.year !== null);
  const paged = record.find((copy) => copy.publication.firstPage !== null);
  const withAuthors = record.find((copy) => copy.publication.authors.length > 0);
  const openAccess = record.find((copy) => copy.publication.isOpenAccess || copy.publication.oaUrl !== null);
  const ownLink = first(owner, (publication) => publication.url, (url) => !url.startsWith(searchFallbackPrefix));
  const abstract = first(owner, (publication) => publication.abstract, filled) ?? '';
  const institution = first(record, (publication) => publication.institution);
  const number = first(record, (publication) => publication.number);
  const preprintUrl = first(owner, (publication) => publication.preprintUrl);
  const mergedIds = group.flatMap((copy) => copy.publication.mergedIds ?? []);
  const { authorsTruncated: _baseTruncated, institution: _baseInstitution, number: _baseNumber, ...baseFields } = base.publication;
  return {
    ...baseFields,
    title: first(owner, (publication) => publication.title, filled) ?? base.publication.title,
    url: doi !== null ? doiUrl(doi) : (ownLink ?? base.publication.url),
    year: dated?.publication.year ?? null,
    date: dated?.publication.date ?? null,
    venue: first(record, (publication) => publication.venue, filled) ?? null,
    authors: withAuthors?.publication.authors ?? [],
    ...(withAuthors?.publication.authorsTruncated === true ? { authorsTruncated: true } : {}),
    abstract,
    abstractTeaser: first(owner, (publication) => (publication.abstract === abstract ? publication.abstractTeaser : null)) ?? '',
    category: (owner[0] as Copy).publication.category,
    isOpenAccess: openAccess?.publication.isOpenAccess ?? false,
    oaUrl: openAccess?.publication.oaUrl ?? null,
    citedByCount: Math.max(...group.map((copy) => copy.publication.citedByCount)),
    doi,
    volume: first(record, (publication) => publication.volume, filled) ?? null,
    issue: first(record, (publication) => publication.issue, filled) ?? null,
    firstPage: paged?.publication.firstPage ?? null,
    lastPage: paged?.publication.lastPage ?? null,
    ...(institution === undefined ? {} : { institution }),
    ...(number === undefined ? {} : { number }),
    pdfUrl: first(owner, (publication) => publication.pdfUrl) ?? null,
    language: first(record, (publication) => publication.language) ?? null,
    keywords: first(owner, (publication) => publication.keywords, nonEmpty) ?? [],
    ...(mergedIds.length === 0 ? {} : { mergedIds: [...new Set(mergedIds)].sort() }),
    ...(preprintUrl === undefined ? {} : { preprintUrl }),
    sources: idFirst.filter((kind) => group.some((copy) => copy.kind === kind)),
  };
}

function ordered(group: readonly Copy[], precedence: readonly SourceKind[]): Copy[] {
  return [...group].sort((a, b) => precedence.indexOf(a.kind) - precedence.indexOf(b.kind));
}

function pick(publication: Publication): Pick<Publication, 'id' | 'title'> {
  return { id: publication.id, title: publication.title };
}
