import { bareOrcid } from '../identifiers.ts';

/**
 * Why `id` is no usable ORCID iD, with the fix to tell the owner, or null when it is one: the form
 * `0000-0002-1825-0097` (a `https://orcid.org/` prefix is fine) with a right ISO 7064 MOD 11-2 check digit.
 */
export function orcidChecksumProblem(id: string): string | null {
  const bare = bareOrcid(id);
  if (bare === null) {
    return `"${id}" is not an ORCID iD: an iD is 16 characters in four groups of four, like 0000-0002-1825-0097. Copy yours from your profile on orcid.org.`;
  }
  const expected = checkCharacter(bare.replace(/-/g, '').slice(0, 15));
  const given = bare.slice(-1);
  if (given === expected) return null;
  return `The ORCID iD ${bare} has a wrong check digit (its last character should be ${expected} for the digits before it, so one of them is mistyped). Copy the iD from your profile on orcid.org.`;
}

/** ISO 7064 MOD 11-2, as ORCID documents it: 0-9, or X for 10. */
function checkCharacter(baseDigits: string): string {
  let total = 0;
  for (const digit of baseDigits) total = (total + Number(digit)) * 2;
  const result = (12 - (total % 11)) % 11;
  return result === 10 ? 'X' : String(result);
}
