import { mkdir } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { dirname, join } from 'node:path';
import { linkOrWrite } from './linked-files.ts';

/**
 * The folder a site file is written under, by its site path: one folder for all, or chosen per file (the build
 * writes those no service worker glob takes into the output at once: cli/build/output-roots.ts).
 */
export type SiteFilesRoot = string | ((sitePath: string) => string);

/** Where the file at `sitePath` is written under `root`. */
export function siteFileAt(root: SiteFilesRoot, sitePath: string): string {
  return join(typeof root === 'string' ? root : root(sitePath), sitePath);
}

/**
 * Writes build files given by site-relative path (citations, feeds) under `root`; those the last output
 * (`previousOutDir`) has with the same bytes are linked from it (cli/shared/linked-files.ts).
 */
export async function writeSiteFiles(root: SiteFilesRoot, files: SiteFiles, previousOutDir?: string): Promise<void> {
  const folders = new Set(Object.keys(files).map((path) => dirname(siteFileAt(root, path))));
  await Promise.all([...folders].map((folder) => mkdir(folder, { recursive: true })));
  let written = 0;
  for (const [path, text] of Object.entries(files)) {
    linkOrWrite(siteFileAt(root, path), Buffer.from(text), previousOutDir && join(previousOutDir, path));
    // The process's messages get a turn now and then (1,000 works' citation files take 0.3 s): compress-output.ts.
    if (++written % 64 === 0) await nextTurn();
  }
}

/**
 * Writes the files `make` gives (site path → text) into the output being built. `name` and `inputs` say what they
 * are made from, all of it: with a build cache, files the last build made from the same are linked from the last
 * output instead of being made again (cli/build/cache/reused-site-files.ts).
 */
export type SiteFilesWriter = (name: string, inputs: readonly string[], make: () => SiteFiles | Promise<SiteFiles>) => Promise<void>;

/** Site-relative path (no leading slash) → file text. */
export type SiteFiles = Readonly<Record<string, string>>;

/** Without a build cache: every file made, and linked from the last output where it has the same bytes. */
export function plainSiteFilesWriter(root: SiteFilesRoot, previousOutDir?: string): SiteFilesWriter {
  return async (_name, _inputs, make) => writeSiteFiles(root, await make(), previousOutDir);
}
