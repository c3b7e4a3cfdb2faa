import type { PageKind } from './audit-plan.ts';
import type { AuditRow } from './audit-row.ts';
import { categoryIds, type CategoryId } from './lighthouse-figures.ts';

/**
 * Issue 5's budgets, the same for every kind of page on mobile (the publications and paper pages were given
 * home's, with its total blocking time); 1 kB = 1,000 bytes of gzip.
 */
export const mobileBudget = {
  minScore: 100,
  maxCls: 0,
  maxTbtMs: 100,
  maxJsGzipBytes: 120_000,
  maxTotalGzipBytes: 300_000,
} as const;

export const categoryNames: Record<CategoryId, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
};

/** Audits a kind of page fails on purpose, with the reason printed beside the waived score. */
const intendedShortfalls: Partial<Record<PageKind, Record<string, string>>> = {
  notFound: { 'is-crawlable': 'a 404 page carries noindex on purpose, so search engines do not index it' },
};

export interface BudgetVerdict {
  broken: string[];
  /** Scores below the budget only because of an intended shortfall. */
  waived: string[];
}

export function kilobytes(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

/** Exact, so a page one byte over the budget does not read as if it were on it. */
function exactBytes(bytes: number): string {
  return `${kilobytes(bytes)} (${bytes.toLocaleString('en')} B)`;
}

export function checkBudgets(rows: readonly AuditRow[]): BudgetVerdict {
  const verdict: BudgetVerdict = { broken: [], waived: [] };
  for (const row of rows) {
    const where = `${row.page.label} ${row.formFactor}`;
    for (const problem of row.problems) verdict.broken.push(`${where}: ${problem}`);
    if (row.lighthouse?.runtimeError) {
      verdict.broken.push(`${where}: Lighthouse could not audit the page (${row.lighthouse.runtimeError})`);
    }
    if (row.axeViolations !== null && row.axeViolations > 0) {
      verdict.broken.push(`${where}: ${row.axeViolations} axe violation(s), budget 0 (see the axe summary)`);
    }
    if (row.formFactor === 'mobile') checkMobileRow(row, where, verdict);
  }
  return verdict;
}

function checkMobileRow(row: AuditRow, where: string, verdict: BudgetVerdict): void {
  const figures = row.lighthouse;
  // A figure that was never measured cannot meet its budget; a failure already reported explains the gap.
  const unexplained = (what: string) => {
    if (row.problems.length === 0 && !figures?.runtimeError) verdict.broken.push(`${where}: ${what} not measured`);
  };
  if (!figures) unexplained('Lighthouse');
  if (figures) {
    for (const category of categoryIds) {
      const score = figures.scores[category];
      if (score !== null && score >= mobileBudget.minScore) continue;
      const shown = score === null ? 'not scored' : String(score);
      const intended = intendedShortfalls[row.page.kind] ?? {};
      const causes = figures.shortfalls.filter((shortfall) => shortfall.category === category);
      if (score !== null && causes.length > 0 && causes.every((cause) => cause.auditId in intended)) {
        const reasons = causes.map((cause) => `${cause.auditId}: ${intended[cause.auditId]}`).join('; ');
        verdict.waived.push(`${where}: ${categoryNames[category]} ${shown} accepted (${reasons})`);
        continue;
      }
      verdict.broken.push(`${where}: ${categoryNames[category]} ${shown}, budget ${mobileBudget.minScore}`);
    }
    if (figures.cls === null) unexplained('CLS');
    else if (figures.cls > mobileBudget.maxCls) verdict.broken.push(`${where}: CLS ${figures.cls}, budget ${mobileBudget.maxCls}`);
    if (figures.tbtMs === null) unexplained('TBT');
    else if (figures.tbtMs > mobileBudget.maxTbtMs) {
      verdict.broken.push(`${where}: TBT ${Number(figures.tbtMs.toFixed(1))} ms, budget ${mobileBudget.maxTbtMs} ms`);
    }
  }
  for (const [moment, bytes] of [
    ['at load', row.loadBytes],
    ['scrolled to the end', row.scrolledBytes],
  ] as const) {
    if (!bytes) {
      unexplained(`page weight ${moment}`);
      continue;
    }
    if (bytes.jsGzip > mobileBudget.maxJsGzipBytes) {
      verdict.broken.push(`${where}: JS ${exactBytes(bytes.jsGzip)} gzip ${moment}, budget ${exactBytes(mobileBudget.maxJsGzipBytes)}`);
    }
    if (bytes.totalGzip > mobileBudget.maxTotalGzipBytes) {
      verdict.broken.push(
        `${where}: page ${exactBytes(bytes.totalGzip)} gzip ${moment}, budget ${exactBytes(mobileBudget.maxTotalGzipBytes)}`,
      );
    }
  }
}
