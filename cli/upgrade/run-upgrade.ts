import { readFile, stat, writeFile } from 'node:fs/promises';
import { summaryLine } from '../content/summary.ts';
import { validateContent } from '../content/validate-content.ts';
import { ExitCode } from '../shared/exit-codes.ts';
import { countBySeverity, formatProblem } from '../shared/problems.ts';
import { productPath, productVersion } from '../shared/product-files.ts';
import { changesBetween } from './changelog.ts';
import { contentFormats } from './content-format.ts';
import { migrations } from './migrations/registry.ts';
import { upgradeContent } from './upgrade-content.ts';

const changelogFile = productPath('CHANGELOG.md');

async function isDirectory(path: string): Promise<boolean> {
  return (await stat(path).catch(() => undefined))?.isDirectory() === true;
}

/**
 * The CHANGELOG.md entries after `since` (the version installed before an update), or else after the version that
 * introduced the content's format, up to this one.
 */
async function whatChanged(since: string | undefined, version: string): Promise<string[]> {
  const changelog = await readFile(changelogFile, 'utf8').catch(() => undefined);
  if (since === undefined || changelog === undefined) return [];
  const entries = changesBetween(changelog, since, version);
  return entries.length === 0 ? [] : ['', `What changed since ${since} (CHANGELOG.md):`, '', ...entries.map((entry) => `${entry.text}\n`)];
}

export interface UpgradeOptions {
  content: string;
  dryRun?: boolean;
  /** The product version installed before an update: the changelog is quoted from there. */
  since?: string;
  /** Also write what changed, the migrations' changes and validate's verdict as Markdown (a pull request's text). */
  summaryFile?: string;
}

function summary(version: string, since: string | undefined, changes: string[], upgrade: string[], verdict: string[]): string {
  return [
    `## researcher-portfolio ${since !== undefined && since !== version ? `${since} → ${version}` : version}`,
    ...changes,
    '',
    '### What the upgrade changed in the content',
    '',
    '```text',
    ...upgrade,
    '```',
    '',
    '### Validation',
    '',
    '```text',
    ...verdict,
    '```',
    '',
  ].join('\n');
}

/** `portfolio upgrade`: the content migrated to this product's format (or what would change), then validated. */
export async function runUpgrade(options: UpgradeOptions): Promise<void> {
  if (!(await isDirectory(options.content))) {
    console.error(`content folder not found: ${options.content} (pass --content <dir>)`);
    process.exitCode = ExitCode.usage;
    return;
  }
  const version = productVersion();
  const directory = options.content.replace(/\/+$/, '');
  const result = await upgradeContent(directory, { dryRun: options.dryRun === true, productVersion: version, migrations });
  const print = result.status === 'refused' ? console.error : console.log;
  for (const line of result.lines) print(line);
  if (result.status === 'refused') {
    process.exitCode = ExitCode.failure;
    return;
  }
  const since = options.since ?? (result.status === 'written' ? contentFormats.find((format) => format.format === (result.from ?? 1))?.since : undefined);
  const changes = await whatChanged(since, version);
  for (const line of changes) console.log(line);
  if (options.dryRun === true) return;
  const verdict: string[] = [];
  if (result.status === 'written' || options.summaryFile !== undefined) {
    console.log(result.status === 'written' ? '\nValidating the upgraded content:' : '\nValidating the content:');
    const { problems } = await validateContent(directory);
    verdict.push(...problems.map(formatProblem), summaryLine(problems));
    for (const line of verdict) console.log(line);
    process.exitCode = countBySeverity(problems).errors > 0 ? ExitCode.failure : ExitCode.ok;
  }
  if (options.summaryFile !== undefined) await writeFile(options.summaryFile, summary(version, since, changes, result.lines, verdict), 'utf8');
}
