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

/** ISO 7064 MOD 11-2, the ORCID check character of an iD's first 15 digits: 0-9, or X for 10. */
function orcidCheckCharacter(digits: string): string {
  let total = 0;
  for (const digit of digits.slice(0, 15)) total = (total + Number(digit)) * 2;
  const remainder = (12 - (total % 11)) % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** `0000-0002-1825-0097` (hyphens optional) → true when its last character is the ISO 7064 MOD 11-2 check of the others. */
export function hasValidOrcidChecksum(orcid: string): boolean {
  const digits = orcid.replace(/-/g, '').toUpperCase();
  return /^\d{15}[\dX]$/.test(digits) && digits[15] === orcidCheckCharacter(digits);
}

/**
 * Why an ORCID iD cannot be right, with the fix to tell the owner; null when its ISO 7064 MOD 11-2 check
 * character (its last one, https://support.orcid.org/hc/en-us/articles/360006897674) matches its digits.
 */
export function orcidChecksumProblem(id: string): string | null {
  const orcid = bareOrcid(id);
  if (orcid === null) return `"${id}" is not an ORCID iD: it looks like 0000-0002-1825-0097 (or https://orcid.org/0000-0002-1825-0097)`;
  if (hasValidOrcidChecksum(orcid)) return null;
  return `${orcid} is not a valid ORCID iD (its last character should be ${orcidCheckCharacter(orcid.replace(/-/g, ''))} for these digits): copy it again from your ORCID record on https://orcid.org`;
}
