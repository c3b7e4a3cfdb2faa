import type { PageKind } from './audit-plan.ts';
import type { AuditRow } from './audit-row.ts';
import { categoryIds, type CategoryId } from './lighthouse-figures.ts';

/**
 * Issue 19's budgets on mobile, checked on Lighthouse's load of each page (phone viewport, nothing scrolled,
 * no interaction, the network quiet for 3 s: lighthouse-run.ts); 1 kB = 1,000 bytes of gzip. Blocking time,
 * performance and paint are judged against the page's no-script twin (twin-budgets.ts, script-cost.ts).
 */
export const mobileBudget = {
  /** Accessibility, best practices and SEO; performance is held to its twin's (twin-budgets.ts). */
  minScore: 100,
  maxCls: 0,
} as const;

/** JavaScript transferred before any interaction, gzip, by kind of page. */
export const jsBeforeInteractionBudget: Record<PageKind, number> = {
  home: 15_000,
  projects: 10_000,
  publications: 80_000,
  paper: 10_000,
  cv: 10_000,
  news: 10_000,
  talks: 10_000,
  teaching: 10_000,
  software: 10_000,
  posts: 10_000,
  post: 10_000,
  postTag: 10_000,
  ownPage: 10_000,
  search: 10_000,
  notFound: 10_000,
};

/** The chunk that carries React DOM (site/app/islands/hydrate-island.tsx): it must wait for an island's first use. */
const reactDomChunk = /\/assets\/hydrate-island-[^/]*\.js$/;

export const categoryNames: Record<CategoryId, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
};

/** The categories held to 100 on their own. */
export const absoluteCategories = categoryIds.filter((id) => id !== 'performance');

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

/** Whether the page loaded React DOM before any interaction; null when Lighthouse did not measure it. */
export function reactDomBeforeInteraction(row: AuditRow): boolean | null {
  const figures = row.lighthouse;
  if (!figures || figures.runtimeError) return null;
  return figures.resources.some((resource) => resource.isScript && reactDomChunk.test(new URL(resource.url).pathname));
}

export type ScoreStatus = { kind: 'met' } | { kind: 'waived' | 'broken'; text: string };

/** A category held to 100 on its own: met, below only for an intended reason (waived), or broken. */
export function scoreStatus(row: AuditRow, category: CategoryId): ScoreStatus {
  const figures = row.lighthouse;
  const score = figures?.scores[category] ?? null;
  if (score !== null && score >= mobileBudget.minScore) return { kind: 'met' };
  const shown = score === null ? 'not scored' : String(score);
  const intended = intendedShortfalls[row.page.kind] ?? {};
  const causes = (figures?.shortfalls ?? []).filter((shortfall) => shortfall.category === category);
  if (score !== null && causes.length > 0 && causes.every((cause) => cause.auditId in intended)) {
    const reasons = causes.map((cause) => `${cause.auditId}: ${intended[cause.auditId]}`).join('; ');
    return { kind: 'waived', text: `${categoryNames[category]} ${shown} accepted (${reasons})` };
  }
  return { kind: 'broken', text: `${categoryNames[category]} ${shown}, budget ${mobileBudget.minScore}` };
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
    for (const category of absoluteCategories) {
      const status = scoreStatus(row, category);
      if (status.kind === 'met') continue;
      if (status.kind === 'waived') verdict.waived.push(`${where}: ${status.text}`);
      else verdict.broken.push(`${where}: ${status.text}`);
    }
    if (figures.cls === null) unexplained('CLS');
    else if (figures.cls > mobileBudget.maxCls) verdict.broken.push(`${where}: CLS ${figures.cls}, budget ${mobileBudget.maxCls}`);
  }
  if (!row.loadBytes) {
    unexplained('JavaScript before any interaction');
    return;
  }
  const budget = jsBeforeInteractionBudget[row.page.kind];
  if (row.loadBytes.jsGzip > budget) {
    verdict.broken.push(`${where}: JS before any interaction ${exactBytes(row.loadBytes.jsGzip)} gzip, budget ${exactBytes(budget)}`);
  }
  if (reactDomBeforeInteraction(row)) {
    verdict.broken.push(`${where}: React DOM loaded before any interaction, budget: only with the first island that needs it`);
  }
}
