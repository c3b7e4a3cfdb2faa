import { join } from 'node:path';
import { formatProblem } from '../shared/problems.ts';
import { productName, upgradeCommand } from './content-format.ts';
import { readContentSnapshot } from './content-snapshot.ts';
import { describeChanges } from './describe-changes.ts';
import type { Migration } from './migration.ts';
import { planUpgrade } from './plan-upgrade.ts';
import { writeChanges, type UpgradeFileSystem } from './write-changes.ts';

export interface UpgradeOptions {
  dryRun: boolean;
  productVersion: string;
  migrations: readonly Migration[];
  /** The format to upgrade to: the product's, unless a test says otherwise. */
  targetFormat?: number;
  fileSystem?: UpgradeFileSystem;
}

export interface UpgradeResult {
  /** current: nothing to do; planned: a dry run; written: the files were changed; refused: nothing was changed. */
  status: 'current' | 'planned' | 'written' | 'refused';
  /** The content's format before the upgrade (absent when it could not be read). */
  from?: number;
  /** What to print, in order: the migrations, the changes file by file, the outcome. */
  lines: string[];
}

/** Upgrades a content folder to the product's format (see planUpgrade and writeChanges), saying what it does. */
export async function upgradeContent(directory: string, options: UpgradeOptions): Promise<UpgradeResult> {
  const planned = planUpgrade(await readContentSnapshot(directory), options.productVersion, options.migrations, options.targetFormat);
  if ('problems' in planned) {
    const lines = planned.problems.map((problem) => formatProblem({ ...problem, file: join(directory, problem.file) }));
    return { status: 'refused', lines: [...lines, `Nothing was changed in ${directory}/.`] };
  }
  const { plan } = planned;
  const product = `${productName} ${options.productVersion}`;
  if (plan.steps.length === 0) {
    return { status: 'current', from: plan.from, lines: [`✔ ${directory}/ is format ${plan.to}, the format ${product} reads: nothing to upgrade.`] };
  }
  const lines = [
    `${directory}/ is format ${plan.from}; ${product} reads format ${plan.to}. The migrations:`,
    ...plan.steps.map((step) => `  ${step.from} → ${step.from + 1}  ${step.summary}`),
    '',
    ...describeChanges(directory, plan.changes),
    '',
  ];
  if (options.dryRun) {
    const command = upgradeCommand(join(directory, 'site.json'));
    return { status: 'planned', from: plan.from, lines: [...lines, `Dry run: nothing was written. Run \`${command}\` to make these changes.`] };
  }
  try {
    await writeChanges(directory, plan.changes, options.fileSystem);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { status: 'refused', from: plan.from, lines: [...lines, `The upgrade could not be written (${reason}): nothing was changed in ${directory}/.`] };
  }
  const files = plan.changes.length === 1 ? '1 file' : `${plan.changes.length} files`;
  return { status: 'written', from: plan.from, lines: [...lines, `✔ ${directory}/ upgraded to format ${plan.to} (${files} changed).`] };
}
