import type { Command } from 'commander';
import type { UpgradeOptions } from '../upgrade/run-upgrade.ts';

export function registerUpgrade(program: Command): void {
  program
    .command('upgrade')
    .description("Migrate the content to the format this version of the product reads (all or nothing), then validate it.")
    .option('--content <dir>', 'content folder', 'content')
    .option('--dry-run', 'print what would change, file by file; write nothing')
    .option('--since <version>', 'the version installed before an update: quote CHANGELOG.md from there')
    .option('--summary-file <path>', 'also write what changed and the result as Markdown (e.g. a pull-request body)')
    .action(async (options: UpgradeOptions) => (await import('../upgrade/run-upgrade.ts')).runUpgrade(options));
}
