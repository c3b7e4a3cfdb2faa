import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { SiteTool } from '../../../cli/import-site/old-site.ts';

const projectRoot = resolve(import.meta.dirname, '../../..');

/**
 * An old site moved here as an owner does it, `portfolio init <repository> --from <old-site>`, into
 * `workDir/imported`, for the global setup to build beside the shipped site: its content folder, and the import's
 * report (to check what it says was left out).
 */
export function writeImportedVariant(oldSite: string, workDir: string, tool?: SiteTool): { contentDir: string; report: string } {
  const repository = join(workDir, 'imported');
  const init = spawnSync(process.execPath, [resolve(projectRoot, 'cli/bin/portfolio.js'), 'init', repository, '--from', oldSite, ...(tool === undefined ? [] : ['--from-tool', tool])], {
    cwd: projectRoot,
    encoding: 'utf8',
  });
  if (init.status !== 0) throw new Error(`portfolio init --from failed:\n${init.stdout}\n${init.stderr}`);
  return { contentDir: join(repository, 'content'), report: readFileSync(join(repository, 'import-report.md'), 'utf8') };
}

/** Where the refresh page at an old address sends the visitor (a static host has no `_redirects`): the new page's path. */
export async function refreshTarget(baseUrl: string, oldAddress: string): Promise<string | null> {
  const response = await fetch(`${baseUrl}${oldAddress}`);
  if (!response.ok) return null;
  const url = /<meta http-equiv="refresh" content="0; url=([^"]+)">/.exec(await response.text())?.[1];
  return url === undefined ? null : new URL(url).pathname + new URL(url).hash;
}
