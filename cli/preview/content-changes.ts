import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The files of `contentDir` (recursively) saved after `builtFile`, newest first: the site built into it
 * does not show them yet. A content folder that does not exist has none.
 */
export async function contentChangedSince(contentDir: string, builtFile: string): Promise<string[]> {
  const builtAt = (await stat(builtFile)).mtimeMs;
  const entries = await readdir(contentDir, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  const changed = await Promise.all(files.map(async (file) => ({ file, modifiedAt: (await stat(file)).mtimeMs })));
  return changed
    .filter((entry) => entry.modifiedAt > builtAt)
    .sort((a, b) => b.modifiedAt - a.modifiedAt)
    .map((entry) => entry.file);
}
