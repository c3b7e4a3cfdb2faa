import { join, resolve } from 'node:path';
import type { Publication, PublicationsFile } from '../../schemas/types.generated.ts';
import { writeFileAtomic } from '../shared/atomic-write.ts';
import { formatProblem } from '../shared/problems.ts';
import { displayPath, readManualPublications, readPreviousFile, readSiteSources } from './content-files.ts';
import type { ImportSources } from './import-sources.ts';
import { authorFilters } from './import-sources.ts';
import type { LeftOutWork } from './map-work.ts';
import { mapWork } from './map-work.ts';
import { mergeDuplicates, mergeManual } from './merge.ts';
import { recordMergedIds } from './merged-ids.ts';
import { OpenAlexError, createOpenAlexClient } from './openalex-client.ts';
import type { OpenAlexWork } from './openalex-types.ts';
import { schemaIssues } from '../content/schema-problems.ts';
import { projectSchemaCheck } from '../content/schema-validator.ts';
import { sortNewestFirst } from './sort.ts';
import { diffPublications, dropsMoreThanHalf, importedShrink, summaryMarkdown } from './summary.ts';
import { applyRewrites, readReferringContent, type KeptManuscript } from './references/content-references.ts';
import { findPublicationReferences } from './references/find-references.ts';
import { danglingReferences, plannedRewrites, publicationIndex } from './references/follow-references.ts';
import { danglingWarning } from './references/reference-report.ts';
import type { ImportReport } from './summary.ts';

export interface ImportOptions {
  contentDir: string;
  outFile: string;
  /** From --author / --orcid; when set they replace content/site.json's sources for this run. */
  sourcesOverride: ImportSources | null;
  apiUrl: string;
  apiKey: string | null;
  dryRun: boolean;
  allowShrink: boolean;
}

/** The outside world, injected so tests control time and the network. */
export interface ImportDependencies {
  fetch: typeof globalThis.fetch;
  sleep: (milliseconds: number) => Promise<void>;
  now: () => Date;
}

/** As in the shipped content/publications.json: editors resolve it from content/ and keep their completion. */
const publicationsSchemaReference = '../schemas/publications.schema.json';

export type ImportOutcome =
  | { ok: true; summary: string; warnings: string[] }
  /** `summary` is set when the import ran but refused to write. */
  | { ok: false; errors: string[]; summary: string | null };

/**
 * fetch → map → merge → validate → atomic write → the content's references to merged works rewritten. Any
 * failure leaves the previous file exactly as it was: nothing is written before every check has passed.
 */
export async function importPublications(options: ImportOptions, dependencies: ImportDependencies): Promise<ImportOutcome> {
  const [site, manual, previous] = await Promise.all([
    readSiteSources(options.contentDir),
    readManualPublications(options.contentDir),
    readPreviousFile(options.outFile),
  ]);
  const problems = [...site.problems, ...manual.problems, ...previous.problems];
  if (problems.length > 0) return failure(problems.map(formatProblem));

  const sources = options.sourcesOverride ?? site.value;
  if (sources === null || (sources.authorIds.length === 0 && sources.orcid === null)) {
    const siteFile = displayPath(join(options.contentDir, 'site.json'));
    return failure([
      site.value === null
        ? `${siteFile} not found: create it with a "publications" section, or pass --author <OpenAlex author id> or --orcid <ORCID iD>.`
        : `${siteFile}: publications.sources names no OpenAlex author and there is no publications.orcid: add the owner's OpenAlex author id ("sources": [{ "openalex": { "authors": ["A5023888391"] } }]), or pass --author or --orcid.`,
    ]);
  }

  const client = createOpenAlexClient({
    apiUrl: options.apiUrl,
    apiKey: options.apiKey,
    fetch: dependencies.fetch,
    sleep: dependencies.sleep,
    now: dependencies.now,
  });
  const filters = authorFilters(sources);
  const received: OpenAlexWork[] = [];
  try {
    for (const filter of filters) received.push(...(await client.listWorks(filter)));
  } catch (error) {
    if (error instanceof OpenAlexError) return failure([`${error.message} (${client.requestsMade} requests made; nothing was written.)`]);
    throw error;
  }

  const owner = { authorIds: new Set(sources.authorIds), orcid: sources.orcid };
  const excluded = new Set(site.value?.exclude ?? []);
  const imported: Publication[] = [];
  const leftOut: LeftOutWork[] = [];
  for (const work of uniqueById(received)) {
    const mapped = mapWork(work, owner, excluded);
    if (mapped.kind === 'publication') imported.push(mapped.publication);
    else leftOut.push(mapped.leftOut);
  }
  const previousItems = previous.value?.items ?? [];
  const deduplicated = mergeDuplicates(imported, new Set(previousItems.map((item) => item.id)));
  const withManual = mergeManual(deduplicated.publications, manual.value ?? [], deduplicated.mergedInto);
  const previousMergedIds = new Map(previousItems.map((item) => [item.id, item.mergedIds ?? []]));
  const publications = sortNewestFirst(recordMergedIds(withManual.publications, deduplicated.mergedInto, previousMergedIds));

  const file: PublicationsFile = {
    $schema: publicationsSchemaReference,
    updated_at: dependencies.now().toISOString(),
    source: { openalexAuthorIds: [...sources.authorIds], orcid: sources.orcid },
    items: publications,
  };
  const outFile = displayPath(options.outFile);
  const invalid = schemaIssues((await projectSchemaCheck())('publications.schema.json', file));
  if (invalid.length > 0) {
    return failure(invalid.map((issue) => `${outFile} (not written)  ${issue.pointer || '/'}  ${issue.message}`));
  }

  const changes = diffPublications(previous.value?.items ?? [], publications);
  const shrink = importedShrink(previous.value, changes, new Set(withManual.additions.map((addition) => addition.id)));
  const refusal =
    dropsMoreThanHalf(shrink) && !options.allowShrink
      ? `The import would remove ${shrink.removed} of the ${shrink.imported} publications imported from OpenAlex in ${outFile} (more than half; hand-kept works are not counted). If OpenAlex really lost them, run again with --allow-shrink; otherwise check the author ids in site.json.`
      : null;
  // What the content names: a merged work's former key is rewritten once the new file is in place; a work that is
  // gone is named in the summary, since the site does not build until its references are fixed.
  const referring = await readReferringContent(options.contentDir);
  const files = referring.files.map((file) => ({ ...file, path: displayPath(file.path) }));
  const references = findPublicationReferences(files, referring.manuscripts.map(displayPath));
  const index = publicationIndex(publications, (manual.value ?? []).map((item) => item.id));
  const rewrites = plannedRewrites(references, index);
  const dangling = danglingReferences(references, index);
  const warnings = [
    // Hand-kept works must not hide an import that got nothing: a wrong author id shows only here.
    ...(imported.length === 0 ? [emptyWarning(received.length, filters)] : []),
    ...[danglingWarning(dangling)].flatMap((warning) => warning ?? []),
  ];
  const writes = refusal === null && !options.dryRun;
  const rewritesContent = writes && resolve(options.outFile) === resolve(options.contentDir, 'publications.json');
  let keptManuscripts: KeptManuscript[] = [];
  if (writes) {
    try {
      await writeFileAtomic(options.outFile, `${JSON.stringify(file, null, 2)}\n`);
    } catch (error) {
      return failure([`${outFile} could not be written (${reasonOf(error)}); the previous file is unchanged.`]);
    }
  }
  if (rewritesContent) {
    try {
      keptManuscripts = await applyRewrites(files, rewrites);
    } catch (error) {
      return failure([`${outFile} was written, but rewriting the references to merged works failed (${reasonOf(error)}): they still lead to the works they were merged into; run the import again to rewrite them.`]);
    }
  }
  const report: ImportReport = {
    filters,
    requestsMade: client.requestsMade,
    worksReceived: received.length,
    publications,
    merges: deduplicated.merges,
    leftOut,
    manual: withManual,
    previous: previous.value,
    changes,
    outFile,
    warnings,
    refusal,
    dryRun: options.dryRun,
    references: { rewrites, dangling, written: rewritesContent, keptManuscripts },
  };
  const summary = summaryMarkdown(report);
  if (refusal !== null) return { ok: false, errors: [refusal], summary };
  return { ok: true, summary, warnings };
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function emptyWarning(worksReceived: number, filters: readonly string[]): string {
  const cause = worksReceived === 0 ? `OpenAlex has no works for ${filters.join(' or ')}` : `all ${worksReceived} works received were left out`;
  return `NO PUBLICATIONS: ${cause}. Check the author id (publications.sources in site.json, or --author) on https://openalex.org.`;
}

/** The same work can come from both the author-id walk and the ORCID walk. */
function uniqueById(works: readonly OpenAlexWork[]): OpenAlexWork[] {
  const seen = new Set<string>();
  return works.filter((work) => {
    if (typeof work.id !== 'string') return true;
    if (seen.has(work.id)) return false;
    seen.add(work.id);
    return true;
  });
}

function failure(errors: string[]): ImportOutcome {
  return { ok: false, errors, summary: null };
}
