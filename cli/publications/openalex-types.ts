/**
 * The parts of an OpenAlex Work this import reads. Every key may be absent or null in real responses
 * (see /work/shared/CONTRACTS.md), so each one is optional and nullable and is checked before use.
 */
export interface OpenAlexWork {
  id?: string | null;
  doi?: string | null;
  title?: string | null;
  publication_year?: number | null;
  publication_date?: string | null;
  type?: string | null;
  /** Gone from 2026 responses; still present in older recorded data. */
  type_crossref?: string | null;
  primary_location?: OpenAlexLocation | null;
  open_access?: { is_oa?: boolean | null; oa_url?: string | null } | null;
  authorships?: OpenAlexAuthorship[] | null;
  is_authors_truncated?: boolean | null;
  cited_by_count?: number | null;
  is_retracted?: boolean | null;
  is_paratext?: boolean | null;
  abstract_inverted_index?: Record<string, number[]> | null;
  biblio?: { volume?: string | null; issue?: string | null; first_page?: string | null; last_page?: string | null } | null;
  best_oa_location?: { pdf_url?: string | null } | null;
  /** ISO 639-1 code such as `en`, or null. */
  language?: string | null;
  keywords?: Array<{ display_name?: string | null; score?: number | null } | null> | null;
}

interface OpenAlexLocation {
  landing_page_url?: string | null;
  /** The type the location's own record gives, e.g. `proceedings-article`; 2026 replacement of type_crossref. */
  raw_type?: string | null;
  source?: { display_name?: string | null; type?: string | null } | null;
}

export interface OpenAlexAuthorship {
  author?: { id?: string | null; display_name?: string | null; orcid?: string | null } | null;
  raw_author_name?: string | null;
}

/**
 * The top-level fields requested with `select`: exactly those read above. `type_crossref` is not
 * requested because 2026 responses no longer carry it (primary_location.raw_type replaces it).
 */
export const selectedWorkFields = [
  'id',
  'doi',
  'title',
  'publication_year',
  'publication_date',
  'type',
  'primary_location',
  'open_access',
  'authorships',
  'is_authors_truncated',
  'cited_by_count',
  'is_retracted',
  'is_paratext',
  'abstract_inverted_index',
  'biblio',
  'best_oa_location',
  'language',
  'keywords',
] as const;
