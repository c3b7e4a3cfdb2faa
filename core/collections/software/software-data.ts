/** Software and data's items as their pages, home section, CV and citations read them, and their pure functions. */

/** The kinds, in the order the page groups them. */
const softwareKinds = ['software', 'dataset', 'model', 'notebook'] as const;
export type SoftwareKind = (typeof softwareKinds)[number];

/** How many items the home section shows, newest first. */
export const homeSoftwareCount = 3;

/** One item in one language, as its pages show it. */
export interface SoftwareEntry {
  id: string;
  kind: SoftwareKind;
  name: string;
  description: string;
  /** YYYY-MM-DD: the day of the release shown. */
  date: string;
  version?: string;
  /** Bare DOI (10.5281/…). */
  doi?: string;
  url?: string;
  repository?: string;
  /** SPDX identifier. */
  license?: string;
  /** Display names, in order. */
  authors: string[];
  /** Its programming language. */
  language?: string;
  /** The papers it implements: their pages and titles. */
  papers: Array<{ neutralPath: string; title: string }>;
}

/** An item on /software/: with its BibTeX entry, the very text of its part of software.bib. */
export interface SoftwarePageEntry extends SoftwareEntry {
  bibtex: string;
}

/** The data file of /software/ (software.<lang>): the items by kind, each group newest first; kinds without items left out. */
export interface SoftwareData {
  groups: Array<{ kind: SoftwareKind; items: SoftwarePageEntry[] }>;
  total: number;
}

/** The data file of the home section (software-home.<lang>): the newest items. */
export interface SoftwareHomeData {
  items: SoftwareEntry[];
  total: number;
}

export const softwareDataKey = (language: string) => `software.${language}` as const;
export const homeSoftwareDataKey = (language: string) => `software-home.${language}` as const;

/** The files of all items' citations, beside the page. */
export const softwareCitationPaths = { bibtex: '/software/software.bib', ris: '/software/software.ris', csl: '/software/software.json' } as const;

/** Newest first; items of the same day keep the file's order. */
export function newestFirst<T extends { date: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

/** Items under their kind, in the kinds' order, each group newest first; a kind without items has no group. */
export function byKind<T extends { kind: SoftwareKind; date: string }>(items: readonly T[]): Array<{ kind: SoftwareKind; items: T[] }> {
  const sorted = newestFirst(items);
  return softwareKinds.flatMap((kind) => {
    const ofKind = sorted.filter((item) => item.kind === kind);
    return ofKind.length === 0 ? [] : [{ kind, items: ofKind }];
  });
}

/** The page of a licence on the SPDX list. */
export function licenseUrl(license: string): string {
  return `https://spdx.org/licenses/${license}.html`;
}

/** A DOI as a link. */
export function doiUrl(doi: string): string {
  return `https://doi.org/${doi}`;
}
