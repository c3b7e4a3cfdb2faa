import { describe, expect, it } from 'vitest';
import type { AuditRow } from './audit-row.ts';
import { budgetIntroLines, budgetTable } from './budget-table.ts';
import { auditedPage } from './fixtures/audited-pages.ts';
import type { LighthouseFigures } from './lighthouse-figures.ts';
import type { MobileLoad, ScriptCostRow } from './script-cost.ts';

function figures(overrides: Partial<LighthouseFigures> = {}): LighthouseFigures {
  return {
    scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
    fcpMs: 900,
    lcpMs: 1_000,
    cls: 0,
    tbtMs: 10,
    resources: [{ url: 'http://127.0.0.1:1/assets/app-x.js', isScript: true, transferSize: 3_000 }],
    shortfalls: [],
    runtimeError: null,
    warnings: [],
    ...overrides,
  };
}

function row(slug: string, formFactor: 'mobile' | 'desktop', overrides: Partial<AuditRow> = {}): AuditRow {
  return {
    page: auditedPage(slug),
    formFactor,
    lighthouse: figures(),
    performanceRuns: [100],
    loadBytes: { jsTransfer: 6_000, jsGzip: 6_512, totalTransfer: 50_000, totalGzip: 52_000, unmeasured: [] },
    scrolledBytes: null,
    axeViolations: 0,
    problems: [],
    ...overrides,
  };
}

const load = (fcpMs: number, lcpMs: number, tbtMs: number, performance: number): MobileLoad => ({ fcpMs, lcpMs, tbtMs, performance });

describe('budgetTable', () => {
  it('prints every budgeted figure beside its budget, ✖ where broken', () => {
    const cost = (label: string, page: MobileLoad, noScript: MobileLoad): ScriptCostRow => ({ label, page, noScript, pairs: [{ page, noScript }] });
    const notFound404 = figures({
      scores: { performance: 100, accessibility: 100, 'best-practices': 96, seo: 63 },
      shortfalls: [{ category: 'seo', auditId: 'is-crawlable', title: 'Blocked', score: 0, displayValue: null }],
      cls: 0.0004,
      resources: [{ url: 'http://127.0.0.1:1/assets/hydrate-island-x.js', isScript: true, transferSize: 68_000 }],
    });
    const lines = budgetTable(
      [
        row('home', 'mobile'),
        row('home', 'desktop', { axeViolations: 1 }),
        row('404-en', 'mobile', { lighthouse: notFound404, loadBytes: { jsTransfer: 0, jsGzip: 10_001, totalTransfer: 0, totalGzip: 0, unmeasured: [] } }),
      ],
      [cost('/', load(900, 1_000, 60, 100), load(900, 1_000, 10, 100)), cost('404 (en)', load(1_200, 1_200, 171, 97), load(1_000, 1_000, 120, 99))],
    );
    expect(lines[0]).toMatch(/^Page \(mobile\) +JS before use kB gz +React DOM +TBT page−twin ms +twin TBT ms +perf page\/twin +FCP ×twin +LCP ×twin +CLS +A11y\/BP\/SEO +axe$/);
    expect(lines[2]?.split(/ {2,}/)).toEqual(['/', '6.5 / 15', 'not loaded', '50 / 50', '10 / 100', '100/100 ≥ 100', '1.00 / 1.10', '1.00 / 1.10', '0 / 0', '100/100/100', '1 / 0 ✖']);
    expect(lines[3]?.split(/ {2,}/)).toEqual([
      '404 (en)',
      '10.0 / 10 ✖',
      'loaded ✖',
      '51 / 50 ✖',
      '120 / 100 ✖',
      '97/99 ≥ 98 ✖',
      '1.20 / 1.10 ✖',
      '1.20 / 1.10 ✖',
      '<0.001 / 0 ✖',
      '100/96✖/63*',
      '0 / 0',
    ]);
  });

  it('prints a dash for what was not measured', () => {
    const lines = budgetTable([row('cv', 'mobile', { lighthouse: null, loadBytes: null, axeViolations: null })], [
      { label: '/cv/', page: null, noScript: null, pairs: [] },
    ]);
    expect(lines[2]?.split(/ {2,}/)).toEqual(['/cv/', '- / 10', '-', '- / 50', '- / 100', '-/-', '- / 1.10', '- / 1.10', '- / 0', '-', '- / 0']);
  });
});

describe('budgetIntroLines', () => {
  it('names every budget', () => {
    const [line] = budgetIntroLines();
    expect(line).toContain('(home 15, projects 10, publications 80, paper 10, cv 10, news 10, talks 10, teaching 10, software 10, posts 10, post 10, postTag 10, ownPage 10, search 10, notFound 10)');
    expect(line).toContain('TBT page − twin ≤ 50 ms');
    expect(line).toContain('twin TBT ≤ 100 ms');
    expect(line).toContain('≤ 1.10 × the twin');
  });
});
