import { parse, type Creator } from '@retorquere/bibtex-parser';
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
  let entry;
  try {
    entry = parse(value, { sentenceCase: false }).entries[0];
  } catch {
    return noCitationDetails;
  }
  if (entry === undefined) return noCitationDetails;
  const fields = entry.fields;
  const [firstPage, lastPage] = pageRange(fields.pages);
  return {
    volume: nonBlank(fields.volume),
    issue: nonBlank(fields.number) ?? nonBlank(fields.issue),
    firstPage,
    lastPage,
    abstract: nonBlank(fields.abstract),
    keywords: (fields.keywords ?? []).map((keyword) => keyword.trim()).filter((keyword) => keyword !== ''),
    authors: (fields.author ?? []).flatMap(creatorName),
  };
}

/** `123–135` → first and last page; `e1002` → a first page (an article number) alone. */
function pageRange(pages: string | undefined): [string | null, string | null] {
  const parts = (pages ?? '').split(/\s*[-–—]+\s*/).map(nonBlank);
  return [parts[0] ?? null, parts[1] ?? null];
}

function creatorName(creator: Creator): string[] {
  const name = nonBlank(creator.name) ?? nonBlank([creator.firstName, creator.prefix, creator.lastName, creator.suffix].filter(Boolean).join(' '));
  return name === null ? [] : [name.normalize('NFC')];
}

function nonBlank(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
