import { collectionSourcedDataFiles } from '../../collections/registry.ts';

/**
 * The hash of the content file each sourced data file is made from (CollectionBuild's `sourcedDataFiles`), by the
 * data file's key, from the content files' hashes (unchanged-build.ts's contentFileHashes); a key whose file the
 * content lacks is left out. Kept in the build's record: the next build compares its own with them.
 */
export function dataFileSources(contentHashes: ReadonlyMap<string, string>): Record<string, string> {
  const sources: Record<string, string> = {};
  for (const [key, file] of Object.entries(collectionSourcedDataFiles())) {
    const hash = contentHashes.get(file);
    if (hash !== undefined) sources[key] = hash;
  }
  return sources;
}

/**
 * The data files (by key) this build may take from the last output unmade: those whose content file has the bytes
 * it had for the last build (`last`, its record's). Their value is the same, so are their bytes: serializing and
 * comparing them (the works whole, 10 MB on 1,000 works, 0.1 s) is left out.
 */
export function unchangedDataFiles(sources: Readonly<Record<string, string>>, last: Readonly<Record<string, string>> | undefined): Set<string> {
  return new Set(Object.keys(sources).filter((key) => last?.[key] === sources[key]));
}
