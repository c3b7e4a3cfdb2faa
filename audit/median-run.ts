import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import type { Result } from 'lighthouse';

/**
 * The run closest to the median first contentful paint and time to interactive — Lighthouse's own choice,
 * as its variability guide recommends. A run Lighthouse could not complete is returned as it is, so its
 * error is reported rather than hidden by the others.
 */
export function medianRun<Run extends { lhr: Result }>(runs: readonly Run[]): Run {
  const failed = runs.find((run) => run.lhr.runtimeError);
  if (failed) return failed;
  const median = computeMedianRun(runs.map((run) => run.lhr));
  const chosen = runs.find((run) => run.lhr === median);
  if (!chosen) throw new Error('no Lighthouse run to choose a median from');
  return chosen;
}
