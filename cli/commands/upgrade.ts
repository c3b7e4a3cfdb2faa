import type { Command } from 'commander';

export function registerUpgrade(program: Command): void {
  program
    .command('upgrade')
    .description("Migrate the content to the format this version of the product reads (all or nothing), then validate it.")
    .option('--content <dir>', 'content folder', 'content')
    .option('--dry-run', 'print what would change, file by file; write nothing')
    .action(async (options: { content: string; dryRun?: boolean }) => (await import('../upgrade/run-upgrade.ts')).runUpgrade(options));
}
