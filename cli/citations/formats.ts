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
 * The APA style without the in-text disambiguation (names, given names, 2024a / 2024b): each reference stands
 * alone on its paper's page, so citeproc may format all of them in one pass and give each the text it would
 * have on its own. Registered once, under its own name.
 */
const standaloneApa = 'apa-standalone';
const disambiguationAttributes = /\s(?:disambiguate-add-givenname|disambiguate-add-names|disambiguate-add-year-suffix|givenname-disambiguation-rule)="[^"]*"/g;

function registerStandaloneApa(): void {
  const styles = (plugins.config.get('@csl') as { styles: { has(name: string): boolean; get(name: string): string; add(name: string, xml: string): void } }).styles;
  if (styles.has(standaloneApa)) return;
  const apa = styles.get('apa');
  const withoutDisambiguation = apa.replace(/<citation\b[^>]*>/, (tag) => tag.replace(disambiguationAttributes, ''));
  if (withoutDisambiguation === apa) throw new Error("citation-js's APA style has no disambiguation settings to remove: check its version");
  // Each reference is read by its id, so the list's order is never used; sorting it computed a key from every
  // author of every work (1,001 works of 20–200 authors: 10.6 → 8.2 s for en + fr, the same references).
  const unsorted = withoutDisambiguation.replace(/(<bibliography\b[^>]*>)\s*<sort>[\s\S]*?<\/sort>/, '$1');
  if (unsorted === withoutDisambiguation) throw new Error("citation-js's APA style has no bibliography sort to remove: check its version");
  styles.add(standaloneApa, unsorted);
}

/**
 * APA 7 references, one plain-text string per item id, in the terms of `language`. Each reads as it stands on its
 * paper's page: formatted with the whole list, APA would tell one author's works of a year apart with 2024a,
 * 2024b, which the style used here does not do. One pass over every item: formatting them one at a time cost
 * twice the time (1,001 works: 10.4 s against 4.9 s a language).
 */
export function apaReferences(items: readonly CslItem[], language: string): Record<string, string> {
  if (items.length === 0) return {};
  registerStandaloneApa();
  const lang = cslLocale(language);
  const genre = thesisGenre[language] ?? thesisGenre.en;
  const localized = items.map((item) => (item.type === 'thesis' && item.genre === thesisGenre.en ? { ...item, genre } : item));
  const entries = new Cite(localized).format('bibliography', { format: 'text', template: standaloneApa, lang, asEntryArray: true }) as [string, string][];
  return Object.fromEntries(entries.map(([id, text]) => [id, text.trim()]));
}

/** One trailing newline, whatever the formatter ends with. */
function normalizeEnd(text: string): string {
  return `${text.replace(/\s+$/, '')}\n`;
}
