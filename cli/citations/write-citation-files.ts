import { mkdir } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { dirname, join } from 'node:path';
import type { Publication } from '../../schemas/types.generated.ts';
import { citationFiles } from './citation-data.ts';
import { toCsl } from './csl.ts';
import { linkOrWrite } from '../shared/linked-files.ts';

/**
 * Writes build files given by site-relative path (citations, feeds) under the output folder; those the last output
 * (`previousOutDir`) has with the same bytes are linked from it (cli/shared/linked-files.ts).
 */
export async function writeSiteFiles(outDir: string, files: Readonly<Record<string, string>>, previousOutDir?: string): Promise<void> {
  const folders = new Set(Object.keys(files).map((path) => dirname(join(outDir, path))));
  await Promise.all([...folders].map((folder) => mkdir(folder, { recursive: true })));
  let written = 0;
  for (const [path, text] of Object.entries(files)) {
    linkOrWrite(join(outDir, path), Buffer.from(text), previousOutDir && join(previousOutDir, path));
    // The process's messages get a turn now and then (1,000 works' citation files take 0.3 s): compress-output.ts.
    if (++written % 64 === 0) await nextTurn();
  }
}

/**
 * The bibliography downloads (BibTeX, RIS, CSL-JSON, and one BibTeX and RIS per paper) in the built site, from the
 * works' BibTeX entries (key → entry) their pages' data files already hold.
 */
export async function writeCitationFiles(
  outDir: string,
  publications: readonly Publication[],
  bibtexEntries: Readonly<Record<string, string>>,
  previousOutDir?: string,
): Promise<void> {
  await writeSiteFiles(outDir, citationFiles(publications.map(toCsl), bibtexEntries), previousOutDir);
}
