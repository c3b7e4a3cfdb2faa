import { mkdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { sha256, type CacheEntries } from './cache-entries.ts';
import { fileIdentity, isFileIdentity, isSameFile, type FileIdentity } from '../../shared/file-identity.ts';
import { placeLink } from '../../shared/linked-files.ts';
import { siteFileAt, writeSiteFiles, type SiteFilesRoot, type SiteFilesWriter } from '../../shared/site-files.ts';

const siteFilesNamespace = 'site-files';

type WrittenFile = [path: string, identity: FileIdentity];

function writtenFiles(payload: Buffer | undefined): WrittenFile[] | undefined {
  if (payload === undefined) return undefined;
  try {
    const files: unknown = JSON.parse(payload.toString('utf8'));
    return Array.isArray(files) && files.every((file) => Array.isArray(file) && typeof file[0] === 'string' && isFileIdentity(file[1])) ? (files as WrittenFile[]) : undefined;
  } catch {
    return undefined;
  }
}

/** Links every file of `files` from `previousOutDir` under `root` when each is still the very file written; else none. */
function linkedFromLast(files: readonly WrittenFile[], previousOutDir: string, root: SiteFilesRoot): boolean {
  const unchanged = files.every(([path, identity]) => {
    const stats = statSync(join(previousOutDir, path), { throwIfNoEntry: false });
    return stats !== undefined && isSameFile(stats, identity);
  });
  if (!unchanged) return false;
  for (const folder of new Set(files.map(([path]) => dirname(siteFileAt(root, path))))) mkdirSync(folder, { recursive: true });
  return files.every(([path]) => placeLink(join(previousOutDir, path), siteFileAt(root, path)));
}

/**
 * Site files (a collection's downloads, the feeds) made once for their inputs: the cache entry of `name` and the
 * inputs' hash records the files written and their identities (cli/shared/file-identity.ts). While the last output
 * still holds each of those very files, they are linked from it, neither made nor read: after a post's edit, the
 * 1,000 works' citation files and feeds took 0.9–1.1 s of the build's process to make and compare
 * (docs/decisions/site-files-reused.md). Otherwise they are made and written, and their identities recorded.
 */
export function reusedSiteFilesWriter(root: SiteFilesRoot, entries: CacheEntries, previousOutDir?: string): SiteFilesWriter {
  return async (name, inputs, make) => {
    const key = sha256(name, ...inputs.flatMap((input) => ['\0', input]));
    const recorded = writtenFiles(await entries.read(siteFilesNamespace, key));
    if (recorded !== undefined && previousOutDir !== undefined && linkedFromLast(recorded, previousOutDir, root)) return;
    const files = await make();
    await writeSiteFiles(root, files, previousOutDir);
    const written = Object.keys(files).map((path): WrittenFile => [path, fileIdentity(statSync(siteFileAt(root, path)))]);
    await entries.write(siteFilesNamespace, key, Buffer.from(JSON.stringify(written)));
  };
}
