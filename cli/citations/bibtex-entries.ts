import { Cite, plugins } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import { cslKeywords, type CslItem } from './csl.ts';
import { latex, latexName } from './latex-text.ts';

/**
 * BibTeX from citation-js's entry objects, with what it gets wrong for classic BibTeX, biber and Zotero put
 * right (docs/decisions/one-citation-record.md): the entry type, the date fields, a preprint's server, and the
 * abstract and keywords it leaves out (docs/decisions/zotero-imports.md).
 */

const bibtexConfig = plugins.config.get('@bibtex') as { format: { checkLabel: boolean; asciiOnly: boolean } };
// Page keys (report-2024) are the BibTeX keys; hyphens are legal there, but citation-js drops labels it finds unsafe.
bibtexConfig.format.checkLabel = false;
// Its ASCII-only mode writes "{\' E}lodie" (a space Zotero keeps) and drops letters it cannot spell in LaTeX
// (Greek, Chinese): the file is UTF-8 instead, which biber, Zotero and 8-bit BibTeX read.
bibtexConfig.format.asciiOnly = false;

interface EntryObject {
  type: string;
  label: string;
  properties: Record<string, string>;
}

/** The entry type of each CSL type: a preprint is @misc (no journal), a part of a book @incollection. */
const entryTypes: Record<CslItem['type'], string> = {
  'article-journal': 'article',
  'paper-conference': 'inproceedings',
  thesis: 'phdthesis',
  article: 'misc',
  book: 'book',
  chapter: 'incollection',
  report: 'techreport',
};

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** Field order in the output: who and what, where, which part, when, where online. */
const fieldOrder = [
  'author', 'title', 'journal', 'booktitle', 'school', 'institution', 'publisher', 'organization', 'howpublished',
  'volume', 'number', 'pages', 'year', 'month', 'date', 'doi', 'url', 'keywords', 'abstract',
];

/**
 * Better BibTeX reads `keywords` verbatim and Zotero unescapes it: only what would break the .bbl biber writes
 * (a backslash, a brace, a comment sign, a macro parameter) is escaped there.
 */
const keywordSpecials = /[\\{}%#]/g;

/** The text fields escaped for LaTeX (citation-js escapes nothing once it may write UTF-8); URL and DOI stay verbatim. */
function latexItem(item: CslItem): CslItem {
  const text = (value: string | undefined) => (value === undefined ? undefined : latex(value));
  const escaped: CslItem = { ...item, title: latex(item.title) };
  for (const field of ['container-title', 'publisher', 'genre', 'volume', 'issue', 'page', 'number'] as const) {
    if (item[field] !== undefined) escaped[field] = text(item[field]);
  }
  if (item.author !== undefined) escaped.author = item.author.map(latexName);
  return escaped;
}

/**
 * citation-js braces each word with a capital (but the first of the title and after a colon) so that styles
 * keep its case, but its word boundary is ASCII: "Finistère" comes out "{Finist}ère", "École" unbraced. The
 * brace is moved to the end of the word, and a word that starts with a non-ASCII capital is braced too.
 */
function wholeWordBraces(value: string): string {
  return value
    .replace(/\{([^{}\\]+)\}([\p{L}\p{M}]+)/gu, '{$1$2}')
    .replace(/(?<=(?<!:)\s|\()(?![A-Z])(\p{Lu}[\p{L}\p{M}]*)/gu, '{$1}');
}

/** year and a bare month macro for BibTeX, and an ISO date for biber and Zotero when the day is known. */
function dateFields(item: CslItem): Array<[string, string]> {
  const [year, month, day] = item.issued?.['date-parts'][0] ?? [];
  if (year === undefined) return [];
  const fields: Array<[string, string]> = [['year', `{${year}}`]];
  if (month !== undefined) fields.push(['month', months[month - 1] as string]);
  if (month !== undefined && day !== undefined) {
    fields.push(['date', `{${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}}`]);
  }
  return fields;
}

/**
 * The abstract on one line (a blank line in a field is a LaTeX paragraph break, and Zotero joins lines anyway) and
 * the keywords as one list: Zotero splits `keywords` at commas and semicolons, biber at commas.
 */
function descriptionFields(item: CslItem): Array<[string, string]> {
  const fields: Array<[string, string]> = [];
  const abstract = item.abstract?.replace(/\s+/g, ' ').trim();
  if (abstract) fields.push(['abstract', `{${latex(abstract)}}`]);
  const keywords = cslKeywords(item);
  if (keywords.length > 0) fields.push(['keywords', `{${keywords.map((keyword) => latex(keyword, keywordSpecials)).join(', ')}}`]);
  return fields;
}

function fields(entry: EntryObject, item: CslItem): Array<[string, string]> {
  // The genre citation-js writes as `type` is for APA ("[Preprint]"); @misc says what a preprint is without it.
  const { year: _year, month: _month, type: _genre, abstract: _abstract, keywords: _keywords, howpublished, publisher, ...rest } = entry.properties;
  const properties: Record<string, string> = rest;
  // citation-js repeats the URL as howpublished; a preprint's server is its howpublished (no publisher in @misc).
  if (item.type === 'article' && publisher !== undefined) properties.howpublished = publisher;
  else if (publisher !== undefined) properties.publisher = publisher;
  if (howpublished !== undefined && howpublished !== item.URL) properties.howpublished = howpublished;
  for (const field of ['title', 'booktitle']) {
    const value = properties[field];
    if (value !== undefined) properties[field] = wholeWordBraces(value);
  }
  const braced = Object.entries(properties).map(([field, value]): [string, string] => [field, `{${value}}`]);
  const all = [...braced, ...dateFields(item), ...descriptionFields(item)];
  const rank = (field: string) => (fieldOrder.includes(field) ? fieldOrder.indexOf(field) : fieldOrder.length);
  return all.sort(([a], [b]) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
}

function entryText(entry: EntryObject, item: CslItem): string {
  const body = fields(entry, item).map(([field, value]) => `  ${field} = ${value}`);
  return `@${entryTypes[item.type]}{${item['citation-key']},\n${body.join(',\n')}\n}\n`;
}

/** The BibTeX of `items`, one entry each in their order, a blank line between. */
export function bibtex(items: readonly CslItem[]): string {
  if (items.length === 0) return '';
  const entries = new Cite(items.map(latexItem)).format('bibtex', { format: 'object' }) as unknown as EntryObject[];
  return entries.map((entry, index) => entryText(entry, items[index] as CslItem)).join('\n');
}
