import { formatTable, type Column } from './format-table.ts';

/** Issue 11's budget: a page paints at most 10 % later than the same HTML without scripts (mobile). */
export const maxScriptCostRatio = 1.1;

/** What Lighthouse measured on one page (mobile): paints, blocking time and the performance score (0–100). */
export interface MobileLoad {
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  performance: number | null;
}

/** One run of a page and the run of its no-script twin right after it: one machine state, one ratio. */
export interface RunPair {
  page: MobileLoad;
  noScript: MobileLoad;
}

export interface ScriptCostRow {
  label: string;
  /** Each figure the median of its own runs. */
  page: MobileLoad | null;
  noScript: MobileLoad | null;
  /** The runs of the page, each with the twin's run that followed it; the ratios come from these. */
  pairs: readonly RunPair[];
  /** The no-script page with its stylesheet inlined (the CSS question), when measured. */
  inlineCss?: MobileLoad | null;
}

/** page / no-script page; null when either was not measured (or the reference is 0). */
export function paintRatio(withScripts: number | null | undefined, without: number | null | undefined): number | null {
  if (withScripts == null || without == null || without <= 0) return null;
  return withScripts / without;
}

/**
 * The median of the pairs' ratios: each pair saw the machine in one state, so a slow minute slows both sides
 * of a ratio, where it would slow only one side of a ratio of medians.
 */
export function ratios(row: ScriptCostRow): { fcp: number | null; lcp: number | null } {
  const pairedRatios = (metric: 'fcpMs' | 'lcpMs') =>
    row.pairs.map((pair) => paintRatio(pair.page[metric], pair.noScript[metric])).filter((ratio): ratio is number => ratio !== null);
  const medianOrNull = (values: number[]) => (values.length ? median(values) : null);
  return { fcp: medianOrNull(pairedRatios('fcpMs')), lcp: medianOrNull(pairedRatios('lcpMs')) };
}

/**
 * Each figure the median of its own runs (null when no run measured it). Lighthouse's "median run" is chosen on
 * FCP and time to interactive together, so its FCP or LCP can lie far from their medians.
 */
export function medianLoad(loads: readonly MobileLoad[]): MobileLoad | null {
  if (loads.length === 0) return null;
  const medianOf = (metric: keyof MobileLoad) => {
    const values = loads.map((load) => load[metric]).filter((value): value is number => value !== null);
    return values.length ? median(values) : null;
  };
  return { fcpMs: medianOf('fcpMs'), lcpMs: medianOf('lcpMs'), tbtMs: medianOf('tbtMs'), performance: medianOf('performance') };
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
  { title: 'TBT page/no-script', align: 'right' },
  { title: 'perf page/no-script', align: 'right' },
  { title: 'no-script + inline CSS FCP/LCP', align: 'right' },
];

function wholeOrDash(value: number | null | undefined): string {
  return value == null ? '-' : String(Math.round(value));
}

/**
 * The blocking time of the same HTML without any script, page by page: what this machine's Chromium spends on
 * parsing, style, layout and paint alone, under Lighthouse's 4× CPU slowdown. A TBT budget below it cannot be
 * met by any script; the lines say so, with what the scripts add on top.
 */
export function blockingTimeFloorLines(rows: readonly ScriptCostRow[], maxTbtMs: number): string[] {
  const measured = rows.filter(
    (row): row is ScriptCostRow & { page: MobileLoad & { tbtMs: number }; noScript: MobileLoad & { tbtMs: number } } =>
      row.page?.tbtMs != null && row.noScript?.tbtMs != null,
  );
  if (measured.length === 0) return [];
  const floors = measured.map((row) => row.noScript.tbtMs);
  const added = measured.map((row) => row.page.tbtMs - row.noScript.tbtMs);
  const over = measured.filter((row) => row.noScript.tbtMs > maxTbtMs).map((row) => row.label);
  const range = (values: number[]) => `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))} ms`;
  return [
    `TBT of the pages without any script: ${range(floors)}; the scripts add ${range(added)} (median ${Math.round(median(added))} ms).`,
    ...(over.length
      ? [`Without any script, ${over.length} of ${measured.length} pages are already over the ${maxTbtMs} ms TBT budget on this machine (${over.join(', ')}).`]
      : []),
  ];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

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
        `${wholeOrDash(row.page?.tbtMs)}/${wholeOrDash(row.noScript?.tbtMs)} ms`,
        `${wholeOrDash(row.page?.performance)}/${wholeOrDash(row.noScript?.performance)}`,
        row.inlineCss === undefined ? 'not measured' : `${seconds(row.inlineCss?.fcpMs)}/${seconds(row.inlineCss?.lcpMs)} s`,
      ];
    }),
  );
}
