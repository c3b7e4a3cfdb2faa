import type { Publication } from '../../../schemas/types.generated.ts';
import type { PublicationCategory } from '../../shared/publications/categories.ts';
import { displayedVenue } from './venue.ts';

const entryTypes: Record<PublicationCategory, string> = {
  article: 'article',
  conference: 'inproceedings',
  thesis: 'phdthesis',
  preprint: 'misc',
  book: 'incollection',
  other: 'misc',
};

/** The field each entry type expects the venue in. */
const venueFields: Record<PublicationCategory, string> = {
  article: 'journal',
  conference: 'booktitle',
  thesis: 'school',
  preprint: 'howpublished',
  book: 'booktitle',
  other: 'howpublished',
};

/** Lower-case words that belong to the family name before it: 'van der Berg', 'de La Fontaine', 'Le Gall'. */
const familyParticles = new Set([
  'da',
  'das',
  'de',
  'del',
  'della',
  'den',
  'der',
  'di',
  'do',
  'dos',
  'du',
  'la',
  'le',
  'ten',
  'ter',
  'van',
  'von',
]);

/** Letters that Unicode decomposition does not reduce to ASCII. */
const asciiLetters: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

function toAsciiLower(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßæœøłđðþı]/g, (letter) => asciiLetters[letter] ?? '');
}

/** Splits a display name into family and given names ('Yann Le Gall' → 'Le Gall', 'Yann'). */
export function splitName(name: string): { family: string; given: string } {
  const comma = name.indexOf(',');
  if (comma !== -1) return { family: name.slice(0, comma).trim(), given: name.slice(comma + 1).trim() };
  const words = name.trim().split(/\s+/);
  let start = words.length - 1;
  while (start > 1 && familyParticles.has((words[start - 1] ?? '').toLowerCase())) start -= 1;
  return { family: words.slice(start).join(' '), given: words.slice(0, start).join(' ') };
}

/** First author's family name + year + first title word, lower-case ASCII: 'marchand2026physics'. */
export function citationKey(publication: Publication): string {
  const firstAuthor = publication.authors[0];
  const family = firstAuthor ? toAsciiLower(splitName(firstAuthor.name).family).replace(/[^a-z0-9]/g, '') : '';
  const firstWord = /[a-z0-9]+/.exec(toAsciiLower(publication.title))?.[0] ?? '';
  const key = `${family}${publication.year ?? ''}${firstWord}`;
  return key === '' ? toAsciiLower(publication.id).replace(/[^a-z0-9]/g, '') || 'publication' : key;
}

const latexSpecials: Record<string, string> = {
  '\\': '\\textbackslash{}',
  '{': '\\{',
  '}': '\\}',
  '&': '\\&',
  '%': '\\%',
  $: '\\$',
  '#': '\\#',
  _: '\\_',
  '~': '\\textasciitilde{}',
  '^': '\\textasciicircum{}',
};

/** Text fields: LaTeX's special characters written as commands, so braces always balance. */
export function escapeBibtex(text: string): string {
  return text.replace(/[\\{}&%$#_~^]/g, (character) => latexSpecials[character] ?? character);
}

/** DOI and URL fields are read verbatim by biblatex, so the only unsafe characters are percent-encoded. */
function escapeVerbatim(text: string): string {
  return text.replace(/[{}\\]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
}

function bibtexAuthor(name: string): string {
  const { family, given } = splitName(name);
  return escapeBibtex(given === '' ? family : `${family}, ${given}`);
}

export function buildBibtex(publication: Publication): string {
  const authors = publication.authors.map((author) => bibtexAuthor(author.name));
  if (publication.authorsTruncated && authors.length > 0) authors.push('others');
  const venue = displayedVenue(publication.venue);

  const fields: [string, string | null][] = [
    ['author', authors.length > 0 ? authors.join(' and ') : null],
    ['title', escapeBibtex(publication.title)],
    [venueFields[publication.category], venue === null ? null : escapeBibtex(venue)],
    ['year', publication.year === null ? null : String(publication.year)],
    ['doi', publication.doi === null ? null : escapeVerbatim(publication.doi)],
    ['url', escapeVerbatim(publication.url)],
  ];
  const body = fields.flatMap(([name, value]) => (value === null ? [] : [`  ${name} = {${value}}`]));
  return `@${entryTypes[publication.category]}{${citationKey(publication)},\n${body.join(',\n')}\n}\n`;
}
