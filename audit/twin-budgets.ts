import type { ScriptCostRow } from './script-cost.ts';

/**
 * Issue 19's budgets against the no-script twin, on mobile: what the scripts add to the blocking time, the
 * twin's own blocking time (what the HTML and CSS cost), and a performance score held to the twin's.
 */
export const twinBudget = {
  maxAddedBlockingMs: 50,
  maxTwinBlockingMs: 100,
  /** Points the page may lose to its twin, when the twin is not at 100. */
  maxPerformanceBelowTwin: 1,
} as const;

/**
 * The median over the pairs of (page − twin) blocking time: each pair saw the machine in one state, so the
 * difference is what the scripts add, not what the machine did in between.
 */
export function addedBlockingMs(row: ScriptCostRow): number | null {
  const differences = row.pairs.flatMap((pair) =>
    pair.page.tbtMs === null || pair.noScript.tbtMs === null ? [] : [pair.page.tbtMs - pair.noScript.tbtMs],
  );
  return differences.length ? median(differences) : null;
}

/** The lowest performance score a page may have beside a twin that scored `twin`: 100 beside 100. */
export function minimumPerformance(twin: number): number {
  return twin >= 100 ? 100 : twin - twinBudget.maxPerformanceBelowTwin;
}

/** Each budget the row breaks, or could not be checked on, as sentences for the verdict. */
export function twinBudgetBreaks(rows: readonly ScriptCostRow[]): string[] {
  return rows.flatMap((row) => {
    const where = `${row.label} mobile`;
    const broken: string[] = [];
    const added = addedBlockingMs(row);
    if (added === null) broken.push(`${where}: blocking time page − no-script twin not measured`);
    else if (added > twinBudget.maxAddedBlockingMs) {
      broken.push(`${where}: scripts add ${tenths(added)} ms of blocking time to the no-script twin's, budget ≤ ${twinBudget.maxAddedBlockingMs} ms`);
    }
    const twinTbt = row.noScript?.tbtMs ?? null;
    if (twinTbt === null) broken.push(`${where}: the no-script twin's blocking time not measured`);
    else if (twinTbt > twinBudget.maxTwinBlockingMs) {
      broken.push(`${where}: the no-script twin's blocking time ${tenths(twinTbt)} ms, budget ≤ ${twinBudget.maxTwinBlockingMs} ms`);
    }
    const page = row.page?.performance ?? null;
    const twin = row.noScript?.performance ?? null;
    if (page === null || twin === null) broken.push(`${where}: performance against the no-script twin not measured`);
    else if (page < minimumPerformance(twin)) {
      broken.push(`${where}: performance ${page} beside the no-script twin's ${twin}, budget ≥ ${minimumPerformance(twin)}`);
    }
    return broken;
  });
}

/** To a tenth, so a figure just over its budget does not print as if it were on it. */
export function tenths(ms: number): string {
  return String(Number(ms.toFixed(1)));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}
