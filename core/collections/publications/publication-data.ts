import type { Publication, PublicationAuthor, PublicationsFile } from '../../../schemas/types.generated.ts';
import { publicationKey } from './publication-key.ts';
import { countByFilter, matchesFilter, publicationFilters, type PublicationFilter } from './publication-filters.ts';
import { researchImpact, type ResearchImpact } from './research-impact.ts';
import { workLanguage } from '../../i18n/text-language.ts';
import type { RelatedBlock } from '../related-to-works.ts';

/**
 * The per-page data files derived from publications.json, so that no page carries more than it shows: the
 * home page its 6 cards and the counts, the publications page a compact entry per work, a paper page its work.
 */

/** The fields branch `pubdata` adds; optional here so that the code reads them whether or not they exist yet. */
export type PublicationDetails = Publication &
  Partial<{
    volume: string | null;
    issue: string | null;
    firstPage: string | null;
    lastPage: string | null;
    pdfUrl: string | null;
    language: string | null;
    keywords: string[];
  }>;

const homeCardLimit = 6;

export interface PublicationsHomeData {
  updatedAt: string;
  total: number;
  counts: Record<PublicationFilter, number>;
  impact: ResearchImpact;
  /** The cards of the unfiltered view (featured, else newest), at most 6. */
  cards: Publication[];
}

export interface PublicationsHomeFilterData {
  cards: Publication[];
}

export interface PublicationListEntry {
  key: string;
  title: string;
  /** The first authors, as the list shows them; "+N more" says the rest (`authorCount`). */
  authors: Pick<PublicationAuthor, 'name' | 'isOwner'>[];
  authorCount: number;
  authorsTruncated: boolean;
  venue: string | null;
  year: number | null;
  date: string | null;
  category: Publication['category'];
  citedByCount: number;
  isOpenAccess: boolean;
  doi: string | null;
  keywords: string[];
  /** The language of its title (text-language.ts), read at build time where the abstract is at hand. */
  textLanguage: string | null;
}

export interface PublicationsListData {
  total: number;
  counts: Record<PublicationFilter, number>;
  entries: PublicationListEntry[];
}

/**
 * The authors a list entry does not name, in one string per entry key ("D. Ek; F. Lund"), for the list's search
 * alone: with 1,000 works of 20–200 authors they were three quarters of the list's file, which a filter's first use
 * waits for (docs/decisions/publications-list-authors.md). Entries with no other author are left out.
 */
export type PublicationsListAuthors = Record<string, string>;

export interface PublicationPageData {
  key: string;
  publication: PublicationDetails;
  /** The formatted APA 7 reference per language (built by cli/citations), when the build made one. */
  references?: Record<string, string>;
  /** The paper's BibTeX entry, the very text of its .bib download (built by cli/citations), when the build made it. */
  bibtex?: string;
  /** Site path of the owner's own copy (content/papers/<key>.pdf), when there is one. */
  manuscript?: string;
  /** Per language, what other collections' items say of the work (the talks that present it…), by collection. */
  related?: Record<string, RelatedBlock[]>;
}

/** Newest first: year, then date, descending, unknown ones last; then title, then id (a stable order). */
export function compareNewest(
  a: Pick<Publication, 'year' | 'date' | 'title' | 'id'>,
  b: Pick<Publication, 'year' | 'date' | 'title' | 'id'>,
): number {
  return (
    descendingNullsLast(a.year, b.year) ||
    descendingNullsLast(a.date ?? null, b.date ?? null) ||
    (a.title < b.title ? -1 : a.title > b.title ? 1 : 0) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

function descendingNullsLast<T extends number | string>(a: T | null, b: T | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? 1 : -1;
}

/**
 * The home page's cards for a filter: unfiltered, the featured works in their order (ids not found are
 * skipped: validate reports them), else the newest; a category shows its newest. At most 6.
 */
export function homeCards(
  items: readonly Publication[],
  filter: PublicationFilter,
  featured: readonly string[] = [],
): Publication[] {
  if (filter === 'all' && featured.length > 0) {
    const byId = new Map(items.map((item) => [item.id, item]));
    const chosen = featured.flatMap((id) => byId.get(id) ?? []);
    if (chosen.length > 0) return chosen.slice(0, homeCardLimit);
  }
  return items
    .filter((item) => matchesFilter(item, filter))
    .sort(compareNewest)
    .slice(0, homeCardLimit);
}

export function publicationsHomeData(file: PublicationsFile, featured?: readonly string[]): PublicationsHomeData {
  return {
    updatedAt: file.updated_at,
    total: file.items.length,
    counts: countByFilter(file.items),
    impact: researchImpact(file.items),
    cards: homeCards(file.items, 'all', featured),
  };
}

export type HomeFilterKey = `publications-home.${Exclude<PublicationFilter, 'all'>}`;

/** One small file per category filter, fetched when the visitor picks it. */
export function publicationsHomeFilterFiles(file: PublicationsFile): Record<HomeFilterKey, PublicationsHomeFilterData> {
  const files = {} as Record<HomeFilterKey, PublicationsHomeFilterData>;
  for (const filter of publicationFilters) {
    if (filter !== 'all') files[`publications-home.${filter}`] = { cards: homeCards(file.items, filter) };
  }
  return files;
}

/** How many authors an entry of the publications page names before "+N more". */
const listedAuthors = 3;

/**
 * A work's entry and its other authors, each kept with the work: `portfolio dev` keeps an unchanged work's identity
 * between saves, and the kept entry keeps its JSON text (cli/dev/dev-data.ts). Never changed once made.
 */
const listEntries = new WeakMap<Publication, PublicationListEntry>();
const otherAuthors = new WeakMap<Publication, string>();

export function listEntry(publication: PublicationDetails): PublicationListEntry {
  let entry = listEntries.get(publication);
  if (entry === undefined) {
    entry = newListEntry(publication);
    listEntries.set(publication, entry);
  }
  return entry;
}

function newListEntry(publication: PublicationDetails): PublicationListEntry {
  return {
    key: publicationKey(publication),
    title: publication.title,
    authors: publication.authors.slice(0, listedAuthors).map(({ name, isOwner }) => ({ name, isOwner })),
    authorCount: publication.authors.length,
    authorsTruncated: publication.authorsTruncated === true,
    venue: publication.venue,
    year: publication.year,
    date: publication.date ?? null,
    category: publication.category,
    citedByCount: publication.citedByCount,
    isOpenAccess: publication.isOpenAccess,
    doi: publication.doi,
    keywords: publication.keywords ?? [],
    textLanguage: workLanguage(publication),
  };
}

export function publicationsListData(file: PublicationsFile): PublicationsListData {
  return {
    total: file.items.length,
    counts: countByFilter(file.items),
    entries: [...file.items].sort(compareNewest).map(listEntry),
  };
}

export function publicationsListAuthors(file: PublicationsFile): PublicationsListAuthors {
  const others: PublicationsListAuthors = {};
  for (const publication of file.items) {
    if (publication.authors.length <= listedAuthors) continue;
    let names = otherAuthors.get(publication);
    if (names === undefined) {
      names = publication.authors
        .slice(listedAuthors)
        .map((author) => author.name)
        .join('; ');
      otherAuthors.set(publication, names);
    }
    others[publicationKey(publication)] = names;
  }
  return others;
}

/**
 * Every paper page's data file, by data key (`publication.<key>`), with its references from
 * `references` (language → key → reference text) when given, its manuscript when its key is in `manuscripts`,
 * and its BibTeX entry from `bibtex` (key → entry).
 */
export function publicationPageFiles(
  file: PublicationsFile,
  references: Readonly<Record<string, Readonly<Record<string, string>>>> = {},
  manuscripts: readonly string[] = [],
  bibtex: Readonly<Record<string, string>> = {},
): Record<`publication.${string}`, PublicationPageData> {
  const files: Record<`publication.${string}`, PublicationPageData> = {};
  const ownCopies = new Set(manuscripts);
  for (const publication of file.items) {
    const key = publicationKey(publication);
    const own = Object.entries(references).flatMap(([language, byKey]) => {
      const reference = byKey[key];
      return reference === undefined ? [] : [[language, reference] as const];
    });
    const page: PublicationPageData = own.length > 0 ? { key, publication, references: Object.fromEntries(own) } : { key, publication };
    if (ownCopies.has(key)) page.manuscript = manuscriptPath(key);
    const entry = bibtex[key];
    if (entry !== undefined) page.bibtex = entry;
    files[`publication.${key}`] = page;
  }
  return files;
}

/** Where the build publishes content/papers/<key>.pdf: beside the paper's page, a name that ends in .pdf (Scholar). */
function manuscriptPath(key: string): string {
  return `/publications/${key}/${key}.pdf`;
}

/** Where the build writes the downloads (cli/citations/citation-data.ts): the whole bibliography, and per paper. */
export const bibliographyDownloads = [
  { path: '/publications/publications.bib', label: 'BibTeX' },
  { path: '/publications/publications.ris', label: 'RIS' },
  { path: '/publications/publications.json', label: 'CSL-JSON' },
] as const;

export function paperDownloads(key: string): { bibtex: string; ris: string } {
  return { bibtex: `/publications/${key}/${key}.bib`, ris: `/publications/${key}/${key}.ris` };
}
