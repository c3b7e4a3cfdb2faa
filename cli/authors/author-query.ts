import { hasValidOrcidChecksum } from '../publications/identifiers.ts';

/** What the owner typed after `portfolio find-author`: a name, an ORCID iD or an OpenAlex author id. */
export type AuthorQuery =
  | { kind: 'name'; name: string }
  | { kind: 'orcid'; orcid: string }
  | { kind: 'openalex'; id: string };

export type ParsedQuery = { ok: true; query: AuthorQuery } | { ok: false; message: string };

const orcidShape = /^(?:(?:https?:\/\/)?(?:www\.)?orcid\.org\/)?(\d{4}-?\d{4}-?\d{4}-?\d{3}[\dXx])\/?$/;
const openAlexShape = /^(?:(?:https?:\/\/)?(?:api\.)?openalex\.org\/(?:authors\/)?)?([Aa]\d+)\/?$/;
/** Something that was meant as an ORCID (digits in 4-groups, or an orcid.org address) but is not one. */
const orcidLike = /orcid\.org|^\d{4}-\d/i;
const openAlexLike = /openalex\.org/i;

/** `000000021825009X` → `0000-0002-1825-009X`. */
function hyphenated(orcid: string): string {
  const digits = orcid.replace(/-/g, '').toUpperCase();
  return `${digits.slice(0, 4)}-${digits.slice(4, 8)}-${digits.slice(8, 12)}-${digits.slice(12)}`;
}

/** Reads a query; a usage error (exit 2) says what a valid one looks like. */
export function parseAuthorQuery(raw: string): ParsedQuery {
  const text = raw.trim().replace(/\s+/g, ' ');
  if (text === '') return { ok: false, message: 'the query is empty: give a name ("Marie Curie"), an ORCID iD (0000-0002-1825-0097) or an OpenAlex author id (A5023888391).' };

  const orcid = orcidShape.exec(text)?.[1];
  if (orcid !== undefined) {
    const bare = hyphenated(orcid);
    if (!hasValidOrcidChecksum(bare)) {
      return { ok: false, message: `${bare} is not a valid ORCID iD: its last character is a checksum that does not match. Copy the iD again from https://orcid.org.` };
    }
    return { ok: true, query: { kind: 'orcid', orcid: bare } };
  }
  const openAlexId = openAlexShape.exec(text)?.[1];
  if (openAlexId !== undefined) return { ok: true, query: { kind: 'openalex', id: openAlexId.toUpperCase() } };

  if (orcidLike.test(text)) {
    return { ok: false, message: `"${text}" is not an ORCID iD: one is 16 characters in four groups, like 0000-0002-1825-0097 or https://orcid.org/0000-0002-1825-0097.` };
  }
  if (openAlexLike.test(text)) {
    return { ok: false, message: `"${text}" is not an OpenAlex author address: one looks like https://openalex.org/A5023888391.` };
  }
  if (!/\p{L}/u.test(text)) {
    return { ok: false, message: `"${text}" has no letters, so it is no name: give a name, an ORCID iD or an OpenAlex author id (A5023888391).` };
  }
  return { ok: true, query: { kind: 'name', name: text } };
}
