import { Cite, plugins } from '@citation-js/core';
import '@citation-js/plugin-csl';
import type { CslItem } from './csl.ts';

export { bibtex } from './bibtex-entries.ts';
export { ris } from './ris-records.ts';

/** The genres csl.ts gives (a doctoral thesis, a preprint) in each language's own words. */
const genres: ReadonlyArray<Readonly<Record<string, string>>> = [
  { en: 'Doctoral thesis', fr: 'Thèse de doctorat' },
  { en: 'Preprint', fr: 'Prépublication' },
];

/**
 * One CSL-JSON record per work (csl.ts) gives every format: BibTeX and RIS (citation-js, put right for BibTeX,
 * biber, Zotero and RIS readers: bibtex-entries.ts, ris-records.ts), CSL-JSON itself and, through citeproc-js
 * and the CSL style, APA references. Build-time only: nothing here may be imported by site/ code.
 */

/** CSL locales citation-js bundles (en-US, fr-FR, de-DE, es-ES, nl-NL). */
function bundledLocales(): string[] {
  const csl = plugins.config.get('@csl') as { locales: { list(): string[] } } | undefined;
  return csl?.locales.list() ?? ['en-US'];
}

/** The CSL locale of a site language: the bundled locale of that language (en → en-US, fr → fr-FR), else en-US. */
function cslLocale(language: string): string {
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

type CslStyles = { has(name: string): boolean; get(name: string): string; add(name: string, xml: string): void };

function cslStyles(): CslStyles {
  return (plugins.config.get('@csl') as { styles: CslStyles }).styles;
}

/**
 * The reference list's et-al-min: a work of that many authors or more shows its first authors, an ellipsis and
 * its last one (APA 7: 21, the first 19).
 */
function bibliographyEtAlMin(style: string): number {
  const min = Number(/<bibliography\b[^>]*\set-al-min="(\d+)"/.exec(style)?.[1]);
  if (!Number.isInteger(min) || min < 2) throw new Error("citation-js's APA style has no et-al-min on its bibliography: check its version");
  return min;
}

/**
 * The authors citeproc needs to write a work's reference as it would with all of them: a list of et-al-min
 * authors or more shows only its first ones and its last, so the authors in between are left out down to
 * et-al-min (citeproc reads, parses and registers every name it is given: 1,001 works of 20–200 authors spent
 * most of their time there).
 */
export function authorsShown<Name>(authors: readonly Name[], etAlMin: number): readonly Name[] {
  if (authors.length <= etAlMin) return authors;
  return [...authors.slice(0, etAlMin - 1), authors[authors.length - 1] as Name];
}

function registerStandaloneApa(): void {
  const styles = cslStyles();
  if (styles.has(standaloneApa)) return;
  const apa = styles.get('apa');
  const withoutDisambiguation = apa.replace(/<citation\b[^>]*>/, (tag) => tag.replace(disambiguationAttributes, ''));
  if (withoutDisambiguation === apa) throw new Error("citation-js's APA style has no disambiguation settings to remove: check its version");
  // Each reference is read by its id, so the list's order is never used; sorting it computed a key from every
  // author of every work (1,001 works of 20–200 authors: 10.6 → 8.2 s for en + fr, the same references).
  const unsorted = withoutDisambiguation.replace(/(<bibliography\b[^>]*>)\s*<sort>[\s\S]*?<\/sort>/, '$1');
  if (unsorted === withoutDisambiguation) throw new Error("citation-js's APA style has no bibliography sort to remove: check its version");
  // No in-text citation is written, but citeproc renders each item's citation as it registers it, to find those
  // that read alike (the disambiguation removed above is all that would use it, and no condition of the style asks
  // for it): a title costs nothing, the authors and year took 1.7–2.0 s of the 4.0–4.2 s a language took (1,019 works).
  const titleCitation = unsorted.replace(/<citation\b[^>]*>[\s\S]*?<\/citation>/, '<citation><layout><text variable="title"/></layout></citation>');
  if (titleCitation === unsorted || /disambiguate="true"/.test(titleCitation)) throw new Error("citation-js's APA style is not the one this product was made for: check its version");
  styles.add(standaloneApa, titleCitation);
}

/**
 * citation-js keeps one citeproc engine per style and locale for the next call, with every item it formatted in
 * its registry: 126 MB held by the build to its end for 1,001 works of 20–200 authors in two languages. Asked for
 * the engine of no items (the plugin's own `engine` entry), it empties that registry.
 */
function releaseEngine(lang: string): void {
  const csl = plugins.config.get('@csl') as { engine(items: unknown[], style: string, lang: string, format: string): unknown };
  csl.engine([], standaloneApa, lang, 'text');
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
  const etAlMin = bibliographyEtAlMin(cslStyles().get(standaloneApa));
  const localized = items.map((item) => {
    const names = genres.find((genre) => genre.en === item.genre);
    return {
      ...item,
      ...(item.author === undefined ? {} : { author: authorsShown(item.author, etAlMin) }),
      ...(names === undefined ? {} : { genre: names[language] ?? names.en }),
    };
  });
  const entries = new Cite(localized).format('bibliography', { format: 'text', template: standaloneApa, lang, asEntryArray: true }) as [string, string][];
  releaseEngine(lang);
  return Object.fromEntries(entries.map(([id, text]) => [id, text.trim()]));
}
