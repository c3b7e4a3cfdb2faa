import type { AuditRow } from './audit-row.ts';
import {
  absoluteCategories,
  defaultScriptBudget,
  jsBeforeInteractionBudget,
  mobileBudget,
  reactDomBeforeInteraction,
  scoreStatus,
  scriptBudgets,
} from './budgets.ts';
import { formatTable, type Column } from './format-table.ts';
import { maxScriptCostRatio, ratios, type ScriptCostRow } from './script-cost.ts';
import { addedBlockingMs, minimumPerformance, tenths, twinBudget } from './twin-budgets.ts';

const columns: Column[] = [
  { title: 'Page (mobile)', align: 'left' },
  { title: 'JS before use kB gz', align: 'right' },
  { title: 'React DOM', align: 'right' },
  { title: 'TBT page−twin ms', align: 'right' },
  { title: 'twin TBT ms', align: 'right' },
  { title: 'perf page/twin', align: 'right' },
  { title: 'FCP ×twin', align: 'right' },
  { title: 'LCP ×twin', align: 'right' },
  { title: 'CLS', align: 'right' },
  { title: 'A11y/BP/SEO', align: 'right' },
  { title: 'axe', align: 'right' },
];

const missing = '-';
const over = ' ✖';

function layoutShift(cls: number): string {
  if (cls === 0) return '0';
  return cls < 0.001 ? '<0.001' : cls.toFixed(3);
}

/** "figure / budget", with ✖ when the figure breaks it. */
function beside(figure: number | null, shown: (value: number) => string, budget: string, broken: (value: number) => boolean): string {
  if (figure === null) return `${missing} / ${budget}`;
  return `${shown(figure)} / ${budget}${broken(figure) ? over : ''}`;
}

export function budgetIntroLines(): string[] {
  const otherBudgets = Object.entries(scriptBudgets)
    .map(([kind, bytes]) => `${kind} ${bytes / 1000}`)
    .join(', ');
  return [
    'Budgets (mobile, each page beside its no-script twin, each figure / its budget, ✖ = broken): ' +
      `JS before any interaction ≤ ${defaultScriptBudget / 1000} kB gzip (${otherBudgets}), React DOM not loaded before an island needs it; ` +
      `TBT page − twin ≤ ${twinBudget.maxAddedBlockingMs} ms (median of the paired runs), twin TBT ≤ ${twinBudget.maxTwinBlockingMs} ms; ` +
      `performance 100 beside a twin at 100, else ≥ twin − ${twinBudget.maxPerformanceBelowTwin}; ` +
      `FCP and LCP ≤ ${maxScriptCostRatio.toFixed(2)} × the twin; accessibility, best practices, SEO ${mobileBudget.minScore}; ` +
      `CLS ${mobileBudget.maxCls}; axe 0 on mobile and desktop. * = below 100 for an accepted reason (listed under the verdict).`,
  ];
}

/** One line per page: every budgeted figure beside its budget. `rows` holds both form factors (axe counts both). */
export function budgetTable(rows: readonly AuditRow[], costRows: readonly ScriptCostRow[]): string[] {
  return formatTable(
    columns,
    costRows.map((cost) => {
      const ofPage = rows.filter((row) => row.page.label === cost.label);
      const mobile = ofPage.find((row) => row.formFactor === 'mobile') ?? null;
      const jsBudget = mobile ? jsBeforeInteractionBudget(mobile.page.kind) : null;
      const reactDom = mobile ? reactDomBeforeInteraction(mobile) : null;
      const { fcp, lcp } = ratios(cost);
      const twinPerformance = cost.noScript?.performance ?? null;
      const axeCounts = ofPage.map((row) => row.axeViolations);
      const axe = axeCounts.length && axeCounts.every((count) => count !== null) ? axeCounts.reduce((a, b) => (a ?? 0) + (b ?? 0), 0) : null;
      const scores = mobile?.lighthouse
        ? absoluteCategories
            .map((category) => {
              const status = scoreStatus(mobile, category);
              const score = mobile.lighthouse?.scores[category] ?? missing;
              return `${score}${status.kind === 'broken' ? over.trim() : status.kind === 'waived' ? '*' : ''}`;
            })
            .join('/')
        : missing;
      const ratio = (value: number) => value.toFixed(2);
      const ratioBroken = (value: number) => value > maxScriptCostRatio;
      return [
        cost.label,
        jsBudget === null
          ? missing
          : beside(mobile?.loadBytes?.jsGzip ?? null, (bytes) => (bytes / 1000).toFixed(1), String(jsBudget / 1000), (bytes) => bytes > jsBudget),
        reactDom === null ? missing : reactDom ? `loaded${over}` : 'not loaded',
        beside(addedBlockingMs(cost), tenths, String(twinBudget.maxAddedBlockingMs), (ms) => ms > twinBudget.maxAddedBlockingMs),
        beside(cost.noScript?.tbtMs ?? null, tenths, String(twinBudget.maxTwinBlockingMs), (ms) => ms > twinBudget.maxTwinBlockingMs),
        twinPerformance === null || cost.page?.performance == null
          ? `${cost.page?.performance ?? missing}/${twinPerformance ?? missing}`
          : `${cost.page.performance}/${twinPerformance} ≥ ${minimumPerformance(twinPerformance)}` +
            (cost.page.performance < minimumPerformance(twinPerformance) ? over : ''),
        beside(fcp, ratio, maxScriptCostRatio.toFixed(2), ratioBroken),
        beside(lcp, ratio, maxScriptCostRatio.toFixed(2), ratioBroken),
        beside(mobile?.lighthouse?.cls ?? null, layoutShift, String(mobileBudget.maxCls), (cls) => cls > mobileBudget.maxCls),
        scores,
        beside(axe, String, '0', (count) => count > 0),
      ];
    }),
  );
}
