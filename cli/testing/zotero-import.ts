import { parse as parseBibtex } from '@retorquere/bibtex-parser';
import { AST } from 'astrocite-ris';

/**
 * What Zotero's own BibTeX and RIS imports make of our files, as read in its code (zotero/translators BibTeX.js and
 * RIS.js, zotero/zotero's Item.fromJSON): only the item type and the fields this project checks. The line ranges
 * are in docs/decisions/zotero-imports.md. The files are split into entries by parsers that share no code with
 * citation-js; each value is then read with Zotero's rules.
 */
export interface ZoteroItem {
  key: string;
  itemType: string;
  title: string;
  abstractNote: string;
  tags: string[];
  repository: string;
  /** A program's or a data set's version (BibTeX `version`, RIS `ET`), '' for other types. */
  versionNumber: string;
  DOI: string;
  url: string;
  /** Each author as Zotero shows it, "Family, Given" (a one-word name alone). */
  creators: string[];
  /** YYYY, YYYY-MM or YYYY-MM-DD. */
  date: string;
}

/**
 * BibTeX.js's entry types (bibtex2zoteroTypeMap) for the ones this project writes; any other is left out of the
 * import (beginRecord: "discarded item from BibTeX"), biblatex's @dataset among them.
 */
const bibtexTypes: Readonly<Record<string, string>> = {
  article: 'journalArticle',
  inproceedings: 'conferencePaper',
  phdthesis: 'thesis',
  incollection: 'bookSection',
  book: 'book',
  techreport: 'report',
  misc: 'document',
  software: 'computerProgram',
};

/** The types that have a version number (RIS.js's ET and BibTeX.js's `version` go there only for these). */
const versioned = new Set(['computerProgram', 'dataset']);

/**
 * BibTeX.js's unescapeBibTeX for what bibtex-entries.ts writes, in its order: text between two dollars taken as
 * math (its signs dropped), braces dropped, `\&` and its kind unescaped, spaces joined.
 */
function unescapeBibtex(value: string): string {
  return value
    .replace(/\$([^$]+)\$/g, '$1')
    .replace(/([^\\])[{}]+/g, '$1')
    .replace(/^\{/, '')
    .replace(/(^|[^\\])\\([#$%&~_^\\{}])/g, '$1$2')
    .replace(/\s+/g, ' ');
}

/** Zotero's tags from a `keywords` field: split at commas and semicolons (BibTeX.js keywordDelimRe). */
function bibtexTags(keywords: unknown): string[] {
  const text = Array.isArray(keywords) ? keywords.join(',') : typeof keywords === 'string' ? keywords : '';
  return text === '' ? [] : unescapeBibtex(text).split(/\s*[,;]\s*/);
}

/** A field as the parser gives it: text, or the first of a list. */
function bibtexText(value: unknown): string {
  const text = Array.isArray(value) ? value[0] : value;
  return typeof text === 'string' ? text : '';
}

/** "Family, Given" from the parser's names (family with its particles, as BibTeX.js's creator import). */
function bibtexCreators(authors: unknown): string[] {
  if (!Array.isArray(authors)) return [];
  return authors.map((author: { lastName?: string; firstName?: string; prefix?: string; name?: string }) => {
    const family = [author.prefix, author.lastName].filter(Boolean).join(' ');
    if (family === '') return author.name ?? '';
    return author.firstName ? `${family}, ${author.firstName}` : family;
  });
}

export function zoteroBibtexImport(text: string): ZoteroItem[] {
  const library = parseBibtex(text, { sentenceCase: false, verbatimFields: ['url', 'doi', 'abstract', 'keywords'] });
  if (library.errors.length > 0) throw new Error(`BibTeX does not parse: ${JSON.stringify(library.errors)}`);
  return library.entries.flatMap((entry) => {
    const itemType = bibtexTypes[entry.type];
    if (itemType === undefined) return [];
    const { abstract, date, year } = entry.fields;
    return [
      {
        key: entry.key,
        itemType,
        title: unescapeBibtex(bibtexText(entry.fields.title)).trim(),
        abstractNote: typeof abstract === 'string' ? unescapeBibtex(abstract).trim() : '',
        tags: bibtexTags(entry.fields.keywords),
        repository: '',
        versionNumber: versioned.has(itemType) ? bibtexText(entry.fields.version) : '',
        DOI: bibtexText(entry.fields.doi),
        url: bibtexText(entry.fields.url),
        creators: bibtexCreators(entry.fields.author),
        date: bibtexText(date) || bibtexText(year),
      },
    ];
  });
}

/** RIS.js's types for the ones this project writes; UNPB, unknown to it, falls to its default, a journal article. */
const risTypes: Readonly<Record<string, string>> = {
  JOUR: 'journalArticle',
  CPAPER: 'conferencePaper',
  THES: 'thesis',
  CHAP: 'bookSection',
  BOOK: 'book',
  RPRT: 'report',
  COMP: 'computerProgram',
  DATA: 'dataset',
};

/** RIS.js's DA ("YYYY/MM/DD/", empty parts left out) as an ISO date, else PY's year. */
function risDate(da: string | undefined, py: string | undefined): string {
  const parts = (da ?? '').split('/').filter((part) => part !== '');
  return parts.length > 0 ? parts.join('-') : (py ?? '');
}

/**
 * The Extra lines Item.fromJSON turns into an item type and fields ("Type: preprint", "Repository: …"), with
 * Zotero's key pattern, whose `[ -_]` range spans the colon: a value with a colon ("arXiv:2401.01234") is lost.
 */
function extraFields(extra: readonly string[]): Map<string, string> {
  const fields = new Map<string, string>();
  for (const line of extra) {
    const parts = /^([a-z][a-z -_]+):(.+)/i.exec(line);
    const key = parts?.[1]?.trim().replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase().replace(/[\s-_]/g, '-');
    const value = parts?.[2]?.trim();
    if (key !== undefined && value && !fields.has(key)) fields.set(key, value);
  }
  return fields;
}

export function zoteroRisImport(text: string): ZoteroItem[] {
  return AST.parse(text).children.map((record) => {
    const values = (tag: string) => record.properties.filter((property) => property.key === tag).map((property) => String(property.value));
    const translatorType = risTypes[record.type] ?? 'journalArticle';
    const extra = extraFields(values('M2'));
    const itemType = extra.get('type') === 'preprint' ? 'preprint' : translatorType;
    return {
      key: values('ID')[0] ?? '',
      itemType,
      title: values('TI')[0] ?? '',
      abstractNote: values('AB').join(' ').trim(),
      tags: values('KW').flatMap((line) => line.split(/\s*(?:[\r\n]+\s*)+|\s*(?:;\s*)+/)).filter((tag) => tag !== ''),
      repository: itemType === 'preprint' ? (extra.get('repository') ?? '') : '',
      versionNumber: versioned.has(itemType) ? (values('ET')[0] ?? '') : '',
      DOI: values('DO')[0] ?? '',
      url: values('UR')[0] ?? '',
      creators: values('AU'),
      date: risDate(values('DA')[0], values('PY')[0]),
    };
  });
}
