import type { AuditedPage, FormFactor, Theme } from './audit-plan.ts';

export type AxeState = 'loaded' | 'menu open' | 'toggles open';

export interface AxeViolation {
  ruleId: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  /** CSS selectors of the failing elements. */
  targets: string[];
}

/** Elements axe could not decide on (its "incomplete" results): neither passed nor failed. */
export interface AxeUndecided {
  ruleId: string;
  targets: string[];
  /** axe's reason per element, e.g. "pseudoContent" or "elmPartiallyObscured". */
  reasons: string[];
}

/** One axe run on one page, in one window size, theme and interactive state. */
export interface AxeCheck {
  page: AuditedPage;
  formFactor: FormFactor;
  theme: Theme;
  state: AxeState;
  violations: AxeViolation[];
  undecided: AxeUndecided[];
}

export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** Targets listed per check in the summary; the raw reports hold them all. */
const shownTargets = 3;

export function axeViolationCount(checks: readonly AxeCheck[], page: AuditedPage, formFactor: FormFactor): number | null {
  const mine = checks.filter((check) => check.page === page && check.formFactor === formFactor);
  return mine.length === 0 ? null : mine.reduce((sum, check) => sum + check.violations.length, 0);
}

/**
 * Every violated rule once, then per page where it failed (form factor, theme, state) and the failing
 * elements. Then what axe could not decide (not violations, but not checked either), with axe's reasons.
 */
export function axeSummaryLines(checks: readonly AxeCheck[]): string[] {
  const states = [...new Set(checks.map((check) => check.state))].join(', ');
  const violationCount = checks.reduce((sum, check) => sum + check.violations.length, 0);
  const byRule = new Map<string, { violation: AxeViolation; byPage: Map<string, { places: string[]; targets: Set<string> }> }>();
  for (const check of checks) {
    for (const violation of check.violations) {
      const rule = byRule.get(violation.ruleId) ?? { violation, byPage: new Map() };
      const page = rule.byPage.get(check.page.label) ?? { places: [], targets: new Set() };
      page.places.push(`${check.formFactor} ${check.theme} ${check.state}`);
      for (const target of violation.targets) page.targets.add(target);
      rule.byPage.set(check.page.label, page);
      byRule.set(violation.ruleId, rule);
    }
  }
  const heading = `axe (${axeTags.join(', ')}): ${checks.length} checks (states: ${states || 'none'}), ${violationCount} violation(s)${byRule.size ? ` of ${byRule.size} rule(s)` : ''}`;
  return [
    heading,
    ...[...byRule.values()].flatMap(({ violation, byPage }) => [
      `  ${violation.ruleId} (${violation.impact ?? 'no impact given'}): ${violation.help} — ${violation.helpUrl}`,
      ...[...byPage].map(([label, page]) => `    ${label} (${page.places.join(', ')}): ${firstTargets([...page.targets])}`),
    ]),
    ...undecidedLines(checks),
  ];
}

function undecidedLines(checks: readonly AxeCheck[]): string[] {
  const byRule = new Map<string, { elements: number; checks: number; reasons: Map<string, number>; examples: Set<string> }>();
  for (const check of checks) {
    for (const undecided of check.undecided) {
      const entry = byRule.get(undecided.ruleId) ?? { elements: 0, checks: 0, reasons: new Map(), examples: new Set() };
      entry.elements += undecided.targets.length;
      entry.checks += 1;
      for (const reason of undecided.reasons) entry.reasons.set(reason, (entry.reasons.get(reason) ?? 0) + 1);
      for (const target of undecided.targets) entry.examples.add(target);
      byRule.set(undecided.ruleId, entry);
    }
  }
  if (byRule.size === 0) return [];
  return [
    'axe could not decide on (needs a human check; not counted as violations):',
    ...[...byRule].map(([ruleId, entry]) => {
      const reasons = [...entry.reasons].map(([reason, count]) => `${reason} ×${count}`).join(', ');
      return `  ${ruleId}: ${entry.elements} element(s) in ${entry.checks} check(s) (${reasons}), e.g. ${firstTargets([...entry.examples])}`;
    }),
  ];
}

function firstTargets(targets: readonly string[]): string {
  const more = targets.length > shownTargets ? `, … ${targets.length - shownTargets} more` : '';
  return `${targets.slice(0, shownTargets).join(' | ')}${more}`;
}
