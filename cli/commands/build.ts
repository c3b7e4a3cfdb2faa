import type { Command } from 'commander';
import { performance } from 'node:perf_hooks';
import type { BuildReporter, OutputFile } from '../build/build-report.ts';
import type { BuildCache } from '../build/cache/build-cache.ts';
import type { BuildRecord } from '../build/cache/unchanged-build.ts';
import { ExitCode } from '../shared/exit-codes.ts';

interface BuildOptions {
  content: string;
  out: string;
  verbose?: boolean;
  /** The build cache's folder; false with --no-cache. */
  cache?: string | false;
  profile?: boolean;
  compressedCopies?: boolean;
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


export function registerBuild(program: Command): void {
  program
    .command('build')
    .description('Validate the content, write the data files and prerender the site.')
    .option('--content <dir>', 'content folder', 'content')
    .option('--out <dir>', 'output folder', 'dist')
    .option('--verbose', "show the bundlers' own logs (Vite, vite-react-ssg)")
    .option('--cache <dir>', 'the build cache: what is unchanged since the last build is reused (default: .portfolio-cache/<content folder> beside the content folder)')
    .option('--no-cache', 'build everything again, without reading or writing the build cache')
    .option('--profile', 'after the phases, print the wall time, CPU time and peak memory of each phase and process')
    .option('--compressed-copies', "also write a .br and a .gz copy beside every text file, for a server that sends them as they are (nginx's brotli_static and gzip_static, Caddy's precompressed); GitHub Pages compresses by itself and ignores them")
    .action(async (options: BuildOptions) => {
      const started = performance.now();
      let cacheDir: string | undefined;
      let product = '';
      let inputs = '';
      let contentHashes: ReadonlyMap<string, string> = new Map();
      if (options.cache !== false) {
        // Decided before validating: content that built before was valid, and an unchanged build is done in a second.
        // Read only: the cache folder is made (or emptied) once the content is valid, so a refused build writes nothing.
        const [{ cacheEntriesIn, defaultCacheDir }, { buildInputs, unchangedBuild }, { productFingerprint }, { seconds }] = await Promise.all([
          import('../build/cache/build-cache.ts'),
          import('../build/cache/unchanged-build.ts'),
          import('../build/cache/product-fingerprint.ts'),
          import('../build/build-report.ts'),
        ]);
        product = productFingerprint();
        cacheDir = options.cache ?? defaultCacheDir(options.content);
        const built = await buildInputs(options.content, product, options.out, { compressedCopies: options.compressedCopies === true });
        inputs = built.inputs;
        contentHashes = built.files;
        const last = await unchangedBuild(cacheEntriesIn(cacheDir), inputs, options.out);
        if (last !== undefined) {
          for (const warning of last.warnings) console.error(warning);
          console.log(`✔ ${options.out}/ is up to date: the content and the product are those of its build${last.summary ? ` (${last.summary})` : ''}; nothing to do (${seconds(performance.now() - started)})`);
          return;
        }
      }
      // The prerender's process loads Vite (and makes the last build's page folders) while the content is validated.
      const [{ prepareBuild, abandonBuild }, { cacheEntriesIn, openBuildCache, usablePrerenderCache }, { cachedMarkdownTrees }, { rememberingParser }, { cachedDocumentChecks }, { rememberingChecks }] =
        await Promise.all([
          import('../build/prepared-build.ts'),
          import('../build/cache/build-cache.ts'),
          import('../build/cache/cached-markdown.ts'),
          import('../markdown/remembered-markdown.ts'),
          import('../build/cache/validation-cache.ts'),
          import('../content/checked-documents.ts'),
        ]);
      const prerenderCacheDir = cacheDir === undefined ? undefined : await usablePrerenderCache(cacheDir, options.content, product);
      const prepared = prepareBuild(options.out, { verbose: options.verbose === true, ...(prerenderCacheDir ? { prerenderCacheDir } : {}) });
      // Until the build has it, the prepared build is ended by whatever stops the command.
      const abandoned = async (error: unknown): Promise<never> => {
        await abandonBuild(prepared);
        throw error;
      };
      const [{ buildSite }, { PrerenderFailed }, { phaseLine, seconds, summaryLines }, { summaryLine }, { validateContent }, { formatProblem }] = await Promise.all([
        import('../build/build-site.ts'),
        import('../build/prerender-process.ts'),
        import('../build/build-report.ts'),
        import('../content/summary.ts'),
        import('../content/validate-content.ts'),
        import('../shared/problems.ts'),
      ]);
      const terminal = terminalReporter(process.stdout, options.verbose === true, phaseLine);
      const profile = options.profile ? (await import('../build/profile/profile-sampler.ts')).profileBuild(terminal) : null;
      const reporter = { ...terminal, ...profile?.reporter };
      // The posts' and pages' Markdown trees earlier builds parsed and what their checks found in each JSON file: read
      // while validating, kept once the cache is open.
      const readable = prerenderCacheDir === undefined || cacheDir === undefined ? undefined : cacheEntriesIn(cacheDir);
      const [trees, checks] = cacheDir === undefined ? [] : [cachedMarkdownTrees(readable), cachedDocumentChecks(readable)];
      const parsers = trees && checks ? { parseMarkdown: rememberingParser(trees), checks: rememberingChecks(checks) } : {};
      const { content, problems } = await validateContent(options.content, parsers).catch(abandoned);
      const warnings = problems.map(formatProblem);
      for (const warning of warnings) console.error(warning);
      if (!content) {
        await abandonBuild(prepared);
        console.error(summaryLine(problems));
        console.error(`Nothing was built; ${options.out}/ is unchanged. Fix the errors above and build again.`);
        process.exitCode = ExitCode.failure;
        return;
      }
      const summary = problems.length ? summaryLine(problems).replace(/^✔ /, '') : '';
      reporter.phase('validate', performance.now() - started, summary);
      let cache: BuildCache | undefined;
      if (cacheDir !== undefined) {
        cache = await openBuildCache(cacheDir, options.content, product).catch(abandoned);
        if (cache.notice !== undefined) console.log(cache.notice);
        // A tree or a check not kept is made again by the next build: nothing worse.
        await Promise.all([trees?.keptIn(cache.entries), checks?.keptIn(cache.entries)]).catch(() => undefined);
      }
      // The collections' registry (every kind's build) is loaded by now: not before the unchanged build's check.
      const { dataFileSources } = await import('../build/cache/sourced-data-files.ts');
      const dataSources = cache === undefined ? {} : dataFileSources(contentHashes);
      let state: BuildRecord['files'];
      try {
        // The output's files, for the build's record and the summary.
        state = await buildSite(content, options.content, options.out, { reporter, verbose: options.verbose === true, cache, prepared, dataSources, compressedCopies: options.compressedCopies === true });
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
      const { recordBuild } = await import('../build/cache/unchanged-build.ts');
      if (cache !== undefined) {
        await recordBuild(cache.entries, options.out, { inputs, warnings, summary, dataSources }, state).catch((error: unknown) =>
          console.error(`The build cache could not record this build (${error instanceof Error ? error.message : String(error)}): the next build makes everything it cannot reuse.`),
        );
      }
      console.log('');
      const files: OutputFile[] = state.map(([path, size]) => ({ path, size }));
      const { gzippedAssetBytes } = await import('../build/asset-sizes.ts');
      for (const line of summaryLines(files, await gzippedAssetBytes(options.out, files))) console.log(line);
      console.log(`✔ built ${options.out}/ in ${seconds(performance.now() - started)}`);
    });
}
