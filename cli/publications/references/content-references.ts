import { existsSync } from 'node:fs';
import { readdir, readFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from '../../shared/atomic-write.ts';
import { findPublicationReferences, itemReferenceFiles } from './find-references.ts';
import type { PublicationReference, ReferringFile } from './find-references.ts';
import type { Rewrite } from './follow-references.ts';
import { rewriteFile } from './rewrite-references.ts';

/** The content files that may refer to a publication (find-references.ts reads them). */
const jsonFiles = ['site.json', ...itemReferenceFiles, 'news.json'];
const projectsFile = /^projects(\.[a-z]{2})?\.md$/;

async function markdownNames(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.md')).map((entry) => entry.name).sort();
}

/** The referring files of a content folder as read now, and the manuscripts of its papers/ folder. */
export async function readReferringContent(contentDir: string): Promise<{ files: ReferringFile[]; manuscripts: string[] }> {
  const rootNames = await readdir(contentDir).catch(() => [] as string[]);
  const paths = [
    ...jsonFiles.map((name) => join(contentDir, name)),
    ...rootNames.filter((name) => projectsFile.test(name)).sort().map((name) => join(contentDir, name)),
    ...(await markdownNames(join(contentDir, 'posts'))).map((name) => join(contentDir, 'posts', name)),
  ];
  const texts = await Promise.all(paths.map((path) => readFile(path, 'utf8').catch(() => undefined)));
  const files = paths.flatMap((path, index) => {
    const text = texts[index];
    return text === undefined ? [] : [{ path, text }];
  });
  const papers = await readdir(join(contentDir, 'papers')).catch(() => [] as string[]);
  return { files, manuscripts: papers.sort().map((name) => join(contentDir, 'papers', name)) };
}

/** Every reference to a publication in a content folder (find-references.ts). */
export async function contentReferences(contentDir: string): Promise<PublicationReference[]> {
  const { files, manuscripts } = await readReferringContent(contentDir);
  return findPublicationReferences(files, manuscripts);
}

/** A manuscript not renamed because the work it was merged into has one already. */
export interface KeptManuscript {
  reference: PublicationReference;
  existing: string;
}

/**
 * Writes the rewrites into the content (each file swapped in whole) and renames the manuscripts of former keys.
 * Returns the manuscripts left as they were because the target exists.
 */
export async function applyRewrites(files: readonly ReferringFile[], rewrites: readonly Rewrite[]): Promise<KeptManuscript[]> {
  for (const file of files) {
    const text = rewriteFile(file, rewrites);
    if (text !== file.text) await writeFileAtomic(file.path, text);
  }
  const kept: KeptManuscript[] = [];
  for (const { reference, to } of rewrites) {
    if (reference.kind !== 'manuscript' || to === null) continue;
    const target = join(reference.file, '..', `${to}.pdf`);
    if (existsSync(target)) kept.push({ reference, existing: target });
    else await rename(reference.file, target);
  }
  return kept;
}
