import { open, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { publicationKey } from '../../../core/collections/publications/publication-key.ts';
import type { Problem } from '../../shared/problems.ts';
import type { JsonDocument } from '../../content/json-document.ts';
import { wholeFileProblem } from '../../content/load-content.ts';
import { arrayAt, stringAt } from '../../content/rules/values.ts';

/** The folder of the owner's own copies of their papers: content/papers/<key>.pdf. */
export const papersFolder = 'papers';

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

function keysOf(publications: JsonDocument | undefined): string[] {
  return arrayAt(publications?.value, 'items').flatMap((item) => {
    const id = stringAt(item, 'id');
    return id === undefined ? [] : [publicationKey({ id })];
  });
}

function wrongNameMessage(key: string, keys: readonly string[]): string {
  const lower = key.toLowerCase();
  if (keys.includes(lower)) return `rename the file ${lower}.pdf: the key and the extension are lower-case`;
  const shown = keys.slice(0, shownKeys).join(', ') + (keys.length > shownKeys ? `, … (${keys.length} keys)` : '');
  return `no publication has the key "${key}" (a paper's key ends its page's address, /publications/<key>/): rename the file <key>.pdf with one of the keys: ${shown || 'none, publications.json has no works'}`;
}

/**
 * The owner's manuscripts (content/papers/<key>.pdf), each published beside its paper's page: the keys that
 * may be published, and what is wrong with the folder. Files whose name starts with a dot (.DS_Store) are
 * the system's, not the owner's, and are skipped.
 */
export async function manuscriptsCheck(
  directory: string,
  publications: JsonDocument | undefined,
): Promise<{ keys: string[]; problems: Problem[] }> {
  const folder = join(directory, papersFolder);
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  const known = keysOf(publications);
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
    if (!known.includes(key) || !entry.name.endsWith('.pdf')) {
      problems.push(wholeFileProblem(file, wrongNameMessage(key, known)));
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
    keys.push(key);
  }
  return { keys, problems };
}
