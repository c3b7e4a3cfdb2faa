import { lighthouseFigures, mobileLoad } from './lighthouse-figures.ts';
import type { LighthouseRun } from './lighthouse-run.ts';
import type { TwinVariant } from './no-script-page.ts';
import { medianLoad, type MobileLoad, type RunPair } from './script-cost.ts';
import type { TwinPage } from './twin-pages.ts';

export function twinKey(slug: string, variant: TwinVariant): string {
  return `${slug}|${variant}`;
}

/**
 * Lighthouse (mobile) on a page's reference twins, one run of each right after each run of the page itself
 * (`alternately`), so both sides of every ratio see the machine in the same state: this machine's speed
 * drifts within minutes, and twins measured after all the pages once gave ratios from 0.78 to 1.20 for pages
 * whose HTML differed by 2 kB.
 */
export async function measurePageWithTwins(
  twins: readonly TwinPage[],
  runCount: number,
  runPage: () => Promise<LighthouseRun>,
  runTwin: (twin: TwinPage) => Promise<LighthouseRun>,
): Promise<{ pageRuns: LighthouseRun[]; twinRuns: Map<TwinPage, LighthouseRun[]> }> {
  const pageRuns: LighthouseRun[] = [];
  const twinRuns = new Map<TwinPage, LighthouseRun[]>(twins.map((twin) => [twin, []]));
  for (let attempt = 0; attempt < runCount; attempt += 1) {
    pageRuns.push(await runPage());
    for (const twin of twins) twinRuns.get(twin)?.push(await runTwin(twin));
  }
  return { pageRuns, twinRuns };
}

/** A run's mobile figures, or why Lighthouse could not measure it. */
function runLoad(run: LighthouseRun): { load: MobileLoad; error: null } | { load: null; error: string } {
  const figures = lighthouseFigures(run.lhr);
  return figures.runtimeError ? { load: null, error: figures.runtimeError } : { load: mobileLoad(figures), error: null };
}

/**
 * The runs' figures, each the median of its own runs; null with the first error (its ratio then reads "not
 * measured") when Lighthouse measured none of them.
 */
export function medianOfRuns(runs: readonly LighthouseRun[]): { load: MobileLoad | null; error: string | null } {
  const results = runs.map(runLoad);
  const loads = results.flatMap((result) => (result.load ? [result.load] : []));
  return { load: medianLoad(loads), error: loads.length ? null : (results.find((result) => result.error)?.error ?? 'no run') };
}

/** Each run of the page with the twin's run that followed it, where Lighthouse measured both. */
export function runPairs(pageRuns: readonly LighthouseRun[], twinRuns: readonly LighthouseRun[]): RunPair[] {
  return pageRuns.flatMap((pageRun, index) => {
    const twinRun = twinRuns[index];
    const page = runLoad(pageRun).load;
    const noScript = twinRun ? runLoad(twinRun).load : null;
    return page && noScript ? [{ page, noScript }] : [];
  });
}
