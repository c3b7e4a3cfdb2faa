import { readFile, stat } from 'node:fs/promises';
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

/** The CHANGELOG.md entries of the versions after the one that introduced the content's format, up to this one. */
async function whatChanged(fromFormat: number, version: string): Promise<string[]> {
  const since = contentFormats.find((format) => format.format === fromFormat)?.since;
  const changelog = await readFile(changelogFile, 'utf8').catch(() => undefined);
  if (since === undefined || changelog === undefined) return [];
  const entries = changesBetween(changelog, since, version);
  return entries.length === 0 ? [] : ['', `What changed since ${since} (CHANGELOG.md):`, '', ...entries.map((entry) => `${entry.text}\n`)];
}

/** `portfolio upgrade`: the content migrated to this product's format (or what would change), then validated. */
export async function runUpgrade(options: { content: string; dryRun?: boolean }): Promise<void> {
  if (!(await isDirectory(options.content))) {
    console.error(`content folder not found: ${options.content} (pass --content <dir>)`);
    process.exitCode = ExitCode.usage;
    return;
  }
  const version = await productVersion();
  const directory = options.content.replace(/\/+$/, '');
  const result = await upgradeContent(directory, { dryRun: options.dryRun === true, productVersion: version, migrations });
  const print = result.status === 'refused' ? console.error : console.log;
  for (const line of result.lines) print(line);
  if (result.status === 'refused') {
    process.exitCode = ExitCode.failure;
    return;
  }
  if (result.status !== 'written') return;
  for (const line of await whatChanged(result.from ?? 1, version)) console.log(line);
  console.log('\nValidating the upgraded content:');
  const { problems } = await validateContent(directory);
  for (const problem of problems) console.log(formatProblem(problem));
  console.log(summaryLine(problems));
  process.exitCode = countBySeverity(problems).errors > 0 ? ExitCode.failure : ExitCode.ok;
}
