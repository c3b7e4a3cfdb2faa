import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Publication } from '../../schemas/types.generated.ts';
import { citationFiles } from './citation-data.ts';
import { toCsl } from './csl.ts';

/** Writes build files given by site-relative path (citations, feeds) under the output folder. */
export async function writeSiteFiles(outDir: string, files: Readonly<Record<string, string>>): Promise<void> {
  const folders = new Set(Object.keys(files).map((path) => dirname(join(outDir, path))));
  await Promise.all([...folders].map((folder) => mkdir(folder, { recursive: true })));
  await Promise.all(Object.entries(files).map(([path, text]) => writeFile(join(outDir, path), text)));
}

/**
 * The bibliography downloads (BibTeX, RIS, CSL-JSON, and one BibTeX and RIS per paper) in the built site, from the
 * works' BibTeX entries (key → entry) their pages' data files already hold.
 */
export async function writeCitationFiles(outDir: string, publications: readonly Publication[], bibtexEntries: Readonly<Record<string, string>>): Promise<void> {
  await writeSiteFiles(outDir, citationFiles(publications.map(toCsl), bibtexEntries));
}
