import type { Publication, PublicationAuthor } from '../../schemas/types.generated.ts';
import { abstractFromInvertedIndex, abstractTeaser } from './abstract.ts';
import { categoryOf } from './category.ts';
import { bareDoi, bareOrcid, shortAuthorId, shortWorkId } from './identifiers.ts';
import type { OpenAlexAuthorship, OpenAlexWork } from './openalex-types.ts';

/** Who the site belongs to, as imported: an author is the owner by id or ORCID, never by name. */
export interface Owner {
  authorIds: ReadonlySet<string>;
  orcid: string | null;
}

/** A work the import did not keep, named so the owner can check the decision. */
interface LeftOutWork {
  id: string | null;
  title: string | null;
  reason: string;
}

export type MappedWork = { kind: 'publication'; publication: Publication } | { kind: 'left-out'; leftOut: LeftOutWork };

const paratextReason = 'paratext (front matter, cover, table of contents)';
const leftOutTypes: Readonly<Record<string, string>> = {
  'peer-review': 'a peer review, not a publication',
  erratum: 'an erratum',
  retraction: 'a retraction notice',
  paratext: paratextReason,
};

const httpUrl = /^https?:\/\/\S+$/;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** Maps one OpenAlex work to a site publication, or says why it is left out. */
export function mapWork(work: OpenAlexWork, owner: Owner, excludedIds: ReadonlySet<string>): MappedWork {
  const id = shortWorkId(work.id);
  const title = typeof work.title === 'string' && work.title.trim() !== '' ? work.title : null;
  const leaveOut = (reason: string): MappedWork => ({ kind: 'left-out', leftOut: { id, title, reason } });

  if (id === null) return leaveOut('it has no OpenAlex work id');
  if (excludedIds.has(id)) return leaveOut('listed in publications.exclude of site.json');
  if (work.is_paratext === true) return leaveOut(paratextReason);
  if (work.is_retracted === true) return leaveOut('retracted');
  const typeReason = leftOutTypes[work.type ?? ''];
  if (typeReason !== undefined) return leaveOut(typeReason);
  if (title === null) return leaveOut('it has no title');

  const doi = bareDoi(work.doi);
  const abstract = abstractFromInvertedIndex(work.abstract_inverted_index);
  const publication: Publication = {
    id,
    title,
    url: doi !== null ? doiUrl(doi) : (httpUrlOrNull(work.primary_location?.landing_page_url) ?? `https://openalex.org/${id}`),
    year: Number.isInteger(work.publication_year) ? (work.publication_year as number) : null,
    date: typeof work.publication_date === 'string' && isoDate.test(work.publication_date) ? work.publication_date : null,
    venue: nonBlank(work.primary_location?.source?.display_name) ?? null,
    authors: (work.authorships ?? []).flatMap((authorship) => mapAuthor(authorship, owner)),
    ...(work.is_authors_truncated === true ? { authorsTruncated: true } : {}),
    abstract,
    abstractTeaser: abstractTeaser(abstract),
    category: categoryOf(work),
    isOpenAccess: work.open_access?.is_oa === true,
    oaUrl: httpUrlOrNull(work.open_access?.oa_url),
    citedByCount: Number.isInteger(work.cited_by_count) && (work.cited_by_count as number) > 0 ? (work.cited_by_count as number) : 0,
    doi,
    ...bibliographicDetails(work),
  };
  return { kind: 'publication', publication };
}

const maxKeywords = 5;
const languageCode = /^[a-z]{2,3}$/;

/** Volume, issue, pages, free PDF, language and keywords: what a citation and a paper's page need. */
function bibliographicDetails(
  work: OpenAlexWork,
): Pick<Publication, 'volume' | 'issue' | 'firstPage' | 'lastPage' | 'pdfUrl' | 'language' | 'keywords'> {
  const language = nonBlank(work.language)?.toLowerCase();
  const keywords = (work.keywords ?? [])
    .flatMap((keyword, index) => {
      const name = nonBlank(keyword?.display_name);
      const score = keyword?.score;
      return name === undefined ? [] : [{ name, score: typeof score === 'number' && Number.isFinite(score) ? score : 0, index }];
    })
    // Highest score first; equal scores keep OpenAlex's order.
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((keyword) => keyword.name)
    .filter((name, index, names) => names.indexOf(name) === index)
    .slice(0, maxKeywords);
  return {
    volume: nonBlank(work.biblio?.volume) ?? null,
    issue: nonBlank(work.biblio?.issue) ?? null,
    firstPage: nonBlank(work.biblio?.first_page) ?? null,
    lastPage: nonBlank(work.biblio?.last_page) ?? null,
    pdfUrl: httpUrlOrNull(work.best_oa_location?.pdf_url),
    language: language !== undefined && languageCode.test(language) ? language : null,
    keywords,
  };
}

function mapAuthor(authorship: OpenAlexAuthorship, owner: Owner): PublicationAuthor[] {
  const author = authorship.author;
  const name = (nonBlank(author?.display_name) ?? nonBlank(authorship.raw_author_name))?.normalize('NFC');
  if (name === undefined) return [];
  const orcid = bareOrcid(author?.orcid);
  const authorId = shortAuthorId(author?.id);
  const isOwner = (authorId !== null && owner.authorIds.has(authorId)) || (orcid !== null && orcid === owner.orcid);
  return [{ name, orcid, isOwner }];
}

/** The resolver URL of a DOI; characters with a meaning in URLs are escaped so the whole DOI stays in the path. */
export function doiUrl(doi: string): string {
  return `https://doi.org/${doi.replace(/[#?%"<>\\^`{|}]/g, (character) => encodeURIComponent(character))}`;
}

function httpUrlOrNull(value: unknown): string | null {
  return typeof value === 'string' && httpUrl.test(value.trim()) ? value.trim() : null;
}

function nonBlank(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}
