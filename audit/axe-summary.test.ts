import { describe, expect, it } from 'vitest';
import { axeSummaryLines, axeViolationCount, type AxeCheck, type AxeUndecided, type AxeViolation } from './axe-summary.ts';
import { auditedPage } from './fixtures/audited-pages.ts';

const home = auditedPage('home');
const projects = auditedPage('projects');
const frPaper = auditedPage('fr-paper-w4000000001');

const contrast: AxeViolation = {
  ruleId: 'color-contrast',
  impact: 'serious',
  help: 'Elements must meet minimum color contrast ratio thresholds',
  helpUrl: 'https://dequeuniversity.com/rules/axe/4.14/color-contrast',
  targets: ['.hero > a', '.footer p', '#skills li', '#contact a'],
};
const label: AxeViolation = {
  ruleId: 'label',
  impact: 'critical',
  help: 'Form elements must have labels',
  helpUrl: 'https://dequeuniversity.com/rules/axe/4.14/label',
  targets: ['#phone'],
};

function check(overrides: Partial<AxeCheck>): AxeCheck {
  return { page: home, formFactor: 'mobile', theme: 'light', state: 'loaded', violations: [], undecided: [], ...overrides };
}

describe('axeViolationCount', () => {
  const checks = [
    check({ theme: 'dark', violations: [contrast] }),
    check({ state: 'menu open', violations: [contrast, label] }),
    check({ formFactor: 'desktop' }),
  ];

  it('adds up the violations of every check of a page in one form factor', () => {
    expect(axeViolationCount(checks, home, 'mobile')).toBe(3);
    expect(axeViolationCount(checks, home, 'desktop')).toBe(0);
  });

  it('has no count for a page axe never checked', () => {
    expect(axeViolationCount(checks, projects, 'mobile')).toBeNull();
    expect(axeViolationCount(checks, frPaper, 'mobile')).toBeNull();
  });
});

describe('axeSummaryLines', () => {
  it('says how many checks ran and that none failed', () => {
    expect(axeSummaryLines([check({}), check({ state: 'toggles open' })])).toEqual([
      'axe (wcag2a, wcag2aa, wcag21a, wcag21aa, best-practice): 2 checks (states: loaded, toggles open), 0 violation(s)',
    ]);
  });

  it('groups violations by rule, then by page with every check and the distinct elements that failed', () => {
    const lines = axeSummaryLines([
      check({ theme: 'dark', violations: [contrast] }),
      check({ theme: 'light', state: 'menu open', violations: [{ ...contrast, targets: ['.hero > a', '#menu a'] }] }),
      check({ page: projects, formFactor: 'desktop', violations: [label] }),
      check({ page: frPaper, theme: 'dark', state: 'toggles open', violations: [label] }),
    ]);
    expect(lines).toEqual([
      'axe (wcag2a, wcag2aa, wcag21a, wcag21aa, best-practice): 4 checks (states: loaded, menu open, toggles open), 4 violation(s) of 2 rule(s)',
      '  color-contrast (serious): Elements must meet minimum color contrast ratio thresholds — https://dequeuniversity.com/rules/axe/4.14/color-contrast',
      '    / (mobile dark loaded, mobile light menu open): .hero > a | .footer p | #skills li, … 2 more',
      '  label (critical): Form elements must have labels — https://dequeuniversity.com/rules/axe/4.14/label',
      '    /projects/ (desktop light loaded): #phone',
      '    /fr/publications/w4000000001/ (mobile dark toggles open): #phone',
    ]);
  });

  it('lists what axe could not decide, per rule with its reasons, apart from the violations', () => {
    const overPseudo: AxeUndecided = {
      ruleId: 'color-contrast',
      targets: ['#hero-name', '.greeting'],
      reasons: ['pseudoContent', 'pseudoContent'],
    };
    const obscured: AxeUndecided = { ruleId: 'color-contrast', targets: ['nav a'], reasons: ['elmPartiallyObscured'] };
    const lines = axeSummaryLines([check({ undecided: [overPseudo] }), check({ theme: 'dark', undecided: [overPseudo, obscured] })]);
    expect(lines).toEqual([
      'axe (wcag2a, wcag2aa, wcag21a, wcag21aa, best-practice): 2 checks (states: loaded), 0 violation(s)',
      'axe could not decide on (needs a human check; not counted as violations):',
      '  color-contrast: 5 element(s) in 3 check(s) (pseudoContent ×4, elmPartiallyObscured ×1), e.g. #hero-name | .greeting | nav a',
    ]);
  });
});
