import { keywordsField, namesField, pagesOf, textField, unicodeText } from '../bibtex/bibtex-fields.ts';
import type { BibtexName } from '../bibtex/decode-fields.ts';
import { parseBibtex } from '../bibtex/parse-bibtex.ts';
import type { OrcidWork } from './orcid-types.ts';

/** What a work's BibTeX citation adds to ORCID's own fields: ORCID has no volume, issue or pages. */
export interface CitationDetails {
  volume: string | null;
  issue: string | null;
  firstPage: string | null;
  lastPage: string | null;
  abstract: string | null;
  keywords: string[];
  /** `First Last`, in the citation's order. */
  authors: string[];
}

export const noCitationDetails: CitationDetails = {
  volume: null,
  issue: null,
  firstPage: null,
  lastPage: null,
  abstract: null,
  keywords: [],
  authors: [],
};

/**
 * Reads the work's `citation` when it is BibTeX (`bibtex`, or v2.0's `BIBTEX`); a citation of another kind,
 * or one the parser cannot read, adds nothing: the work keeps ORCID's own fields.
 */
export function citationDetails(citation: OrcidWork['citation']): CitationDetails {
  const value = citation?.['citation-value'];
  const type = citation?.['citation-type'];
  if (typeof type !== 'string' || type.toLowerCase() !== 'bibtex' || typeof value !== 'string') return noCitationDetails;
  const entry = parseBibtex(value).entries[0];
  if (entry === undefined) return noCitationDetails;
  return {
    volume: textField(entry, 'volume') ?? null,
    issue: textField(entry, 'number', 'issue') ?? null,
    ...pagesOf(entry),
    abstract: textField(entry, 'abstract') ?? null,
    keywords: keywordsField(entry),
    authors: namesField(entry, 'author').flatMap(creatorName),
  };
}

function creatorName(creator: BibtexName): string[] {
  const name = nonBlank(creator.literal) ?? nonBlank([creator.given, creator.prefix, creator.family, creator.suffix].filter(Boolean).join(' '));
  return name === null ? [] : [unicodeText(name)];
}

function nonBlank(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
