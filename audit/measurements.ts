import type { AuditedPage, FormFactor } from './audit-plan.ts';
import type { RawAxeCheck } from './axe-run.ts';
import type { LighthouseFigures } from './lighthouse-figures.ts';
import type { CountedResource } from './resource-bytes.ts';
import type { MobileLoad, RunPair } from './script-cost.ts';

/** The audit's progress goes to stderr; the report, to stdout. */
export function progress(message: string): void {
  process.stderr.write(`${message}\n`);
}

export function rowKey(page: AuditedPage, formFactor: FormFactor): string {
  return `${page.slug}|${formFactor}`;
}

/** What the audit's passes (Lighthouse, axe) gather, page by page, for run.ts to report. */
export interface Measurements {
  lighthouse: Map<string, LighthouseFigures>;
  performanceRuns: Map<string, Array<number | null>>;
  scrolledRequests: Map<string, CountedResource[]>;
  /** Each page's mobile figures, each the median of its own runs, by page slug. */
  pageTimes: Map<string, MobileLoad>;
  /** The no-script twins' figures, each the median of its own runs, by twinKey. */
  twinTimes: Map<string, MobileLoad>;
  /** Each mobile run of a page with the run of its twin that followed it, by twinKey. */
  twinPairs: Map<string, RunPair[]>;
  checks: RawAxeCheck[];
  problems: Map<string, string[]>;
  environment: string[];
}

/** The first line only: Playwright appends its whole call log to an error message. */
export function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}

export function addProblem(measurements: Measurements, key: string, problem: string): void {
  measurements.problems.set(key, [...(measurements.problems.get(key) ?? []), problem]);
  progress(`  ✖ ${problem}`);
}
