import type { Publication } from '../../schemas/types.generated.ts';
import { publicationKey } from '../../site/shared/publications/publication-key.ts';
import { toCsl } from './csl.ts';
import { apaReferences, bibtex, cslJson, ris } from './formats.ts';

export interface CitationData {
  /** Site-relative path (no leading slash) → file text, e.g. `publications/publications.bib`. */
  files: Record<string, string>;
  /** Language → publication key → APA 7 reference as plain text (never HTML). */
  references: Record<string, Record<string, string>>;
}

/** Where the downloads live: the whole bibliography beside the list, one entry beside each paper's page. */
export const bibliographyPaths = {
  bibtex: 'publications/publications.bib',
  ris: 'publications/publications.ris',
  cslJson: 'publications/publications.json',
} as const;

export function entryPaths(key: string): { bibtex: string; ris: string } {
  return { bibtex: `publications/${key}/${key}.bib`, ris: `publications/${key}/${key}.ris` };
}

/**
 * Every citation the site offers, computed at build time: the whole bibliography as BibTeX, RIS and CSL-JSON,
 * each publication's BibTeX and RIS, and its APA 7 reference in each language (CSL locale of the language:
 * en → en-US, fr → fr-FR). Pure: the same publications give the same bytes.
 */
export function citationData(publications: readonly Publication[], languages: readonly string[]): CitationData {
  const items = publications.map(toCsl);
  const files: Record<string, string> = {
    [bibliographyPaths.bibtex]: bibtex(items),
    [bibliographyPaths.ris]: ris(items),
    [bibliographyPaths.cslJson]: cslJson(items),
  };
  items.forEach((item, index) => {
    const paths = entryPaths(publicationKey(publications[index] as Publication));
    files[paths.bibtex] = bibtex([item]);
    files[paths.ris] = ris([item]);
  });
  const references = Object.fromEntries(languages.map((language) => [language, apaReferences(items, language)]));
  return { files, references };
}
