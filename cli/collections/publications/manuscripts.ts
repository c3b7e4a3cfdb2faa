import { existsSync } from 'node:fs';
import { open, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Publication } from '../../../schemas/types.generated.ts';
import { formerPublicationKeys, publicationKey } from '../../../core/collections/publications/publication-key.ts';
import { wholeFileProblem, type Problem } from '../../shared/problems.ts';
import { danglingMessage, follow, type PublicationIndex } from '../../publications/references/follow-references.ts';

/** The folder of the owner's own copies of their papers: content/papers/<key>.pdf. */
const papersFolder = 'papers';

/** Above this, a visitor on a phone or a slow connection waits a long time for the paper. */
const manuscriptWarningBytes = 20 * 1024 * 1024;

const shownKeys = 8;

/** An unreadable file counts as no PDF: the build could not publish it either. */
async function startsLikePdf(file: string): Promise<boolean> {
  const handle = await open(file, 'r').catch(() => undefined);
  if (handle === undefined) return false;
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(5), 0, 5, 0);
    return bytesRead === 5 && buffer.toString('latin1') === '%PDF-';
  } finally {
    await handle.close();
  }
}

function wrongNameMessage(key: string, index: PublicationIndex): string {
  const lower = key.toLowerCase();
  if (follow(lower, index).state !== 'missing') return `rename the file ${lower}.pdf: the key and the extension are lower-case`;
  const keys = [...index.live.keys()];
  const shown = keys.slice(0, shownKeys).join(', ') + (keys.length > shownKeys ? `, … (${keys.length} keys)` : '');
  return `${danglingMessage({ kind: 'manuscript', written: key })} (a paper's key ends its page's address, /publications/<key>/; the keys: ${shown || 'none, publications.json has no works'})`;
}

/**
 * The file of a work's manuscript: papers/<key>.pdf, else that of one of its former keys (a merged work whose
 * file the import has not renamed yet), so the page offers it under the current key.
 */
export function manuscriptFile(contentDir: string, publication: Pick<Publication, 'id' | 'mergedIds'>): string {
  const files = [publicationKey(publication), ...formerPublicationKeys(publication)].map((key) => join(contentDir, papersFolder, `${key}.pdf`));
  return files.find((file) => existsSync(file)) ?? (files[0] as string);
}

/**
 * The owner's manuscripts (content/papers/<key>.pdf), each published beside its paper's page: the keys that
 * may be published (a merged work's former key gives the key of the work it was merged into), and what is wrong
 * with the folder. Files whose name starts with a dot (.DS_Store) are the system's, not the owner's, and are
 * skipped.
 */
export async function manuscriptsCheck(directory: string, index: PublicationIndex): Promise<{ keys: string[]; problems: Problem[] }> {
  const folder = join(directory, papersFolder);
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  const keys: string[] = [];
  const problems: Problem[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name.startsWith('.')) continue;
    const file = join(folder, entry.name);
    const match = /^(.+)\.pdf$/i.exec(entry.name);
    if (!entry.isFile() || match === null) {
      problems.push(wholeFileProblem(file, `only PDF files named <key>.pdf belong in ${papersFolder}/: move this ${entry.isFile() ? 'file' : 'folder'} elsewhere`));
      continue;
    }
    const key = match[1] as string;
    if (!(await startsLikePdf(file))) {
      problems.push(wholeFileProblem(file, 'this is not a PDF (it does not start with %PDF-): export the manuscript as PDF and put that file here'));
      continue;
    }
    const followed = follow(key, index);
    if (followed.state === 'missing' || key !== key.toLowerCase() || !entry.name.endsWith('.pdf')) {
      problems.push(wholeFileProblem(file, wrongNameMessage(key, index)));
      continue;
    }
    const { size } = await stat(file);
    if (size > manuscriptWarningBytes) {
      problems.push(
        wholeFileProblem(
          file,
          `${(size / 1024 / 1024).toFixed(1)} MB is a long wait for a visitor on a phone (above 20 MB): compress the images in it or export a lighter PDF`,
          'warning',
        ),
      );
    }
    const current = publicationKey({ id: followed.id });
    if (!keys.includes(current)) keys.push(current);
  }
  return { keys, problems };
}
