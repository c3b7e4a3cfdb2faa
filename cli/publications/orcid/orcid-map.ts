import type { Publication } from '../../../schemas/types.generated.ts';
import { keyFromName } from '../../../core/collections/publications/publication-key.ts';
import { abstractTeaser, toPlainText } from '../abstract.ts';
import { categoryOf } from '../category.ts';
import { doiUrl } from '../map-work.ts';
import { citationDetails } from './orcid-citation.ts';
import { httpUrl, identifierUrl, lowerCase, putCodeOf, selfIds, text, workArxivId, workAuthors, workDate, workDoi, workTitle } from './orcid-fields.ts';
import type { OrcidWork } from './orcid-types.ts';

/** A work the ORCID source did not turn into a publication, and why. */
export interface SkippedOrcidWork {
  title: string | null;
  reason: string;
}

export type MappedOrcidWork = { kind: 'publication'; publication: Publication } | { kind: 'skipped'; skipped: SkippedOrcidWork };

/**
 * ORCID's work types as the OpenAlex types category.ts sorts, so both sources share one set of category rules.
 * A type not listed (report, data-set, software, patent, lecture-speech, other…) is `other`.
 */
const openAlexTypes: Readonly<Record<string, string>> = {
  'journal-article': 'article',
  review: 'review',
  'conference-paper': 'conference-paper',
  'conference-abstract': 'conference-abstract',
  'conference-poster': 'conference-abstract',
  'dissertation-thesis': 'dissertation',
  // API v2.0's name of dissertation-thesis, still in older records.
  dissertation: 'dissertation',
  book: 'book',
  'edited-book': 'book',
  'book-chapter': 'book-chapter',
  'encyclopedia-entry': 'reference-entry',
  'dictionary-entry': 'reference-entry',
  preprint: 'preprint',
  // A working paper circulates before peer review, as a preprint does.
  'working-paper': 'preprint',
};

const maxKeywords = 5;
const languageCode = /^[a-z]{2,3}$/;

/** Maps one full ORCID work of the record `recordOrcid` to a site publication, or says why it is skipped. */
export function mapOrcidWork(work: OrcidWork, recordOrcid: string): MappedOrcidWork {
  const putCode = putCodeOf(work['put-code']);
  const title = workTitle(work.title);
  const skip = (reason: string): MappedOrcidWork => ({ kind: 'skipped', skipped: { title, reason } });
  if (putCode === null) return skip('it has no put-code');
  if (title === null) return skip(`it has no title (ORCID work ${putCode}): add one on orcid.org`);

  const ids = selfIds(work['external-ids']?.['external-id']);
  const doi = workDoi(ids);
  const arxivId = workArxivId(ids);
  const arxivUrl = arxivId === null ? null : `https://arxiv.org/abs/${arxivId}`;
  const citation = citationDetails(work.citation);
  const contributors = workAuthors(work.contributors?.contributor, recordOrcid);
  const authors = contributors.length > 0 ? contributors : citation.authors.map((name) => ({ name, orcid: null, isOwner: false }));
  const description = work['short-description'];
  const abstract = toPlainText(typeof description === 'string' ? description : (citation.abstract ?? ''));
  const { year, date } = workDate(work['publication-date']);
  const language = lowerCase(work['language-code']);
  const landingPage = httpUrl(work.url?.value) ?? identifierUrl(ids) ?? arxivUrl;

  const publication: Publication = {
    id: keyFromName(`orcid-${putCode}`),
    title,
    url: doi !== null ? doiUrl(doi) : (landingPage ?? `https://orcid.org/${recordOrcid}`),
    year,
    date,
    venue: text(work['journal-title']),
    authors,
    abstract,
    abstractTeaser: abstractTeaser(abstract),
    category: categoryOf({ type: openAlexTypes[lowerCase(work.type).replace(/_/g, '-')] ?? 'other' }),
    // ORCID says nothing about open access; an arXiv copy is free to read.
    isOpenAccess: arxivUrl !== null,
    oaUrl: arxivUrl,
    citedByCount: 0,
    doi,
    volume: citation.volume,
    issue: citation.issue,
    firstPage: citation.firstPage,
    lastPage: citation.lastPage,
    pdfUrl: arxivId === null ? null : `https://arxiv.org/pdf/${arxivId}`,
    language: languageCode.test(language) ? language : null,
    keywords: [...new Set(citation.keywords)].slice(0, maxKeywords),
  };
  return { kind: 'publication', publication };
}
