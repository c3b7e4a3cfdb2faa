import type { AuditedPage, FormFactor } from './audit-plan.ts';
import type { LighthouseFigures } from './lighthouse-figures.ts';
import type { ByteTotals } from './resource-bytes.ts';

/** Everything measured for one page in one form factor: one line of the table. */
export interface AuditRow {
  page: AuditedPage;
  formFactor: FormFactor;
  /** The median of the Lighthouse runs; null when Lighthouse failed (the reason is in `problems`). */
  lighthouse: LighthouseFigures | null;
  /** The performance score of every Lighthouse run, in run order, to show how much it varied. */
  performanceRuns: Array<number | null>;
  /** What the page downloaded while Lighthouse loaded it. */
  loadBytes: ByteTotals | null;
  /** What it downloaded once scrolled to the end, the video not played (the axe pass, light theme). */
  scrolledBytes: ByteTotals | null;
  /** axe violations over both themes and every opened state; null when no axe check ran. */
  axeViolations: number | null;
  /** Runs that failed for this row, each a full sentence. */
  problems: string[];
}
