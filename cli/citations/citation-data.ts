import type { Publication } from '../../schemas/types.generated.ts';
import { toCsl, type CslItem } from './csl.ts';
import { apaReferences, bibtex, cslJson, ris } from './formats.ts';

export interface CitationData {
  /** Site-relative path (no leading slash) → file text, e.g. `publications/publications.bib`. */
  files: Record<string, string>;
  /** Language → publication key → APA 7 reference as plain text (never HTML). */
  references: Record<string, Record<string, string>>;
}

/** Where the downloads live: the whole bibliography beside the list, one entry beside each paper's page. */
const bibliographyPaths = {
  bibtex: 'publications/publications.bib',
  ris: 'publications/publications.ris',
  cslJson: 'publications/publications.json',
} as const;

export function entryPaths(key: string): { bibtex: string; ris: string } {
  return { bibtex: `publications/${key}/${key}.bib`, ris: `publications/${key}/${key}.ris` };
}

/** What a paper's page shows: its BibTeX entry (the very text of its .bib download) and APA reference by language. */
export interface PageCitations {
  /** Publication key → BibTeX entry. */
  bibtex: Record<string, string>;
  /** Language → publication key → APA 7 reference as plain text (never HTML). */
  references: Record<string, Record<string, string>>;
}

/** The page citations of CSL items keyed by page key (csl.ts), APA in each language's CSL locale (en → en-US, fr → fr-FR). */
export function pageCitations(items: readonly CslItem[], languages: readonly string[], { bibtex: withBibtex = true } = {}): PageCitations {
  return {
    bibtex: withBibtex ? Object.fromEntries(items.map((item) => [item.id, bibtex([item])])) : {},
    references: Object.fromEntries(languages.map((language) => [language, apaReferences(items, language)])),
  };
}

/**
 * The bibliography downloads: the whole bibliography as BibTeX, RIS and CSL-JSON, and each work's BibTeX and RIS.
 * `bibtexEntries` (key → entry) are the works' BibTeX entries, made once by `pageCitations` for their pages; the
 * whole bibliography joins the works' entries and records, which is what formatting them together gives.
 */
export function citationFiles(items: readonly CslItem[], bibtexEntries: Readonly<Record<string, string>>): Record<string, string> {
  const entry = (item: CslItem) => {
    const text = bibtexEntries[item.id];
    if (text === undefined) throw new Error(`no BibTeX entry was made for the work ${item.id}`);
    return text;
  };
  const records = items.map((item) => ris([item]));
  const files: Record<string, string> = {
    [bibliographyPaths.bibtex]: items.map(entry).join('\n'),
    [bibliographyPaths.ris]: records.join('\n'),
    [bibliographyPaths.cslJson]: cslJson(items),
  };
  items.forEach((item, index) => {
    const paths = entryPaths(item.id);
    files[paths.bibtex] = entry(item);
    files[paths.ris] = records[index] as string;
  });
  return files;
}

/**
 * Every citation the site offers, computed at build time: the downloads (`citationFiles`) and each publication's
 * APA 7 reference in each language. Pure: the same publications give the same bytes.
 */
export function citationData(publications: readonly Publication[], languages: readonly string[]): CitationData {
  const items = publications.map(toCsl);
  const page = pageCitations(items, languages);
  return { files: citationFiles(items, page.bibtex), references: page.references };
}
