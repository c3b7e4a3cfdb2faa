import type { AuditRow } from './audit-row.ts';
import { categoryNames } from './budgets.ts';
import { formatTable, type Column } from './format-table.ts';
import { categoryIds } from './lighthouse-figures.ts';

const columns: Column[] = [
  { title: 'Page', align: 'left' },
  { title: 'Form', align: 'left' },
  { title: 'Perf', align: 'right' },
  { title: 'Perf runs', align: 'right' },
  { title: 'A11y', align: 'right' },
  { title: 'BP', align: 'right' },
  { title: 'SEO', align: 'right' },
  { title: 'LCP', align: 'right' },
  { title: 'CLS', align: 'right' },
  { title: 'TBT', align: 'right' },
  { title: 'JS kB LH/gz', align: 'right' },
  { title: 'Page kB LH/gz', align: 'right' },
  { title: 'Scrolled kB gz', align: 'right' },
  { title: 'axe', align: 'right' },
];

/** Why a figure measured on 127.0.0.1 differs from the deployed site, for audits known to be affected. */
const localRunNotes: Record<string, string> = {
  canonical:
    "the canonical link points at the content's siteUrl, another origin than the local server: on the deployed site it is the page's own address",
};

const missing = '-';

export function resultTable(rows: readonly AuditRow[]): string[] {
  return formatTable(
    columns,
    rows.map((row) => {
      const figures = row.lighthouse;
      return [
        row.page.label,
        row.formFactor,
        String(figures?.scores.performance ?? missing),
        row.performanceRuns.map((score) => score ?? missing).join('/') || missing,
        ...categoryIds.filter((id) => id !== 'performance').map((id) => String(figures?.scores[id] ?? missing)),
        figures?.lcpMs == null ? missing : `${(figures.lcpMs / 1000).toFixed(2)} s`,
        figures?.cls == null ? missing : layoutShift(figures.cls),
        figures?.tbtMs == null ? missing : `${Math.round(figures.tbtMs)} ms`,
        row.loadBytes ? `${kB(row.loadBytes.jsTransfer)}/${kB(row.loadBytes.jsGzip)}` : missing,
        row.loadBytes ? `${kB(row.loadBytes.totalTransfer)}/${kB(row.loadBytes.totalGzip)}` : missing,
        row.scrolledBytes ? kB(row.scrolledBytes.totalGzip) : missing,
        String(row.axeViolations ?? missing),
      ];
    }),
  );
}

function kB(bytes: number): string {
  return (bytes / 1000).toFixed(1);
}

function layoutShift(cls: number): string {
  if (cls === 0) return '0';
  return cls < 0.001 ? '<0.001' : cls.toFixed(3);
}

/** For every score below 100: the weighted audits that cost points; then Lighthouse's own warnings. */
export function shortfallLines(rows: readonly AuditRow[]): string[] {
  return rows.flatMap((row) => {
    const figures = row.lighthouse;
    if (!figures) return [];
    const where = `${row.page.label} ${row.formFactor}`;
    const belowFull = figures.shortfalls.filter((shortfall) => (figures.scores[shortfall.category] ?? 0) < 100);
    const lines = belowFull.map((shortfall) => {
      const score = figures.scores[shortfall.category];
      const value = shortfall.displayValue ? ` (${shortfall.displayValue.replace(/\u00a0/g, ' ')})` : '';
      const note = localRunNotes[shortfall.auditId];
      return `${where}: ${categoryNames[shortfall.category]} ${score ?? missing} ← ${shortfall.auditId}: ${shortfall.title}${value}${note ? ` — ${note}` : ''}`;
    });
    const warnings = figures.warnings.map((warning) => `${where}: Lighthouse warning: ${warning}`);
    const unmeasured = [row.loadBytes, row.scrolledBytes].flatMap((bytes) => bytes?.unmeasured ?? []);
    const external = [...new Set(unmeasured)].map((url) => `${where}: not on this site, counted at its transfer size: ${url}`);
    return [...lines, ...warnings, ...external];
  });
}
