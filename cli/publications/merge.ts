import type { ManualAuthor, ManualPublication, Publication, PublicationAuthor } from '../../schemas/types.generated.ts';
import { abstractTeaser } from './abstract.ts';

/** One work folded into another. */
export interface Merge {
  kept: Pick<Publication, 'id' | 'title'>;
  dropped: Pick<Publication, 'id' | 'title'>;
  reason: string;
}

export interface DuplicatesMerged {
  publications: Publication[];
  merges: Merge[];
  /** Id of each dropped work → id of the work it was folded into. */
  mergedInto: ReadonlyMap<string, string>;
}

/**
 * Folds the copies OpenAlex keeps of one paper: works sharing a DOI become the most cited of them — or the one
 * already published (`publishedIds`, from the previous import), so a paper keeps its page while citation counts
 * move; a preprint whose title equals a published work's becomes that work's `preprintUrl`.
 */
export function mergeDuplicates(publications: readonly Publication[], publishedIds: ReadonlySet<string> = new Set()): DuplicatesMerged {
  const merges: Merge[] = [];
  const byDoi = mergeSameDoi(publications, merges, publishedIds);
  const publicationsMerged = mergePreprints(byDoi, merges);
  const mergedInto = new Map<string, string>();
  for (const merge of merges) mergedInto.set(merge.dropped.id, merge.kept.id);
  // A work dropped into one that was itself dropped later points to the final survivor.
  for (const [dropped, kept] of mergedInto) {
    let survivor = kept;
    while (mergedInto.has(survivor)) survivor = mergedInto.get(survivor) ?? survivor;
    mergedInto.set(dropped, survivor);
  }
  return { publications: publicationsMerged, merges, mergedInto };
}

function mergeSameDoi(publications: readonly Publication[], merges: Merge[], publishedIds: ReadonlySet<string>): Publication[] {
  const result: Publication[] = [];
  const indexByDoi = new Map<string, number>();
  for (const publication of publications) {
    const index = publication.doi === null ? undefined : indexByDoi.get(publication.doi);
    if (index === undefined) {
      if (publication.doi !== null) indexByDoi.set(publication.doi, result.length);
      result.push(publication);
      continue;
    }
    const current = result[index] as Publication;
    const newcomerWins =
      publishedIds.has(publication.id) === publishedIds.has(current.id)
        ? publication.citedByCount > current.citedByCount
        : publishedIds.has(publication.id);
    const [kept, dropped] = newcomerWins ? [publication, current] : [current, publication];
    result[index] = { ...kept, citedByCount: Math.max(kept.citedByCount, dropped.citedByCount) };
    merges.push({ kept: pick(kept), dropped: pick(dropped), reason: `same DOI ${publication.doi}` });
  }
  return result;
}

function mergePreprints(publications: readonly Publication[], merges: Merge[]): Publication[] {
  const publishedByTitle = new Map<string, Publication>();
  for (const publication of publications) {
    const key = titleKey(publication.title);
    if (publication.category === 'preprint' || key === '') continue;
    const known = publishedByTitle.get(key);
    if (known === undefined || publication.citedByCount > known.citedByCount) publishedByTitle.set(key, publication);
  }
  const preprintUrls = new Map<string, string>();
  const kept: Publication[] = [];
  for (const publication of publications) {
    const published = publication.category === 'preprint' ? publishedByTitle.get(titleKey(publication.title)) : undefined;
    if (published === undefined) {
      kept.push(publication);
      continue;
    }
    if (!preprintUrls.has(published.id)) preprintUrls.set(published.id, publication.url);
    merges.push({ kept: pick(published), dropped: pick(publication), reason: 'preprint of the published work with the same title' });
  }
  return kept.map((publication) => {
    const preprintUrl = preprintUrls.get(publication.id);
    return preprintUrl === undefined ? publication : { ...publication, preprintUrl };
  });
}

/**
 * Titles compared for preprint matching: NFKC, lower case, dashes turned into spaces (they separate words:
 * "Hello—World" is "Hello World"), other punctuation removed, whitespace collapsed.
 */
export function titleKey(title: string): string {
  return title
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\p{Pd}/gu, ' ')
    .replace(/\p{P}/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface ManualMerged {
  publications: Publication[];
  /** Hand-kept works that corrected an imported one. */
  overrides: Array<Pick<Publication, 'id' | 'title'>>;
  /** Hand-kept works OpenAlex does not have. */
  additions: Array<Pick<Publication, 'id' | 'title'>>;
}

/**
 * Merges the hand-kept works: one matching an imported work by id (also the id of a copy that was
 * merged away) or by DOI overrides it field by field but its id; any other is added with the import's defaults.
 */
export function mergeManual(
  imported: readonly Publication[],
  manual: readonly ManualPublication[],
  mergedInto: ReadonlyMap<string, string>,
): ManualMerged {
  const publications = [...imported];
  const overrides: ManualMerged['overrides'] = [];
  const additions: ManualMerged['additions'] = [];
  for (const item of manual) {
    const targetId = mergedInto.get(item.id) ?? item.id;
    const index = publications.findIndex(
      (publication) => publication.id === targetId || (item.doi != null && publication.doi === item.doi),
    );
    const base = index === -1 ? manualDefaults(item) : (publications[index] as Publication);
    // An imported work keeps its OpenAlex id, so the next import matches it instead of listing a removal and an addition;
    // a hand-kept id it replaces (the work was added by hand before OpenAlex had it) redirects to it.
    const mergedIds = [...(base.mergedIds ?? []), ...(item.mergedIds ?? []), ...(item.id === base.id ? [] : [item.id])];
    const { authors, ...fields } = item;
    const merged: Publication = { ...base, ...fields, ...(authors === undefined ? {} : { authors: authors.map(storedAuthor) }), id: base.id };
    if (mergedIds.length > 0) merged.mergedIds = [...new Set(mergedIds)].sort();
    merged.sources = [...new Set([...(base.sources ?? []), 'manual' as const])];
    if (item.abstractTeaser === undefined) merged.abstractTeaser = abstractTeaser(merged.abstract);
    if (index === -1) {
      publications.push(merged);
      additions.push(pick(merged));
    } else {
      publications[index] = merged;
      overrides.push(pick(merged));
    }
  }
  return { publications, overrides, additions };
}

/**
 * A hand-kept author as the site stores one: a written name as it is (citations split it); an object's family
 * and given names kept beside the name (made from them when left out).
 */
function storedAuthor(author: ManualAuthor): PublicationAuthor {
  if (typeof author === 'string') return { name: author, orcid: null, isOwner: false };
  const { name, family, given, orcid, isOwner } = author;
  const parts = family === undefined ? {} : given === undefined ? { family } : { family, given };
  const displayName = name ?? (given === undefined ? family : `${given} ${family}`);
  return { name: displayName as string, orcid: orcid ?? null, isOwner: isOwner ?? false, ...parts };
}

function manualDefaults(item: ManualPublication): Publication {
  return {
    id: item.id,
    title: item.title,
    url: item.url,
    year: item.year,
    date: null,
    venue: null,
    authors: [],
    abstract: '',
    abstractTeaser: '',
    category: item.category,
    isOpenAccess: false,
    oaUrl: null,
    citedByCount: 0,
    doi: null,
    volume: null,
    issue: null,
    firstPage: null,
    lastPage: null,
    pdfUrl: null,
    language: null,
    keywords: [],
  };
}

function pick(publication: Publication): Pick<Publication, 'id' | 'title'> {
  return { id: publication.id, title: publication.title };
}
