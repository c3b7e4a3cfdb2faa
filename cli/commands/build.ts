import type { Command } from 'commander';
import { readdir, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { BuildReporter, OutputFile } from '../build/build-report.ts';
import { ExitCode } from '../shared/exit-codes.ts';

interface BuildOptions {
  content: string;
  out: string;
  verbose?: boolean;
  profile?: boolean;
}

/** Phase lines on stdout; on a terminal, the running phase's progress on one line that the next overwrites. */
function terminalReporter(
  stream: NodeJS.WriteStream,
  verbose: boolean,
  phaseLine: typeof import('../build/build-report.ts').phaseLine,
): BuildReporter & { clear(): void } {
  // With --verbose the bundlers' own lines come in between: no line to overwrite.
  const interactive = stream.isTTY === true && !verbose;
  let progressShown = false;
  const clearProgress = () => {
    if (progressShown) stream.write('\r\x1b[2K');
    progressShown = false;
  };
  return {
    clear: clearProgress,
    phase(name, milliseconds, detail) {
      clearProgress();
      stream.write(`${phaseLine(name, milliseconds, detail)}\n`);
    },
    progress(text) {
      if (!interactive) return;
      const width = Math.max(20, (stream.columns ?? 80) - 6);
      stream.write(`\r\x1b[2K  … ${text.slice(0, width)}`);
      progressShown = true;
    },
  };
}

async function outputFiles(dir: string): Promise<OutputFile[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  return Promise.all(
    files.map(async (file) => ({ path: relative(dir, file).split('\\').join('/'), size: (await stat(file)).size })),
  );
}

export function registerBuild(program: Command): void {
  program
    .command('build')
    .description('Validate the content, write the data files and prerender the site.')
    .option('--content <dir>', 'content folder', 'content')
    .option('--out <dir>', 'output folder', 'dist')
    .option('--verbose', "show the bundlers' own logs (Vite, vite-react-ssg)")
    .option('--profile', 'after the phases, print the wall time, CPU time and peak memory of each phase and process')
    .action(async (options: BuildOptions) => {
      const started = performance.now();
      const [{ PrerenderFailed, buildSite }, { phaseLine, seconds, summaryLines }, { summaryLine }, { validateContent }, { formatProblem }] = await Promise.all([
        import('../build/build-site.ts'),
        import('../build/build-report.ts'),
        import('../content/summary.ts'),
        import('../content/validate-content.ts'),
        import('../shared/problems.ts'),
      ]);
      const terminal = terminalReporter(process.stdout, options.verbose === true, phaseLine);
      const profile = options.profile ? (await import('../build/profile/profile-sampler.ts')).profileBuild(terminal) : null;
      const reporter = { ...terminal, ...profile?.reporter };
      const { content, problems } = await validateContent(options.content);
      for (const problem of problems) console.error(formatProblem(problem));
      if (!content) {
        console.error(summaryLine(problems));
        console.error(`Nothing was built; ${options.out}/ is unchanged. Fix the errors above and build again.`);
        process.exitCode = ExitCode.failure;
        return;
      }
      reporter.phase('validate', performance.now() - started, problems.length ? summaryLine(problems).replace(/^✔ /, '') : '');
      try {
        await buildSite(content, options.content, options.out, { reporter, verbose: options.verbose === true });
      } catch (error) {
        reporter.clear();
        if (error instanceof PrerenderFailed && error.log.trim()) {
          console.error(`\nWhat Vite and vite-react-ssg printed:\n${error.log.trimEnd()}\n`);
        }
        console.error(`Build failed: ${error instanceof Error ? error.message : String(error)}`);
        console.error(`${options.out}/ is unchanged.`);
        process.exitCode = ExitCode.failure;
        return;
      }
      for (const line of profile?.lines() ?? []) console.log(line);
      console.log('');
      for (const line of summaryLines(await outputFiles(options.out))) console.log(line);
      console.log(`✔ built ${options.out}/ in ${seconds(performance.now() - started)}`);
    });
}
