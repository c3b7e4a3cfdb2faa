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
export function pageCitations(items: readonly CslItem[], languages: readonly string[]): PageCitations {
  return {
    bibtex: Object.fromEntries(items.map((item) => [item.id, bibtex([item])])),
    references: Object.fromEntries(languages.map((language) => [language, apaReferences(items, language)])),
  };
}

/**
 * Every citation the site offers, computed at build time: the whole bibliography as BibTeX, RIS and CSL-JSON,
 * each publication's BibTeX and RIS, and its APA 7 reference in each language. Pure: the same publications
 * give the same bytes.
 */
export function citationData(publications: readonly Publication[], languages: readonly string[]): CitationData {
  const items = publications.map(toCsl);
  const page = pageCitations(items, languages);
  const files: Record<string, string> = {
    [bibliographyPaths.bibtex]: bibtex(items),
    [bibliographyPaths.ris]: ris(items),
    [bibliographyPaths.cslJson]: cslJson(items),
  };
  for (const item of items) {
    const paths = entryPaths(item.id);
    files[paths.bibtex] = page.bibtex[item.id] as string;
    files[paths.ris] = ris([item]);
  }
  return { files, references: page.references };
}
