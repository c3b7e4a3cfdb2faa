import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { ContentSnapshot } from './migration.ts';

/** Files migrations may read and rewrite; any other file (an image, a PDF) they may only move or remove. */
const textExtensions = new Set(['bib', 'css', 'csv', 'json', 'md', 'ris', 'svg', 'tex', 'txt', 'yaml', 'yml']);

function isText(path: string): boolean {
  return textExtensions.has(path.slice(path.lastIndexOf('.') + 1).toLowerCase());
}

/** Every file of the content folder, hidden ones (.DS_Store, an editor's) aside, as migrations see them. */
export async function readContentSnapshot(directory: string): Promise<ContentSnapshot> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  const paths = entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(directory, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .filter((path) => !path.split('/').some((part) => part.startsWith('.')))
    .sort();
  const texts = new Map<string, string>();
  const others = new Set<string>();
  for (const path of paths) {
    if (isText(path)) texts.set(path, await readFile(join(directory, path), 'utf8'));
    else others.add(path);
  }
  return { texts, others };
}
