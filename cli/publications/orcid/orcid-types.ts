/**
 * The ORCID public API v3.0 JSON this module reads (Accept: application/json), as the record schema
 * (orcid-model record_3.0 work-3.0.xsd, common-3.0.xsd) serialises it: every part may be null, so
 * every field is optional and nullable here and read defensively.
 */

export interface OrcidValue {
  value?: string | null;
}

export interface OrcidExternalId {
  'external-id-type'?: string | null;
  'external-id-value'?: string | null;
  'external-id-normalized'?: { value?: string | null; transient?: boolean } | null;
  'external-id-url'?: OrcidValue | null;
  /** `self`, `part-of`, `version-of` or `funded-by` (v2.0 wrote them upper-case). */
  'external-id-relationship'?: string | null;
}

interface OrcidExternalIds {
  'external-id'?: OrcidExternalId[] | null;
}

export interface OrcidTitle {
  title?: OrcidValue | null;
  subtitle?: OrcidValue | null;
  'translated-title'?: { value?: string | null; 'language-code'?: string | null } | null;
}

/** A fuzzy date: any of year, month and day may be missing. */
export interface OrcidFuzzyDate {
  year?: OrcidValue | null;
  month?: OrcidValue | null;
  day?: OrcidValue | null;
}

export interface OrcidContributor {
  'contributor-orcid'?: { uri?: string | null; path?: string | null; host?: string | null } | null;
  'credit-name'?: OrcidValue | null;
  'contributor-attributes'?: {
    'contributor-sequence'?: string | null;
    'contributor-role'?: string | null;
  } | null;
}

/** One entry of a group on `/works`: no contributors, abstract or citation. */
export interface OrcidWorkSummary {
  'put-code'?: number | null;
  title?: OrcidTitle | null;
  'external-ids'?: OrcidExternalIds | null;
  type?: string | null;
  'publication-date'?: OrcidFuzzyDate | null;
  'journal-title'?: OrcidValue | null;
  /** A number as a string; the group's preferred version has the highest. */
  'display-index'?: string | number | null;
}

export interface OrcidWorkGroup {
  'external-ids'?: OrcidExternalIds | null;
  'work-summary'?: OrcidWorkSummary[] | null;
}

/** `GET /{orcid}/works`. */
export interface OrcidWorksResponse {
  group?: OrcidWorkGroup[] | null;
  path?: string | null;
}

/** A full work, as `/work/{put-code}` and each element of the bulk read give it. */
export interface OrcidWork {
  'put-code'?: number | null;
  title?: OrcidTitle | null;
  'journal-title'?: OrcidValue | null;
  'short-description'?: string | null;
  citation?: { 'citation-type'?: string | null; 'citation-value'?: string | null } | null;
  type?: string | null;
  'publication-date'?: OrcidFuzzyDate | null;
  'external-ids'?: OrcidExternalIds | null;
  url?: OrcidValue | null;
  contributors?: { contributor?: OrcidContributor[] | null } | null;
  'language-code'?: string | null;
  path?: string | null;
  visibility?: string | null;
}

/** ORCID's error body, as an HTTP error or in place of a work in the bulk read. */
interface OrcidErrorBody {
  'response-code'?: number | null;
  'developer-message'?: string | null;
  'user-message'?: string | null;
  'error-code'?: number | null;
}

/** `GET /{orcid}/works/{put-code,put-code,…}`: each requested work, or an error in its place. */
export interface OrcidBulkResponse {
  bulk?: Array<{ work?: OrcidWork | null; error?: OrcidErrorBody | null }> | null;
}
