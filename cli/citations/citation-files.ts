import type { CslItem } from './csl.ts';

/** Where the downloads live: the whole bibliography beside the list, one entry beside each paper's page. */
const bibliographyPaths = {
  bibtex: 'publications/publications.bib',
  ris: 'publications/publications.ris',
  cslJson: 'publications/publications.json',
} as const;

export function entryPaths(key: string): { bibtex: string; ris: string } {
  return { bibtex: `publications/${key}/${key}.bib`, ris: `publications/${key}/${key}.ris` };
}

/** CSL-JSON, the records as they are (csl.ts). */
export function cslJson(items: readonly CslItem[]): string {
  return `${JSON.stringify(items, null, 2)}\n`;
}

/**
 * The bibliography downloads: the whole bibliography as BibTeX, RIS and CSL-JSON, and each work's BibTeX and RIS.
 * `bibtexEntries` and `risRecords` (key → text) are the works' BibTeX entries and RIS records, made once by
 * `pageCitations` (citation-data.ts) with their pages' citations and kept with them by the build cache: the whole
 * bibliography joins them, which is what formatting the works together gives. citation-js is not loaded here: a
 * refresh that changed a few works formats those alone.
 */
export function citationFiles(
  items: readonly CslItem[],
  bibtexEntries: Readonly<Record<string, string>>,
  risRecords: Readonly<Record<string, string>>,
): Record<string, string> {
  const made = (texts: Readonly<Record<string, string>>, format: string) => (item: CslItem) => {
    const text = texts[item.id];
    if (text === undefined) throw new Error(`no ${format} was made for the work ${item.id}`);
    return text;
  };
  const [entry, record] = [made(bibtexEntries, 'BibTeX entry'), made(risRecords, 'RIS record')];
  const files: Record<string, string> = {
    [bibliographyPaths.bibtex]: items.map(entry).join('\n'),
    [bibliographyPaths.ris]: items.map(record).join('\n'),
    [bibliographyPaths.cslJson]: cslJson(items),
  };
  for (const item of items) {
    const paths = entryPaths(item.id);
    files[paths.bibtex] = entry(item);
    files[paths.ris] = record(item);
  }
  return files;
}
