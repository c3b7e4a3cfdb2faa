import type { Publication } from '../../schemas/types.generated.ts';
import { toCsl, type CslItem } from './csl.ts';
import { apaReferences, bibtex, ris } from './formats.ts';
import { citationFiles } from './citation-files.ts';

export interface CitationData {
  /** Site-relative path (no leading slash) → file text, e.g. `publications/publications.bib`. */
  files: Record<string, string>;
  /** Language → publication key → APA 7 reference as plain text (never HTML). */
  references: Record<string, Record<string, string>>;
}

/** What a paper's page shows: its BibTeX entry (the very text of its .bib download) and APA reference by language. */
export interface PageCitations {
  /** Publication key → BibTeX entry. */
  bibtex: Record<string, string>;
  /** Publication key → RIS record (made with the BibTeX entries, for the downloads: citation-files.ts). */
  ris: Record<string, string>;
  /** Language → publication key → APA 7 reference as plain text (never HTML). */
  references: Record<string, Record<string, string>>;
}

/**
 * The page citations of CSL items keyed by page key (csl.ts), APA in each language's CSL locale (en → en-US, fr →
 * fr-FR); with their BibTeX entries, the works' RIS records, unless `bibtex` is false (another process makes them).
 */
export function pageCitations(items: readonly CslItem[], languages: readonly string[], { bibtex: withBibtex = true } = {}): PageCitations {
  return {
    bibtex: withBibtex ? Object.fromEntries(items.map((item) => [item.id, bibtex([item])])) : {},
    ris: withBibtex ? Object.fromEntries(items.map((item) => [item.id, ris([item])])) : {},
    references: Object.fromEntries(languages.map((language) => [language, apaReferences(items, language)])),
  };
}

/**
 * Every citation the site offers, computed at build time: the downloads (`citationFiles`) and each publication's
 * APA 7 reference in each language. Pure: the same publications give the same bytes.
 */
export function citationData(publications: readonly Publication[], languages: readonly string[]): CitationData {
  const items = publications.map(toCsl);
  const page = pageCitations(items, languages);
  return { files: citationFiles(items, page.bibtex, page.ris), references: page.references };
}
