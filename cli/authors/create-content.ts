import { chmod, mkdir, mkdtemp, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import type { OpenAlexRequestOptions } from '../shared/openalex-request.ts';
import type { AuthorCandidate } from './author-candidate.ts';
import { findAuthors, noneFoundMessage } from './find-authors.ts';
import { schemaDirectoryFrom, starterSite } from './starter-site.ts';
import { starterStrings } from './starter-strings.ts';
import { productStrings } from '../content/product-strings.ts';
import { occupied } from '../owner-repository/create-owner-repository.ts';

/** Topics read per record, so that keywords can be drawn from every id the owner gave. */
const topicsRead = 10;

export interface CreateContentOptions {
  directory: string;
  authorIds: readonly string[];
  orcid: string | null;
  languages: readonly string[];
  /** The product's schemas/ folder, for the files' `$schema`. */
  schemasDirectory: string;
}

/** What importing publications into a folder did: as `importPublications` reports it. */
type ImportResult = { ok: true; summary: string; warnings: string[] } | { ok: false; errors: string[]; summary: string | null };

export interface CreateContentDependencies {
  request: OpenAlexRequestOptions;
  /** Imports into `directory`/publications.json from the site.json found there. */
  importInto: (directory: string) => Promise<ImportResult>;
}

export type CreateOutcome =
  | { ok: true; summary: string; warnings: string[]; files: string[] }
  /** `summary` is set when the import ran but refused to write. */
  | { ok: false; errors: string[]; summary: string | null };

function withNothingWritten(error: string): string {
  return /nothing was written/i.test(error) ? error : `${error} Nothing was written.`;
}

async function lookUp(ids: readonly string[], request: OpenAlexRequestOptions): Promise<{ authors: AuthorCandidate[] } | { error: string }> {
  const authors: AuthorCandidate[] = [];
  for (const id of ids) {
    const query = { kind: 'openalex', id } as const;
    const lookup = await findAuthors(query, request, topicsRead);
    if (!lookup.ok) return { error: withNothingWritten(lookup.message) };
    const author = lookup.candidates[0];
    if (author === undefined) return { error: `${noneFoundMessage(query)} Nothing was written.` };
    authors.push(author);
  }
  return { authors };
}

/**
 * A new content folder for the owner: looks the author ids up, writes site.json, imports publications.json,
 * all in a temporary sibling folder that is renamed into place only when everything succeeded. Nothing is
 * left behind on failure, and an existing non-empty folder is never touched.
 */
export async function createContent(options: CreateContentOptions, dependencies: CreateContentDependencies): Promise<CreateOutcome> {
  const target = resolve(options.directory);
  const refusal = await occupied(options.directory);
  if (refusal !== null) return { ok: false, errors: [refusal], summary: null };

  const found = await lookUp(options.authorIds, dependencies.request);
  if ('error' in found) return { ok: false, errors: [found.error], summary: null };
  const orcid = options.orcid ?? found.authors.find((author) => author.orcid !== null)?.orcid ?? null;
  const schemaDirectory = schemaDirectoryFrom(target, options.schemasDirectory);
  const site = starterSite({ authors: found.authors, orcid, languages: options.languages, schemaDirectory });
  const product = await productStrings();
  const files: Array<[string, unknown]> = [['site.json', site]];
  for (const language of options.languages) {
    const strings = starterStrings(language, product, schemaDirectory);
    if (strings !== null) files.push([`strings.${language}.json`, strings]);
  }

  await mkdir(dirname(target), { recursive: true });
  const temporary = await mkdtemp(join(dirname(target), `.${basename(target)}.init-`));
  try {
    // mkdtemp makes a private folder; the content folder gets the permissions any new folder would.
    await chmod(temporary, 0o777 & ~process.umask());
    for (const [name, value] of files) await writeFile(join(temporary, name), `${JSON.stringify(value, null, 2)}\n`, 'utf8');
    const imported = await dependencies.importInto(temporary);
    // The summary names the folder the owner asked for, not the temporary one it was written in.
    const summary = imported.summary?.split(basename(temporary)).join(basename(target)) ?? null;
    if (!imported.ok) return { ok: false, errors: imported.errors.map(withNothingWritten), summary };
    await rmdir(target).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    await rename(temporary, target);
    return { ok: true, summary: summary ?? '', warnings: imported.warnings, files: [...files.map(([name]) => name), 'publications.json'] };
  } finally {
    await rm(temporary, { recursive: true, force: true });
  }
}
