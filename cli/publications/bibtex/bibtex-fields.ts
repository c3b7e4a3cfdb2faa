import type { Publication, PublicationAuthor } from '../../../schemas/types.generated.ts';
import { toPlainText } from '../abstract.ts';
import type { BibtexName } from './decode-fields.ts';
import type { BibtexEntry } from './parse-bibtex.ts';

/** A field as plain text: the parser renders LaTeX formatting as HTML (`\emph` → `<i>`), which the model never holds. */
export function textField(entry: BibtexEntry, ...names: string[]): string | undefined {
  for (const name of names) {
    const raw = entry.fields[name];
    if (typeof raw !== 'string') continue;
    const text = unicodeText(toPlainText(raw));
    if (text !== '') return text;
  }
  return undefined;
}

/** The parser spells `{\'\i}` as a dotless i with a combining accent; a reader expects the accented i. */
export function unicodeText(text: string): string {
  return text.replace(/ı(?=[\u0300-\u036f])/g, 'i').normalize('NFC');
}

/** An http(s) address in a field, also inside `\url{…}`. */
export function urlField(entry: BibtexEntry, name: string): string | undefined {
  const value = entry.fields[name];
  if (typeof value !== 'string') return undefined;
  const address = /https?:\/\/[^\s"<>{}]+/.exec(value)?.[0];
  return address !== undefined && URL.canParse(address) ? address : undefined;
}

/** A person as the model stores one: the family name with its particles (van der Berg), the given names apart. */
export function authorOf(creator: BibtexName): PublicationAuthor | undefined {
  if (creator.literal !== undefined) {
    const name = unicodeText(creator.literal.trim());
    return name === '' ? undefined : { name, orcid: null, isOwner: false };
  }
  const family = unicodeText([creator.prefix, creator.family].filter(Boolean).join(' ').trim());
  const given = unicodeText((creator.given ?? '').trim());
  if (family === '') return undefined;
  const suffix = creator.suffix === undefined ? '' : `, ${unicodeText(creator.suffix)}`;
  const name = `${given === '' ? family : `${given} ${family}`}${suffix}`;
  return given === '' ? { name, orcid: null, isOwner: false, family } : { name, orcid: null, isOwner: false, family, given };
}

/** BibTeX's `and others` (`et al.`): the list is cut, as OpenAlex's `is_authors_truncated`. */
export function isOthers(creator: BibtexName): boolean {
  return creator.literal === undefined && creator.given === undefined && creator.family?.toLowerCase() === 'others';
}

/** The names of a name field (author, editor); none when it is missing. */
export function namesField(entry: BibtexEntry, name: 'author' | 'editor'): BibtexName[] {
  const value = entry.fields[name];
  return Array.isArray(value) ? value : [];
}

/** Keywords as the file orders them, split at commas and semicolons (biblatex's and Zotero's separators). */
export function keywordsField(entry: BibtexEntry): string[] {
  return (textField(entry, 'keywords') ?? '').split(/[,;]/).flatMap((keyword) => (keyword.trim() === '' ? [] : [keyword.trim()]));
}

const monthNames = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** `3`, `03`, `mar`, `March`, `mars` (the parser expands the macros to numbers; written text may remain). */
function monthNumber(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const number = /^\s*(\d{1,2})\b/.exec(value)?.[1];
  if (number !== undefined) return Number(number) >= 1 && Number(number) <= 12 ? Number(number) : undefined;
  const index = monthNames.indexOf(value.trim().slice(0, 3).toLowerCase());
  return index === -1 ? undefined : index + 1;
}

/**
 * The year and, when the day is known, the ISO date: biblatex's `date` (2021, 2021-03 or 2021-03-10) wins over
 * `year`, `month` and `day`, as biber reads them. A year that is not a number (`in press`) is no year.
 */
export function dateOf(entry: BibtexEntry): Pick<Publication, 'year' | 'date'> {
  const date = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?/.exec(textField(entry, 'date') ?? '');
  if (date !== null) {
    const [, year, month, day] = date;
    const iso = month !== undefined && day !== undefined ? validDate(Number(year), Number(month), Number(day)) : null;
    return { year: Number(year), date: iso };
  }
  const year = /^\d{4}$/.exec(textField(entry, 'year') ?? '')?.[0];
  if (year === undefined) return { year: null, date: null };
  const month = monthNumber(textField(entry, 'month'));
  const day = Number(textField(entry, 'day'));
  return { year: Number(year), date: month !== undefined && Number.isInteger(day) ? validDate(Number(year), month, day) : null };
}

function validDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** `123--145`, `123-145`, `e1234`: first and last page. */
export function pagesOf(entry: BibtexEntry): Pick<Publication, 'firstPage' | 'lastPage'> {
  const pages = textField(entry, 'pages');
  if (pages === undefined) return { firstPage: null, lastPage: null };
  const [first, last] = pages.split(/\s*[-\u2010-\u2015]+\s*/);
  return { firstPage: first || null, lastPage: last || null };
}

const languageCodes: Readonly<Record<string, string>> = {
  english: 'en', american: 'en', british: 'en', usenglish: 'en', ukenglish: 'en', french: 'fr', francais: 'fr',
  german: 'de', ngerman: 'de', spanish: 'es', italian: 'it', portuguese: 'pt', brazilian: 'pt', dutch: 'nl',
};

/** `langid` or `language` as an ISO 639-1 code: `french` → `fr`, `en` as it is; anything else unknown. */
export function languageOf(entry: BibtexEntry): string | null {
  const value = textField(entry, 'langid', 'language')?.toLowerCase();
  if (value === undefined) return null;
  return languageCodes[value] ?? (/^[a-z]{2,3}$/.test(value) ? value : null);
}
