/** Bare identifiers from the URL or prefixed forms OpenAlex, ORCID and DOI records use. */

const workIdPattern = /^(?:https?:\/\/openalex\.org\/)?(W\d+)$/i;
const authorIdPattern = /^(?:https?:\/\/openalex\.org\/)?(A\d+)$/i;
const orcidPattern = /^(?:https?:\/\/orcid\.org\/)?(\d{4}-\d{4}-\d{4}-\d{3}[\dX])$/i;
const doiPrefix = /^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:)/i;

/** `https://openalex.org/W2741809807` → `W2741809807`; null when it is no work id. */
export function shortWorkId(value: unknown): string | null {
  return matchUpper(workIdPattern, value);
}

/** `https://openalex.org/A5023888391` or `A5023888391` → `A5023888391`; null when it is no author id. */
export function shortAuthorId(value: unknown): string | null {
  return matchUpper(authorIdPattern, value);
}

/** `https://orcid.org/0000-0002-1825-0097` → `0000-0002-1825-0097`; null when it is no ORCID iD. */
export function bareOrcid(value: unknown): string | null {
  return matchUpper(orcidPattern, value);
}

/** `https://doi.org/10.7717/PeerJ.4375` → `10.7717/peerj.4375` (DOIs are case-insensitive); null when none. */
export function bareDoi(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const doi = value.trim().replace(doiPrefix, '').toLowerCase();
  return /^10\.\S+$/.test(doi) ? doi : null;
}

function matchUpper(pattern: RegExp, value: unknown): string | null {
  if (typeof value !== 'string') return null;
  return pattern.exec(value.trim())?.[1]?.toUpperCase() ?? null;
}
