import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { formFactors, type AuditedPage } from './audit-plan.ts';
import { lighthouseFigures } from './lighthouse-figures.ts';
import { runLighthouseWithRetries } from './lighthouse-run.ts';
import { addProblem, firstLine, progress, rowKey, type Measurements } from './measurements.ts';
import { medianRun } from './median-run.ts';
import type { ServedSite } from './serve-site.ts';
import type { TwinPage } from './twin-pages.ts';
import { measurePageWithTwins, medianOfRuns, runPairs, twinKey } from './twin-pass.ts';

function shownSeconds(ms: number | null): string {
  return ms === null ? '-' : `${(ms / 1000).toFixed(2)} s`;
}

/**
 * Lighthouse on every page and form factor (the median of `runCount` runs kept, its reports written), and on
 * mobile each page's no-script twins run by run beside it (twin-pass.ts).
 */
export async function runLighthousePass(
  site: ServedSite,
  pages: AuditedPage[],
  twins: readonly TwinPage[],
  runCount: number,
  reportsDir: string,
  measurements: Measurements,
): Promise<void> {
  const benchmarks: number[] = [];
  let version = '';
  const onRetry = (reason: string) => progress(`    Lighthouse failed (${reason}), running it again`);
  for (const page of pages) {
    for (const formFactor of formFactors) {
      const key = rowKey(page, formFactor);
      const started = performance.now();
      try {
        const runPage = () => runLighthouseWithRetries(`${site.origin}${page.lighthousePath}`, formFactor, 2, onRetry);
        // On mobile, each run of the page is followed by a run of each of its no-script twins.
        const pageTwins = formFactor === 'mobile' ? twins.filter((twin) => twin.page === page) : [];
        const { pageRuns: runs, twinRuns } = await measurePageWithTwins(pageTwins, runCount, runPage, (twin) =>
          runLighthouseWithRetries(`${site.origin}${twin.path}`, 'mobile', 2, onRetry),
        );
        const median = medianRun(runs);
        const base = join(reportsDir, 'lighthouse', `${page.slug}-${formFactor}`);
        await writeFile(`${base}.report.json`, median.json);
        await writeFile(`${base}.report.html`, median.html);
        measurements.lighthouse.set(key, lighthouseFigures(median.lhr));
        const scores = runs.map((run) => {
          const score = run.lhr.categories.performance?.score;
          return typeof score === 'number' ? Math.round(score * 100) : null;
        });
        measurements.performanceRuns.set(key, scores);
        benchmarks.push(...[...runs, ...[...twinRuns.values()].flat()].map((run) => run.lhr.environment.benchmarkIndex));
        version = median.lhr.lighthouseVersion;
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        progress(`  lighthouse ${page.label} ${formFactor}: performance ${scores.join('/')} (${seconds} s)`);
        const pageLoad = formFactor === 'mobile' ? medianOfRuns(runs).load : null;
        if (pageLoad) measurements.pageTimes.set(page.slug, pageLoad);
        for (const [twin, twinRunsOfPage] of twinRuns) {
          const { load, error } = medianOfRuns(twinRunsOfPage);
          if (error || !load) {
            progress(`  ✖ ${twin.page.label} ${twin.variant}: ${error}`);
            continue;
          }
          measurements.twinTimes.set(twinKey(twin.page.slug, twin.variant), load);
          measurements.twinPairs.set(twinKey(twin.page.slug, twin.variant), runPairs(runs, twinRunsOfPage));
          progress(
            `    ${twin.variant}: FCP ${shownSeconds(load.fcpMs)}, LCP ${shownSeconds(load.lcpMs)}, TBT ${Math.round(load.tbtMs ?? 0)} ms, performance ${load.performance ?? '-'}`,
          );
        }
      } catch (error) {
        addProblem(measurements, key, `Lighthouse failed: ${firstLine(error)}`);
      }
    }
  }
  if (version) {
    measurements.environment.push(
      `Lighthouse ${version}, median of ${runCount} run(s): mobile = default config (simulated slow 4G, 4× CPU slowdown), ` +
        `desktop = desktop config; host CPU benchmarkIndex ${Math.round(Math.min(...benchmarks))}–${Math.round(Math.max(...benchmarks))} ` +
        '(a low or spread index means other work slowed the machine: performance then varies)',
    );
  }
}
