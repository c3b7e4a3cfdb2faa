import { Cite } from '@citation-js/core';
import '@citation-js/plugin-ris';
import { cslKeywords, type CslItem } from './csl.ts';

/**
 * RIS from citation-js's tag objects, with the types, dates, pages and ids that Zotero's RIS translator and
 * other readers expect put right (docs/decisions/one-citation-record.md).
 */

type Tags = Record<string, string | string[]>;

/**
 * RIS type of each CSL type. Zotero reads CPAPER as a conference paper. No RIS type is a preprint in Zotero's
 * translator: UNPB (unpublished work) is what the RIS specification has for one; Zotero reads it as a journal
 * article, which the record's Extra lines turn into a preprint (preprintExtra).
 */
const risTypes: Record<CslItem['type'], string> = {
  'article-journal': 'JOUR',
  'paper-conference': 'CPAPER',
  thesis: 'THES',
  article: 'UNPB',
  book: 'BOOK',
  chapter: 'CHAP',
  report: 'RPRT',
};

const tagOrder = ['AU', 'TI', 'T2', 'C3', 'PB', 'M3', 'VL', 'IS', 'SP', 'EP', 'SN', 'PY', 'DA', 'DO', 'UR', 'LA', 'KW', 'AB', 'M2', 'ID'];

/**
 * Zotero's RIS import puts M2 lines into the item's Extra, and on saving turns its "Type: preprint" and
 * "Repository:" lines into a preprint's type and server (docs/decisions/zotero-imports.md).
 */
function preprintExtra(item: CslItem): string[] {
  return ['Type: preprint', ...(item.publisher === undefined ? [] : [`Repository: ${item.publisher}`])];
}

/** RIS dates are YYYY/MM/DD/ with empty parts left empty. */
function risDate(item: CslItem): string | undefined {
  const [year, month, day] = item.issued?.['date-parts'][0] ?? [];
  if (year === undefined || month === undefined) return undefined;
  const two = (part: number | undefined) => (part === undefined ? '' : String(part).padStart(2, '0'));
  return `${year}/${two(month)}/${two(day)}/`;
}

function fixedTags(tags: Tags, item: CslItem): Tags {
  const { TY: _type, C2: _yearPublished, SP: _pages, PY: _year, DA: _date, ID: _id, KW: _keywords, ...rest } = tags;
  const fixed: Tags = { ...rest, ID: item.id };
  const year = item.issued?.['date-parts'][0][0];
  if (year !== undefined) fixed.PY = String(year);
  const date = risDate(item);
  if (date !== undefined) fixed.DA = date;
  // SP and EP are the first and last page; Zotero's translator joins them back into a range.
  const pages = item.page?.split('-') ?? [];
  if (pages.length > 0) Object.assign(fixed, pages.length === 2 ? { SP: pages[0], EP: pages[1] } : { SP: item.page });
  const container = item['container-title'];
  // Zotero takes a conference paper's T2 for the conference name and C3 for the proceedings' title.
  if (item.type === 'paper-conference' && container !== undefined) Object.assign(fixed, { T2: container, C3: container });
  if (item.publisher !== undefined) fixed.PB = item.publisher;
  // One keyword a line: Zotero splits KW at semicolons and line ends, not at commas.
  const keywords = cslKeywords(item);
  if (keywords.length > 0) fixed.KW = keywords;
  if (item.type === 'article') fixed.M2 = preprintExtra(item);
  // M3 is a thesis's type in Zotero, but a DOI for an article, which a preprint becomes there.
  if (item.type !== 'thesis') delete fixed.M3;
  return fixed;
}

function recordText(tags: Tags, item: CslItem): string {
  const fixed = fixedTags(tags, item);
  const rank = (tag: string) => (tagOrder.includes(tag) ? tagOrder.indexOf(tag) : tagOrder.length);
  const ordered = Object.keys(fixed).sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
  const lines = ordered.flatMap((tag) => [fixed[tag] ?? []].flat().map((value) => `${tag}  - ${String(value).replace(/\s*\n\s*/g, ' ')}`));
  // The closing tag keeps its space after the dash ("ER  - "), as RIS readers expect.
  return [`TY  - ${risTypes[item.type]}`, ...lines, 'ER  - '].join('\n');
}

/** The RIS of `items`, one record each in their order, one tag per line (values' own line breaks become spaces). */
export function ris(items: readonly CslItem[]): string {
  if (items.length === 0) return '';
  const flat = items.map((item) => (item.abstract === undefined ? item : { ...item, abstract: item.abstract.replace(/\s+/g, ' ') }));
  const records = new Cite(flat).format('ris', { format: 'object' }) as unknown as Tags[];
  return `${records.map((tags, index) => recordText(tags, items[index] as CslItem)).join('\n\n')}\n`;
}
