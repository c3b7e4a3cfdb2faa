import { stat } from 'node:fs/promises';
import type { Command } from 'commander';
import { ExitCode } from '../shared/exit-codes.ts';

async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}

export function registerValidate(program: Command): void {
  program
    .command('validate')
    .description('Check every content file against its schema and the cross-file rules; list every problem.')
    .option('--content <dir>', 'content folder', 'content')
    .action(async (options: { content: string }) => {
      if (!(await isDirectory(options.content))) {
        console.error(`content folder not found: ${options.content} (pass --content <dir>)`);
        process.exitCode = ExitCode.usage;
        return;
      }
      // Loaded when the command runs, as in every command: `portfolio --help` loads none of them.
      const [{ validateContent }, { summaryLine }, { cvNotice }, { countBySeverity, formatProblem }] = await Promise.all([
        import('../content/validate-content.ts'),
        import('../content/summary.ts'),
        import('../cv/cv-notice.ts'),
        import('../shared/problems.ts'),
      ]);
      const { content, problems } = await validateContent(options.content);
      for (const problem of problems) console.log(formatProblem(problem));
      console.log(summaryLine(problems));
      if (content !== undefined) console.log(cvNotice(content.site, options.content));
      process.exitCode = countBySeverity(problems).errors > 0 ? ExitCode.failure : ExitCode.ok;
    });
}
