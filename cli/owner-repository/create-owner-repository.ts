import { chmod, cp, mkdir, mkdtemp, readdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { productPath, productVersion } from '../shared/product-files.ts';
import { ownerFiles, ownerTemplates, withInstalledSchemas } from './owner-files.ts';

/** What writing the content folder did; `summary` is the import's, when there was one. */
export type ContentOutcome = { ok: true; summary: string; warnings: string[]; files: string[] } | { ok: false; errors: string[]; summary: string | null };

/** Why `directory` cannot become the owner's repository, or null when it is absent or empty. */
export async function occupied(directory: string): Promise<string | null> {
  const found = await stat(directory).catch(() => undefined);
  if (found === undefined) return null;
  if (!found.isDirectory()) return `${directory} exists and is not a folder: choose another name. Nothing was written.`;
  const entries = await readdir(directory);
  if (entries.length === 0) return null;
  return `${directory} is not empty (${entries.length} entr${entries.length === 1 ? 'y' : 'ies'}): init only creates a new repository. Choose a new name, or empty it first. Nothing was written.`;
}

async function readTemplates(): Promise<Map<string, string>> {
  const texts = await Promise.all(ownerTemplates.map(async (name) => [name, await readFile(productPath('templates', 'owner', name), 'utf8')] as const));
  return new Map(texts);
}

/** The product's example content, its `$schema`s pointing into node_modules, as `--example` gives it. */
export async function writeExampleContent(contentDirectory: string): Promise<ContentOutcome> {
  await cp(productPath('content'), contentDirectory, { recursive: true });
  const files = (await readdir(contentDirectory, { recursive: true })).map((file) => file.split('\\').join('/')).sort();
  for (const file of files.filter((name) => name.endsWith('.json'))) {
    const path = join(contentDirectory, file);
    await writeFile(path, withInstalledSchemas(await readFile(path, 'utf8')), 'utf8');
  }
  return { ok: true, summary: '', warnings: [], files: files.filter((name) => !name.includes('/')) };
}

/**
 * The owner's repository: package.json, README, .gitignore, .npmrc, the workflows, and `content/` written by
 * `writeContent`. All of it is made in a temporary sibling folder renamed into place only when everything
 * succeeded: nothing is left behind on failure, and an existing non-empty folder is never touched.
 */
export async function createOwnerRepository(directory: string, writeContent: (contentDirectory: string) => Promise<ContentOutcome>): Promise<ContentOutcome> {
  const target = resolve(directory);
  const refusal = await occupied(directory);
  if (refusal !== null) return { ok: false, errors: [refusal], summary: null };
  await mkdir(dirname(target), { recursive: true });
  const temporary = await mkdtemp(join(dirname(target), `.${basename(target)}.init-`));
  try {
    await chmod(temporary, 0o777 & ~process.umask());
    for (const [path, text] of ownerFiles(await readTemplates(), basename(target), productVersion())) {
      await mkdir(dirname(join(temporary, path)), { recursive: true });
      await writeFile(join(temporary, path), text, 'utf8');
    }
    const outcome = await writeContent(join(temporary, 'content'));
    // The import's summary names the folder the owner asked for, not the temporary one it was written in.
    const summary = outcome.summary?.split(temporary).join(target).split(basename(temporary)).join(basename(target)) ?? null;
    if (!outcome.ok) return { ...outcome, summary };
    await rmdir(target).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    await rename(temporary, target);
    return { ...outcome, summary: summary ?? '' };
  } finally {
    await rm(temporary, { recursive: true, force: true });
  }
}
