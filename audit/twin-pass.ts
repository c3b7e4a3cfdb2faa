import { lighthouseFigures, mobileLoad } from './lighthouse-figures.ts';
import { runLighthouseWithRetries, type LighthouseRun } from './lighthouse-run.ts';
import { medianRun } from './median-run.ts';
import type { TwinVariant } from './no-script-page.ts';
import type { MobileLoad } from './script-cost.ts';
import type { TwinPage } from './twin-pages.ts';

export function twinKey(slug: string, variant: TwinVariant): string {
  return `${slug}|${variant}`;
}

/**
 * Lighthouse (mobile, the median of `runCount` runs) on every reference twin, in the same run as the real
 * pages, so both sides of each ratio see the same machine. Returns paint times by twinKey; a twin Lighthouse
 * could not measure is left out (its ratio then reads "not measured").
 */
export async function measureTwins(
  origin: string,
  twins: readonly TwinPage[],
  runCount: number,
  progress: (message: string) => void,
): Promise<Map<string, MobileLoad>> {
  const times = new Map<string, MobileLoad>();
  for (const twin of twins) {
    const runs: LighthouseRun[] = [];
    for (let attempt = 0; attempt < runCount; attempt += 1) {
      runs.push(await runLighthouseWithRetries(`${origin}${twin.path}`, 'mobile', 2, (reason) => progress(`    Lighthouse failed (${reason}), running it again`)));
    }
    const figures = lighthouseFigures(medianRun(runs).lhr);
    if (figures.runtimeError) {
      progress(`  ✖ ${twin.page.label} ${twin.variant}: ${figures.runtimeError}`);
      continue;
    }
    times.set(twinKey(twin.page.slug, twin.variant), mobileLoad(figures));
    const shown = (ms: number | null) => (ms === null ? '-' : `${(ms / 1000).toFixed(2)} s`);
    progress(
      `  lighthouse ${twin.page.label} ${twin.variant} mobile: FCP ${shown(figures.fcpMs)}, LCP ${shown(figures.lcpMs)}, TBT ${Math.round(figures.tbtMs ?? 0)} ms`,
    );
  }
  return times;
}
