import type { Command } from 'commander';
import { performance } from 'node:perf_hooks';
import { buildSite } from '../build/build-site.ts';
import { summaryLine } from '../content/summary.ts';
import { validateContent } from '../content/validate-content.ts';
import { ExitCode } from '../shared/exit-codes.ts';
import { formatProblem } from '../shared/problems.ts';

interface BuildOptions {
  content: string;
  out: string;
}

export function registerBuild(program: Command): void {
  program
    .command('build')
    .description('Validate the content, write the data files and prerender the site.')
    .option('--content <dir>', 'content folder', 'content')
    .option('--out <dir>', 'output folder', 'dist')
    .action(async (options: BuildOptions) => {
      const started = performance.now();
      const { content, problems } = await validateContent(options.content);
      for (const problem of problems) console.error(formatProblem(problem));
      if (!content) {
        console.error(summaryLine(problems));
        console.error(`Nothing was built; ${options.out}/ is unchanged. Fix the errors above and build again.`);
        process.exitCode = ExitCode.failure;
        return;
      }
      try {
        await buildSite(content, options.content, options.out);
      } catch (error) {
        console.error(`Build failed: ${error instanceof Error ? error.message : String(error)}`);
        console.error(`${options.out}/ is unchanged.`);
        process.exitCode = ExitCode.failure;
        return;
      }
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`✔ built ${options.out}/ in ${seconds} s`);
    });
}
