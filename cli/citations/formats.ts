import { Cite, plugins } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-csl';
import '@citation-js/plugin-ris';
import type { CslItem } from './csl.ts';

// Page keys (report-2024) are the BibTeX keys; hyphens are legal there, but citation-js drops labels it finds unsafe.
const bibtexConfig = plugins.config.get('@bibtex') as { format: { checkLabel: boolean } } | undefined;
if (bibtexConfig !== undefined) bibtexConfig.format.checkLabel = false;

/** The genre of a thesis (OpenAlex `dissertation`: a doctoral thesis) in each language's own words. */
const thesisGenre: Readonly<Record<string, string>> = { en: 'Doctoral thesis', fr: 'Thèse de doctorat' };

/**
 * citation-js turns CSL-JSON into BibTeX and RIS and, through citeproc-js and the CSL style, into formatted
 * references. Build-time only: nothing here may be imported by site/ code.
 */
export function bibtex(items: readonly CslItem[]): string {
  return items.length === 0 ? '' : normalizeEnd(new Cite(items).format('bibtex'));
}

/** A line that starts an RIS tag ("TI  - …"), or ends a record ("ER  - "). */
const risTagLine = /^[A-Z][A-Z0-9]  - ?/;

/**
 * RIS, one tag per line: citation-js cuts values every 70 characters, even inside a word, and some readers
 * keep the break; the cut lines are joined back (values' own line breaks are spaces first).
 */
export function ris(items: readonly CslItem[]): string {
  if (items.length === 0) return '';
  const flat = items.map((item) => (item.abstract === undefined ? item : { ...item, abstract: item.abstract.replace(/\s+/g, ' ') }));
  const lines = new Cite(flat).format('ris').split('\n');
  const joined: string[] = [];
  for (const line of lines) {
    if (joined.length > 0 && line !== '' && !risTagLine.test(line)) joined[joined.length - 1] += line;
    else joined.push(line);
  }
  // The closing tag keeps its space after the dash ("ER  - "), as RIS readers expect.
  return `${joined.join('\n').replace(/\s+$/, '')} \n`;
}

export function cslJson(items: readonly CslItem[]): string {
  return `${JSON.stringify(items, null, 2)}\n`;
}

/** CSL locales citation-js bundles (en-US, fr-FR, de-DE, es-ES, nl-NL). */
function bundledLocales(): string[] {
  const csl = plugins.config.get('@csl') as { locales: { list(): string[] } } | undefined;
  return csl?.locales.list() ?? ['en-US'];
}

/** The CSL locale of a site language: the bundled locale of that language (en → en-US, fr → fr-FR), else en-US. */
export function cslLocale(language: string): string {
  const locales = bundledLocales();
  return locales.find((locale) => locale.split('-')[0] === language) ?? 'en-US';
}

/**
 * APA 7 references, one plain-text string per item id, in the terms of `language`. Each reference is formatted
 * on its own, as it stands on its paper's page: formatted together, APA would tell one author's works of a year
 * apart with 2024a, 2024b (and citeproc's disambiguation over 1,000 works costs twice the time).
 */
export function apaReferences(items: readonly CslItem[], language: string): Record<string, string> {
  const lang = cslLocale(language);
  const genre = thesisGenre[language] ?? thesisGenre.en;
  const references: Record<string, string> = {};
  for (const item of items) {
    const localized = item.type === 'thesis' && item.genre === thesisGenre.en ? { ...item, genre } : item;
    const [entry] = new Cite([localized]).format('bibliography', { format: 'text', template: 'apa', lang, asEntryArray: true });
    if (entry !== undefined) references[item.id] = entry[1].trim();
  }
  return references;
}

/** One trailing newline, whatever the formatter ends with. */
function normalizeEnd(text: string): string {
  return `${text.replace(/\s+$/, '')}\n`;
}
