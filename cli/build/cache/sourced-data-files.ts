import { createHash } from 'node:crypto';
import { collectionSourcedDataFiles, collectionSourcedItemDataFiles } from '../../collections/registry.ts';

/** The key that stands, in the sources, for every item data file whose key starts with `prefix`. */
function groupKey(prefix: string): string {
  return `${prefix}*`;
}

/**
 * The hash of several content files' paths and hashes (`from`: a path ending in `/` or `*` takes every file whose
 * path starts with the rest); a file the content lacks counts as absent, so that adding it changes the hash.
 */
function hashOfFiles(contentHashes: ReadonlyMap<string, string>, from: readonly string[]): string {
  const hash = createHash('sha256');
  for (const path of [...from].sort()) {
    const prefix = /[/*]$/.test(path) ? path.replace(/\*$/, '') : undefined;
    const files = prefix === undefined ? [[path, contentHashes.get(path) ?? 'absent'] as const] : [...contentHashes].filter(([file]) => file.startsWith(prefix));
    hash.update(`${path}\n`);
    for (const [file, fileHash] of files) hash.update(`${file}\0${fileHash}\n`);
  }
  return hash.digest('hex');
}

/**
 * The hash of the content file each sourced data file is made from (CollectionBuild's `sourcedDataFiles`), by the
 * data file's key, from the content files' hashes (unchanged-build.ts's contentFileHashes); a key whose file the
 * content lacks is left out. Each group of item data files (`sourcedItemDataFiles`) has the hash of all the files it
 * is made from, under `<prefix>*`. Kept in the build's record: the next build compares its own with them.
 */
export function dataFileSources(contentHashes: ReadonlyMap<string, string>): Record<string, string> {
  const sources: Record<string, string> = {};
  for (const [key, file] of Object.entries(collectionSourcedDataFiles())) {
    const hash = contentHashes.get(file);
    if (hash !== undefined) sources[key] = hash;
  }
  for (const { prefix, from } of collectionSourcedItemDataFiles()) sources[groupKey(prefix)] = hashOfFiles(contentHashes, from);
  return sources;
}

/**
 * The data files (by key, or by `<prefix>*` for a group of item data files) this build may take from the last output
 * unmade: those whose content files have the bytes they had for the last build (`last`, its record's). Their value
 * is the same, so are their bytes: serializing and comparing them (the works whole, 10 MB on 1,000 works, 0.1 s;
 * the works' 1,000 page data files, 0.15 s) is left out.
 */
export function unchangedDataFiles(sources: Readonly<Record<string, string>>, last: Readonly<Record<string, string>> | undefined): Set<string> {
  return new Set(Object.keys(sources).filter((key) => last?.[key] === sources[key]));
}

/** Whether the data file `key` is one of `unchanged` (unchangedDataFiles), by its key or its group's. */
export function isUnchangedDataFile(unchanged: ReadonlySet<string>, key: string): boolean {
  if (unchanged.has(key)) return true;
  for (const group of unchanged) if (group.endsWith('*') && key.startsWith(group.slice(0, -1))) return true;
  return false;
}
