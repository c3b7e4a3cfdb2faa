import type { PublicationAuthor } from '../../../schemas/types.generated.ts';
import { toPlainText } from '../abstract.ts';
import { bareDoi, bareOrcid } from '../identifiers.ts';
import type { OrcidContributor, OrcidExternalId, OrcidFuzzyDate, OrcidTitle, OrcidValue } from './orcid-types.ts';

/** Readers of one part of an ORCID work each: pure, and null (never a guess) when the part is missing or unusable. */

/**
 * `Title: Subtitle` as plain text (Crossref feeds ORCID titles with <i>, <sub> and entities); the translated
 * title only when the work has no title of its own.
 */
export function workTitle(title: OrcidTitle | null | undefined): string | null {
  const main = plainText(title?.title);
  const subtitle = plainText(title?.subtitle);
  if (main !== null) return subtitle === null || main.endsWith(subtitle) ? main : `${main.replace(/[\s:]+$/, '')}: ${subtitle}`;
  return plainText(title?.['translated-title']);
}

function plainText(value: OrcidValue | null | undefined): string | null {
  const plain = toPlainText(text(value) ?? '');
  return plain === '' ? null : plain;
}

export interface WorkDate {
  year: number | null;
  /** YYYY-MM-DD when year, month and day are all given and make a real day, else null. */
  date: string | null;
}

export function workDate(fuzzy: OrcidFuzzyDate | null | undefined): WorkDate {
  const year = integer(fuzzy?.year, 1000, 9999);
  const month = integer(fuzzy?.month, 1, 12);
  const day = integer(fuzzy?.day, 1, 31);
  if (year === null) return { year: null, date: null };
  if (month === null || day === null) return { year, date: null };
  const date = `${year}-${pad(month)}-${pad(day)}`;
  const real = new Date(`${date}T00:00:00Z`);
  return { year, date: real.getUTCDate() === day ? date : null };
}

/**
 * The work's own identifiers: relationship `self` (a `part-of` DOI is the book's or the proceedings', a
 * `version-of` one another version's). A missing relationship counts as `self`, as older records have none.
 */
export function selfIds(ids: readonly OrcidExternalId[] | null | undefined): OrcidExternalId[] {
  return listOf(ids).filter((id) => {
    const relationship = lowerCase(id['external-id-relationship']);
    return relationship === '' || relationship === 'self';
  });
}

/** The first self DOI that is one (some records file a handle or a URL as `doi`): bare and lower-case. */
export function workDoi(ids: readonly OrcidExternalId[]): string | null {
  for (const id of ids) {
    if (lowerCase(id['external-id-type']) !== 'doi') continue;
    const doi = bareDoi(id['external-id-normalized']?.value) ?? bareDoi(id['external-id-value']) ?? bareDoi(id['external-id-url']?.value);
    if (doi !== null) return doi;
  }
  return null;
}

const arxivIdPattern = /^(?:arxiv:)?\s*(\d{4}\.\d{4,5}|[a-z-]+(?:\.[a-z]{2})?\/\d{7})(?:v\d+)?$/i;

/** The arXiv identifier without its version (`arXiv:2401.01234v2` → `2401.01234`), or null. */
export function workArxivId(ids: readonly OrcidExternalId[]): string | null {
  for (const id of ids) {
    if (lowerCase(id['external-id-type']) !== 'arxiv') continue;
    const value = id['external-id-value'];
    const match = typeof value === 'string' ? arxivIdPattern.exec(value.trim()) : null;
    if (match?.[1] !== undefined) return match[1];
  }
  return null;
}

/** The URL of the first self identifier that has one (a PubMed, handle or repository page). */
export function identifierUrl(ids: readonly OrcidExternalId[]): string | null {
  for (const id of ids) {
    const url = httpUrl(id['external-id-url']?.value);
    if (url !== null) return url;
  }
  return null;
}

/**
 * Authors in ORCID's order: contributors whose role is author (or not given); when a work names only editors
 * (an edited book), those. The owner is the contributor whose ORCID iD is the record's, never matched by name.
 */
export function workAuthors(contributors: readonly OrcidContributor[] | null | undefined, recordOrcid: string): PublicationAuthor[] {
  const named = listOf(contributors).flatMap((contributor) => {
    const name = creditName(contributor['credit-name']);
    if (name === null) return [];
    const role = lowerCase(contributor['contributor-attributes']?.['contributor-role']);
    const orcid = bareOrcid(contributor['contributor-orcid']?.path) ?? bareOrcid(contributor['contributor-orcid']?.uri);
    return [{ author: { name, orcid, isOwner: orcid !== null && orcid === recordOrcid }, isAuthor: role === '' || role === 'author' }];
  });
  const authors = named.filter((entry) => entry.isAuthor);
  return (authors.length > 0 ? authors : named).map((entry) => entry.author);
}

/** Crossref and INSPIRE write `Last, First`; the site shows `First Last`. Names with more commas stay as they are. */
function creditName(value: OrcidValue | null | undefined): string | null {
  const name = text(value);
  if (name === null) return null;
  const parts = name.split(',').map((part) => part.trim());
  const flipped = parts.length === 2 && parts[0] !== '' && parts[1] !== '' ? `${parts[1]} ${parts[0]}` : name;
  return flipped.replace(/\s+/g, ' ').normalize('NFC');
}

/** The objects of a list, or none when ORCID sent something else in its place: one odd part never fails a work. */
export function listOf<T extends object>(items: readonly T[] | null | undefined): T[] {
  return Array.isArray(items) ? items.filter((item): item is T => typeof item === 'object' && item !== null) : [];
}

/** The integer a put-code is (v3.0 sends a number, v2.0 a string of digits), or null. */
export function putCodeOf(value: unknown): number | null {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : null;
}

/** A string field lower-cased and trimmed; '' when it is missing or no string. */
export function lowerCase(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}

export function text(value: OrcidValue | null | undefined): string | null {
  const trimmed = typeof value?.value === 'string' ? value.value.replace(/\s+/g, ' ').trim() : '';
  return trimmed === '' ? null : trimmed;
}

export function httpUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return /^https?:\/\/\S+$/.test(trimmed) ? trimmed : null;
}

function integer(value: OrcidValue | null | undefined, min: number, max: number): number | null {
  const digits = text(value);
  if (digits === null || !/^\d+$/.test(digits)) return null;
  const number = Number(digits);
  return number >= min && number <= max ? number : null;
}

function pad(number: number): string {
  return String(number).padStart(2, '0');
}
