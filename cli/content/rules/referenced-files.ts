import { join, posix } from 'node:path';
import type { Problem } from '../../shared/problems.ts';
import { problemAt } from '../json-document.ts';
import type { JsonDocument } from '../json-document.ts';
import { stringAt } from './values.ts';

/** A file the content points to, and the problem to report if it does not exist. */
export interface FileReference {
  /** Path inside the content folder, with forward slashes. */
  path: string;
  ifMissing: Problem;
}

/** The site.json fields that name a file under content/. */
const siteFileFields = [
  ['profile', 'cv'],
  ['profile', 'photo', 'path'],
  ['spotlight', 'poster'],
  ['socialImage', 'path'],
] as const;

/** The path with `.` and `..` resolved, or undefined when it leaves the content folder. */
export function insideContent(path: string): string | undefined {
  const normalized = posix.normalize(path);
  return normalized.startsWith('../') || normalized === '..' || posix.isAbsolute(normalized) ? undefined : normalized;
}

/**
 * Lists the files that site.json references (CV, photo, poster, social image). A path that leaves the content
 * folder is reported at once; whether the others exist is for the caller to check on disk.
 */
export function referencedFiles(contentDirectory: string, site: JsonDocument | undefined): { references: FileReference[]; problems: Problem[] } {
  const references: FileReference[] = [];
  const problems: Problem[] = [];

  if (site !== undefined) {
    for (const fieldPath of siteFileFields) {
      const value = stringAt(site.value, ...fieldPath);
      if (value === undefined) continue;
      const pointer = `/${fieldPath.join('/')}`;
      const path = insideContent(value);
      if (path === undefined) {
        problems.push(problemAt(site, pointer, 'error', `"${value}" leaves the content folder: use a path inside it, e.g. images/…`));
      } else {
        const message = `file not found: ${join(contentDirectory, path)}: add the file or correct the path`;
        references.push({ path, ifMissing: problemAt(site, pointer, 'error', message) });
      }
    }
  }

  return { references, problems };
}
