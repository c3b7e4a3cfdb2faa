import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { readYaml, splitFrontMatter } from '../front-matter.ts';
import type { OldPath } from '../old-site.ts';
import type { SiteLog } from './site-log.ts';

/** Reading a Jekyll site's files (never writing them): its `_config.yml` and the pages of a folder, with their front matter. */

class OldSiteError extends Error {}

export interface JekyllFile {
  /** Relative to the site's folder, with `/`. */
  path: OldPath;
  /** The file name without its folder. */
  name: string;
  data: Record<string, unknown>;
  body: string;
  bodyLine: number;
}

/** `_config.yml` as data: a file that does not parse stops the import, since every address depends on it. */
export async function readJekyllConfig(siteDir: string): Promise<Record<string, unknown>> {
  const text = await readFile(join(siteDir, '_config.yml'), 'utf8');
  const read = readYaml(text);
  if (!read.ok) throw new OldSiteError(`_config.yml, line ${read.line}: ${read.message}. Fix the YAML there (Jekyll could not build this site either) and run the import again.`);
  return read.data;
}

export async function readTextIfPresent(siteDir: string, path: OldPath): Promise<string | null> {
  try {
    return await readFile(join(siteDir, path), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export async function isFile(siteDir: string, path: OldPath): Promise<boolean> {
  try {
    return (await stat(join(siteDir, path))).isFile();
  } catch {
    return false;
  }
}

/** Every file under a folder of the site, site-relative and sorted; none when the folder is absent. */
export async function listFiles(siteDir: string, folder: string): Promise<OldPath[]> {
  let entries: string[];
  try {
    entries = await readdir(join(siteDir, folder), { recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files: OldPath[] = [];
  for (const entry of entries) {
    const path = join(folder, entry);
    if ((await stat(join(siteDir, path))).isFile()) files.push(relative('.', path).split(sep).join('/'));
  }
  return files.sort();
}

const pageFile = /\.(?:md|markdown|mkd|mkdn|mdown|html)$/;

/**
 * The pages of a folder (`_posts`, a collection, `_pages`) Jekyll would publish, each with its front matter.
 * Left out, and said so in the log: hidden names (`.` or `_`), drafts, files that are not pages, front matter
 * that is not YAML (with its line). One bad file never stops the others.
 */
export async function readPages(siteDir: string, folder: string, log: SiteLog): Promise<JekyllFile[]> {
  const pages: JekyllFile[] = [];
  for (const path of await listFiles(siteDir, folder)) {
    const inside = path.slice(folder.length + 1);
    const name = inside.split('/').pop() ?? inside;
    if (inside.split('/').some((segment) => segment.startsWith('.') || segment.startsWith('_'))) {
      log.leftOut(path, 'its name starts with "." or "_", so Jekyll never published it');
      continue;
    }
    if (!pageFile.test(name)) {
      log.leftOut(path, 'not a Markdown or HTML page');
      continue;
    }
    const split = splitFrontMatter(await readFile(join(siteDir, path), 'utf8'));
    if (split.format !== 'yaml') {
      log.leftOut(path, 'no front matter between --- lines, so Jekyll did not publish it as a page');
      continue;
    }
    const read = readYaml(split.raw, 2);
    if (!read.ok) {
      log.leftOut(path, `line ${read.line}: the front matter is not YAML (${read.message}); fix it and import again`);
      continue;
    }
    if (read.data['published'] === false) {
      log.leftOut(path, 'draft (published: false)');
      continue;
    }
    if (read.data['draft'] === true) {
      log.leftOut(path, 'draft (draft: true)');
      continue;
    }
    pages.push({ path, name, data: read.data, body: split.body, bodyLine: split.bodyLine });
  }
  return pages;
}

/** `_drafts/`: Jekyll publishes none of it. */
export async function reportDrafts(siteDir: string, log: SiteLog): Promise<void> {
  for (const path of await listFiles(siteDir, '_drafts')) log.leftOut(path, 'draft (in _drafts/)');
}
