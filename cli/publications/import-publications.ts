import { join, resolve } from 'node:path';
import type { Publication, PublicationsFile } from '../../schemas/types.generated.ts';
import { writeFileAtomic } from '../shared/atomic-write.ts';
import { formatProblem } from '../shared/problems.ts';
import type { SiteSources } from './content-files.ts';
import { displayPath, readManualPublications, readPreviousFile, readSiteSources } from './content-files.ts';
import type { ImportSources } from './import-sources.ts';
import type { Merge } from './merge.ts';
import { mergeManual } from './merge.ts';
import { mergeSources } from './merge-sources.ts';
import { recordMergedIds } from './merged-ids.ts';
import type { fetchOrcidWorks } from './orcid/orcid-works.ts';
import { bibtexWorks, openAlexWorks, orcidRecordWorks, type SourceOutcome, type SourceResult } from './source-works.ts';
import { schemaIssues } from '../content/schema-problems.ts';
import { projectSchemaCheck } from '../content/schema-validator.ts';
import { sortNewestFirst } from './sort.ts';
import { diffPublications, dropsMoreThanHalf, importedShrink, summaryMarkdown } from './summary.ts';
import { applyRewrites, readReferringContent, type KeptManuscript } from './references/content-references.ts';
import { findPublicationReferences } from './references/find-references.ts';
import { danglingReferences, plannedRewrites, publicationIndex } from './references/follow-references.ts';
import { danglingWarning } from './references/reference-report.ts';
import type { ImportReport, SourceSummary } from './summary.ts';

export interface ImportOptions {
  contentDir: string;
  outFile: string;
  /** From --author / --orcid; when set they replace content/site.json's sources for this run. */
  sourcesOverride: ImportSources | null;
  apiUrl: string;
  apiKey: string | null;
  /** ORCID's public API, for { "orcid": … } sources (default: defaultOrcidApiUrl). */
  orcidApiUrl?: string;
  dryRun: boolean;
  allowShrink: boolean;
}

/** The outside world, injected so tests control time and the network. */
export interface ImportDependencies {
  fetch: typeof globalThis.fetch;
  sleep: (milliseconds: number) => Promise<void>;
  now: () => Date;
  /** The ORCID client; the real one when left out (loaded only for an ORCID source). */
  fetchOrcidWorks?: typeof fetchOrcidWorks;
}

const defaultOrcidApiUrl = 'https://pub.orcid.org/v3.0';

/** As in the shipped content/publications.json: editors resolve it from content/ and keep their completion. */
const publicationsSchemaReference = '../schemas/publications.schema.json';

export type ImportOutcome =
  | { ok: true; summary: string; warnings: string[] }
  /** `summary` is set when the import ran but refused to write. */
  | { ok: false; errors: string[]; summary: string | null };

/**
 * every source read → mapped → merged → validate → atomic write → the content's references to merged works rewritten. Any
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

  const sources: SiteSources | null =
    options.sourcesOverride === null ? site.value : { openalex: options.sourcesOverride, bibtex: [], orcidRecords: [], exclude: site.value?.exclude ?? [] };
  const openalex = sources?.openalex ?? { authorIds: [], orcid: null };
  const hasOpenAlex = openalex.authorIds.length > 0 || openalex.orcid !== null;
  if (sources === null || (!hasOpenAlex && sources.bibtex.length === 0 && sources.orcidRecords.length === 0)) {
    const siteFile = displayPath(join(options.contentDir, 'site.json'));
    return failure([
      site.value === null
        ? `${siteFile} not found: create it with a "publications" section, or pass --author <OpenAlex author id> or --orcid <ORCID iD>.`
        : `${siteFile}: publications.sources names no source: add the owner's OpenAlex author id ({ "openalex": { "authors": ["A5023888391"] } }), a .bib file ({ "bibtex": "publications.bib" }) or an ORCID record ({ "orcid": "0000-0002-1825-0097" }), or pass --author or --orcid.`,
    ]);
  }

  const previousItems = previous.value?.items ?? [];
  const results: SourceResult[] = [];
  // A .bib-only owner makes no request at all: OpenAlex is asked only when a source names it.
  if (hasOpenAlex) {
    const settings = { sources: openalex, exclude: new Set(sources.exclude), publishedIds: new Set(previousItems.map((item) => item.id)), apiUrl: options.apiUrl, apiKey: options.apiKey };
    results.push(await openAlexWorks(settings, dependencies));
  }
  for (const path of sources.bibtex) results.push(await bibtexWorks(options.contentDir, path));
  for (const orcid of sources.orcidRecords) {
    const fetchWorks = dependencies.fetchOrcidWorks ?? (await import('./orcid/orcid-works.ts')).fetchOrcidWorks;
    const apiUrl = options.orcidApiUrl ?? defaultOrcidApiUrl;
    results.push(await orcidRecordWorks(orcid, { apiUrl, fetchWorks, fetch: dependencies.fetch, sleep: dependencies.sleep }));
  }
  const requestsMade = results.reduce((sum, result) => sum + (result.ok ? result.outcome.requestsMade : result.requestsMade), 0);
  const errors = results.flatMap((result) => (result.ok ? [] : [result.error]));
  if (errors.length > 0) return failure(errors.map((error) => `${error} (${requestsMade} requests made; nothing was written.)`));
  const outcomes = results.flatMap((result) => (result.ok ? [result.outcome] : []));

  const acrossSources = mergeSources(outcomes.map((outcome) => outcome.source));
  const withinSources = outcomes.flatMap((outcome) => outcome.merges);
  const mergedInto = chainedMerges([...withinSources, ...acrossSources.merges]);
  const withManual = mergeManual(acrossSources.publications, manual.value ?? [], mergedInto);
  const previousMergedIds = new Map(previousItems.map((item) => [item.id, item.mergedIds ?? []]));
  const publications = sortNewestFirst(recordMergedIds(withManual.publications, mergedInto, previousMergedIds));
  const imported = outcomes.reduce((sum, outcome) => sum + outcome.source.publications.length, 0);

  const file: PublicationsFile = {
    $schema: publicationsSchemaReference,
    updated_at: dependencies.now().toISOString(),
    source: {
      openalexAuthorIds: [...openalex.authorIds],
      orcid: openalex.orcid,
      ...(sources.bibtex.length === 0 ? {} : { bibtex: [...sources.bibtex] }),
      ...(sources.orcidRecords.length === 0 ? {} : { orcidRecords: [...sources.orcidRecords] }),
    },
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
      ? `The import would remove ${shrink.removed} of the ${shrink.imported} imported publications in ${outFile} (more than half; hand-kept works are not counted). If the sources really lost them, run again with --allow-shrink; otherwise check publications.sources in site.json.`
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
    ...(imported === 0 ? [emptyWarning(outcomes)] : []),
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
    requestsMade,
    sources: outcomes.map((outcome) => sourceSummary(outcome, acrossSources.mergedCount.get(outcome.source.label) ?? 0)),
    publications,
    merges: [...withinSources, ...acrossSources.merges],
    selected: outcomes.flatMap((outcome) => outcome.selected).map((id) => mergedInto.get(id) ?? id),
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

function emptyWarning(outcomes: readonly SourceOutcome[]): string {
  const received = outcomes.reduce((sum, outcome) => sum + outcome.received, 0);
  const cause = received === 0 ? outcomes.map((outcome) => outcome.whenEmpty).join('; ') : `all ${received} works received were left out`;
  return `NO PUBLICATIONS: ${cause}. Check publications.sources in site.json (or --author): an OpenAlex author id on https://openalex.org, a .bib file's entries.`;
}

function sourceSummary(outcome: SourceOutcome, mergedAcross: number): SourceSummary {
  return {
    label: outcome.source.label,
    kind: outcome.source.kind,
    detail: outcome.detail,
    received: outcome.received,
    kept: outcome.source.publications.length - mergedAcross,
    merged: outcome.merges.length + mergedAcross,
    skipped: outcome.skipped,
    notes: outcome.notes,
  };
}

/** Each dropped id → the work it finally went to, through merges within a source and then across sources. */
function chainedMerges(merges: readonly Merge[]): Map<string, string> {
  const mergedInto = new Map(merges.map((merge) => [merge.dropped.id, merge.kept.id]));
  for (const [dropped, kept] of mergedInto) {
    let survivor = kept;
    const seen = new Set([dropped]);
    while (mergedInto.has(survivor) && !seen.has(survivor)) {
      seen.add(survivor);
      survivor = mergedInto.get(survivor) ?? survivor;
    }
    mergedInto.set(dropped, survivor);
  }
  return mergedInto;
}

function failure(errors: string[]): ImportOutcome {
  return { ok: false, errors, summary: null };
}
