import { lighthouseFigures, mobileLoad } from './lighthouse-figures.ts';
import type { LighthouseRun } from './lighthouse-run.ts';
import { medianRun } from './median-run.ts';
import type { TwinVariant } from './no-script-page.ts';
import type { MobileLoad } from './script-cost.ts';
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

/** A twin's figures from the median of its runs; null (its ratio then reads "not measured") when Lighthouse failed. */
export function twinLoad(runs: readonly LighthouseRun[]): { load: MobileLoad | null; error: string | null } {
  const figures = lighthouseFigures(medianRun(runs).lhr);
  return figures.runtimeError ? { load: null, error: figures.runtimeError } : { load: mobileLoad(figures), error: null };
}
