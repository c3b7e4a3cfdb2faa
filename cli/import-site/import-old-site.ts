import { cp, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { productStrings } from '../content/product-strings.ts';
import { validateContent } from '../content/validate-content.ts';
import type { ContentOutcome } from '../owner-repository/create-owner-repository.ts';
import { formatProblem, type Problem } from '../shared/problems.ts';
import { importReport } from './import-report.ts';
import type { OldSite, SiteReader, SiteTool } from './old-site.ts';
import { chooseReader } from './readers.ts';
import { nothingLeftOut, planContent, type ContentPlan, type LeftOut } from './writer/content-plan.ts';
import type { ImportOptions } from './writer/site-file.ts';

export interface OldSiteImport {
  oldSiteDir: string;
  /** --from-tool, else null: the folder tells. */
  tool: SiteTool | null;
  options: ImportOptions;
}

/** What an import from an old site needs from the outside world, injected so tests choose the readers and the time. */
export interface OldSiteDependencies {
  readers: readonly SiteReader[];
  now: () => Date;
  /** fetch-publications into the written folder, when site.json names a source to import from; null: none is run. */
  importInto: ((contentDirectory: string) => Promise<{ ok: true; summary: string; warnings: string[] } | { ok: false; errors: string[]; summary: string | null }>) | null;
}

/** A retry leaves out what validation refused of the items one file or entry each: a post, a page, a redirect. */
const maxAttempts = 3;

function leftOutBy(problems: readonly Problem[], contentDirectory: string, plan: ContentPlan, previous: LeftOut): LeftOut | null {
  const items = new Set(previous.items);
  const redirects = new Set(previous.redirects);
  const profile = new Set(previous.profile);
  for (const problem of problems) {
    const path = relative(contentDirectory, problem.file).split('\\').join('/');
    const item = /^(posts|pages)\/([^/.]+)(\.[a-z]{2})?\.md$/.exec(path);
    const entry = /^\/redirects\/(\d+)\//.exec(problem.pointer);
    const redirect = path === 'redirects.json' && entry !== null ? plan.redirects[Number(entry[1])] : undefined;
    const part = path === 'site.json' ? /^\/profile\/(photo|cv)(\/|$)/.exec(problem.pointer)?.[1] : undefined;
    if (item !== null) items.add(`${item[1]}/${item[2]}`);
    else if (redirect !== undefined) redirects.add(redirect.from);
    else if (part === 'photo' || part === 'cv') profile.add(part);
    else return null;
  }
  return { items, redirects, profile };
}

async function writePlan(contentDirectory: string, oldSiteDir: string, plan: ContentPlan): Promise<void> {
  for (const file of plan.files) {
    await mkdir(dirname(join(contentDirectory, file.path)), { recursive: true });
    await writeFile(join(contentDirectory, file.path), file.text, 'utf8');
  }
  for (const copy of plan.copies) {
    const from = join(oldSiteDir, copy.from);
    const found = await stat(from).catch(() => undefined);
    if (found?.isFile() !== true) {
      plan.notes.changes.push(`${copy.from} not copied: the old site has no such file`);
      continue;
    }
    await mkdir(dirname(join(contentDirectory, copy.to)), { recursive: true });
    await cp(from, join(contentDirectory, copy.to));
  }
}

/** Items validation refused, named in the report as left out with the reason. */
function refusedLines(problems: readonly Problem[], contentDirectory: string): string[] {
  return problems.map((problem) => `${relative(contentDirectory, problem.file)} ${problem.pointer ? `${problem.pointer} ` : ''}left out: ${inContent(problem, contentDirectory).message}`);
}

/** A problem as the owner will find it: its file and any path in its message under content/, not the temporary folder. */
function inContent(problem: Problem, contentDirectory: string): Problem {
  return { ...problem, file: join('content', relative(contentDirectory, problem.file)), message: problem.message.split(contentDirectory).join('content') };
}

/**
 * Reads the old site with its tool's reader and writes the new content folder into `contentDirectory` (inside
 * the temporary folder `init` renames into place), then runs the same validation as `portfolio validate`. A post,
 * a page, a redirect, the profile's photo or CV it refuses is left out and reported; any other error fails the whole import. The report
 * goes beside the content, in import-report.md. The old site is only ever read.
 */
export async function importOldSite(contentDirectory: string, request: OldSiteImport, dependencies: OldSiteDependencies): Promise<ContentOutcome> {
  if ((await stat(request.oldSiteDir).catch(() => undefined))?.isDirectory() !== true) {
    return { ok: false, errors: [`${request.oldSiteDir} is not a folder: give --from the folder of the old site's source (a copy of its repository). Nothing was written.`], summary: null };
  }
  const choice = await chooseReader(request.oldSiteDir, dependencies.readers, request.tool);
  if (!choice.ok) return { ok: false, errors: [choice.error], summary: null };
  let old: OldSite;
  try {
    old = await choice.reader.read(request.oldSiteDir);
  } catch (error) {
    return { ok: false, errors: [`${request.oldSiteDir} could not be read as a ${choice.reader.tool} site: ${error instanceof Error ? error.message : String(error)}. Nothing was written.`], summary: null };
  }
  const product = await productStrings();
  const now = dependencies.now();
  let leftOut = nothingLeftOut;
  const refused: string[] = [];
  // The import's publications.json, kept across attempts: it is made once (it may ask the network).
  let importedPublications: string | null = null;
  let importSummary = '';
  for (let attempt = 1; ; attempt += 1) {
    const plan = planContent(old, request.options, product, now, leftOut);
    await rm(contentDirectory, { recursive: true, force: true });
    await writePlan(contentDirectory, request.oldSiteDir, plan);
    const publicationsFile = join(contentDirectory, 'publications.json');
    if (importedPublications !== null) await writeFile(publicationsFile, importedPublications, 'utf8');
    else if (dependencies.importInto !== null && plan.sourceCount > 0) {
      const outcome = await dependencies.importInto(contentDirectory);
      if (!outcome.ok) return { ok: false, errors: outcome.errors, summary: outcome.summary };
      importSummary = outcome.summary;
      importedPublications = await readFile(publicationsFile, 'utf8');
    }
    const { problems } = await validateContent(contentDirectory);
    const errors = problems.filter((problem) => problem.severity === 'error');
    const next = errors.length === 0 ? null : leftOutBy(errors, contentDirectory, plan, leftOut);
    if (errors.length === 0 || next === null || attempt === maxAttempts) {
      if (errors.length > 0) return { ok: false, errors: [...errors.map((problem) => formatProblem(inContent(problem, contentDirectory))), 'The imported content does not validate (above). Nothing was written.'], summary: null };
      plan.notes.changes.push(...refused);
      const report = importReport(old, request.oldSiteDir, plan);
      await writeFile(join(contentDirectory, '..', 'import-report.md'), report, 'utf8');
      const warnings = problems.filter((problem) => problem.severity === 'warning').map((problem) => formatProblem(inContent(problem, contentDirectory)));
      return { ok: true, summary: `${importSummary}${report}`, warnings, files: plan.files.map((file) => file.path).filter((path) => !path.includes('/')) };
    }
    refused.push(...refusedLines(errors, contentDirectory));
    leftOut = next;
  }
}
