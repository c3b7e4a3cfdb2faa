import { formatTable, type Column } from './format-table.ts';

/** Issue 11's budget: a page paints at most 10 % later than the same HTML without scripts (mobile). */
export const maxScriptCostRatio = 1.1;

export interface PaintTimes {
  fcpMs: number | null;
  lcpMs: number | null;
}

export interface ScriptCostRow {
  label: string;
  page: PaintTimes | null;
  noScript: PaintTimes | null;
  /** The no-script page with its stylesheet inlined (the CSS question), when measured. */
  inlineCss?: PaintTimes | null;
}

/** page / no-script page; null when either was not measured (or the reference is 0). */
export function paintRatio(withScripts: number | null | undefined, without: number | null | undefined): number | null {
  if (withScripts == null || without == null || without <= 0) return null;
  return withScripts / without;
}

export function ratios(row: ScriptCostRow): { fcp: number | null; lcp: number | null } {
  return { fcp: paintRatio(row.page?.fcpMs, row.noScript?.fcpMs), lcp: paintRatio(row.page?.lcpMs, row.noScript?.lcpMs) };
}

/** Every ratio over the budget, and every ratio that could not be computed, as sentences for the verdict. */
export function scriptCostBreaks(rows: readonly ScriptCostRow[]): string[] {
  return rows.flatMap((row) => {
    const { fcp, lcp } = ratios(row);
    return (
      [
        ['FCP', fcp],
        ['LCP', lcp],
      ] as const
    ).flatMap(([metric, ratio]) => {
      if (ratio === null) return [`${row.label} mobile: ${metric} page/no-script ratio not measured`];
      if (ratio > maxScriptCostRatio) {
        return [`${row.label} mobile: ${metric} ${ratio.toFixed(2)} × the page without scripts, budget ≤ ${maxScriptCostRatio.toFixed(2)}`];
      }
      return [];
    });
  });
}

const columns: Column[] = [
  { title: 'Page (mobile)', align: 'left' },
  { title: 'FCP page/no-script', align: 'right' },
  { title: 'ratio', align: 'right' },
  { title: 'LCP page/no-script', align: 'right' },
  { title: 'ratio', align: 'right' },
  { title: 'no-script + inline CSS FCP/LCP', align: 'right' },
];

function seconds(ms: number | null | undefined): string {
  return ms == null ? '-' : (ms / 1000).toFixed(2);
}

function shownRatio(ratio: number | null): string {
  if (ratio === null) return '-';
  return `${ratio.toFixed(2)}${ratio > maxScriptCostRatio ? ' ✖' : ''}`;
}

export function scriptCostTable(rows: readonly ScriptCostRow[]): string[] {
  return formatTable(
    columns,
    rows.map((row) => {
      const { fcp, lcp } = ratios(row);
      return [
        row.label,
        `${seconds(row.page?.fcpMs)}/${seconds(row.noScript?.fcpMs)} s`,
        shownRatio(fcp),
        `${seconds(row.page?.lcpMs)}/${seconds(row.noScript?.lcpMs)} s`,
        shownRatio(lcp),
        row.inlineCss === undefined ? 'not measured' : `${seconds(row.inlineCss?.fcpMs)}/${seconds(row.inlineCss?.lcpMs)} s`,
      ];
    }),
  );
}
