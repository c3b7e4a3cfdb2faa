import type { AuditedPage } from './audit-plan.ts';
import { formatTable, type Column } from './format-table.ts';

export type FirstUseKind = 'filter' | 'focus';

/** One first interaction that wakes an island, with the budget for its answer. */
export interface FirstUseTarget {
  kind: FirstUseKind;
  /** What is timed, for the table and the verdict. */
  label: string;
  /** Where the page is opened (a fragment included). */
  path: string;
  budgetMs: number;
}

export interface FirstUseResult {
  target: FirstUseTarget;
  /** Click to answer on screen, one per run that completed. */
  timesMs: number[];
  /** Click to the island's hydration, where it hydrated within the run. */
  hydratedMs: number[];
  /** Why a run failed, one sentence each. */
  errors: string[];
}

/** Issue 19: with 1,000 works, on this machine unthrottled. */
const firstUseBudgetMs: Record<FirstUseKind, number> = { filter: 200, focus: 100 };

/**
 * The two first uses the issue times: a category filter on /publications/ and the contact form's first field
 * on the home page, both in the default language; a site without that page or section has nothing to time.
 */
export function firstUseTargets(pages: readonly AuditedPage[], hasContactForm: boolean): FirstUseTarget[] {
  const targets: FirstUseTarget[] = [];
  const publications = pages.find((page) => page.kind === 'publications');
  if (publications) {
    targets.push({
      kind: 'filter',
      label: `${publications.label} first category filter: click → list filtered on screen`,
      path: publications.path,
      budgetMs: firstUseBudgetMs.filter,
    });
  }
  const home = pages.find((page) => page.kind === 'home');
  if (home && hasContactForm) {
    targets.push({
      kind: 'focus',
      label: `${home.path}#contact first field: click → field focused`,
      path: `${home.path}#contact`,
      budgetMs: firstUseBudgetMs.focus,
    });
  }
  return targets;
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** To a tenth, so a time just over its budget does not print as if it were on it. */
function tenths(value: number): string {
  return String(Number(value.toFixed(1)));
}

function ms(value: number | null): string {
  return value === null ? '-' : `${tenths(value)} ms`;
}

function range(values: readonly number[]): string {
  return values.length ? `${tenths(Math.min(...values))}–${tenths(Math.max(...values))} ms` : '-';
}

const columns: Column[] = [
  { title: 'First use', align: 'left' },
  { title: 'median', align: 'right' },
  { title: 'range', align: 'right' },
  { title: 'budget', align: 'right' },
  { title: 'runs', align: 'right' },
  { title: 'island hydrated (median)', align: 'right' },
];

export function firstUseLines(results: readonly FirstUseResult[], environment: string): string[] {
  if (results.length === 0) return ['First use: nothing to time (no publications page and no contact form).'];
  return [
    `First use of an island (${environment}): from the pointerdown of the click to the answer on screen ` +
      '(the change seen, then a frame and a task), in the page; each run in a fresh context.',
    ...formatTable(
      columns,
      results.map((result) => {
        const middle = median(result.timesMs);
        const broken = middle !== null && middle > result.target.budgetMs ? ' ✖' : '';
        return [
          result.target.label,
          `${ms(middle)}${broken}`,
          range(result.timesMs),
          `≤ ${result.target.budgetMs} ms`,
          `${result.timesMs.length}/${result.timesMs.length + result.errors.length}`,
          ms(median(result.hydratedMs)),
        ];
      }),
    ),
    ...results.flatMap((result) => result.errors.map((error) => `  ✖ ${result.target.label}: ${error}`)),
  ];
}

/** The median over the budget, a run that failed, or no run at all, as sentences for the verdict. */
export function firstUseBreaks(results: readonly FirstUseResult[]): string[] {
  return results.flatMap((result) => {
    const { label, budgetMs } = result.target;
    const middle = median(result.timesMs);
    const broken = result.errors.map((error) => `first use, ${label}: a run failed (${error})`);
    if (middle === null) broken.push(`first use, ${label}: not measured`);
    else if (middle > budgetMs) broken.push(`first use, ${label}: ${ms(middle)} (median), budget ≤ ${budgetMs} ms`);
    return broken;
  });
}
