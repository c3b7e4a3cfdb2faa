import { describe, expect, it } from 'vitest';
import type { AuditRow } from './audit-row.ts';
import { checkBudgets, kilobytes } from './budgets.ts';
import { auditedPage } from './fixtures/audited-pages.ts';
import type { LighthouseFigures } from './lighthouse-figures.ts';
import type { ByteTotals } from './resource-bytes.ts';

const home = auditedPage('home');
const notFound = auditedPage('404-en');

function figures(overrides: Partial<LighthouseFigures> = {}): LighthouseFigures {
  return {
    scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
    fcpMs: 900,
    lcpMs: 1_200,
    cls: 0,
    tbtMs: 10,
    resources: [],
    shortfalls: [],
    runtimeError: null,
    warnings: [],
    ...overrides,
  };
}

function bytes(jsGzip: number, totalGzip: number): ByteTotals {
  return { jsTransfer: jsGzip, jsGzip, totalTransfer: totalGzip, totalGzip, unmeasured: [] };
}

function row(overrides: Partial<AuditRow> = {}): AuditRow {
  return {
    page: home,
    formFactor: 'mobile',
    lighthouse: figures(),
    performanceRuns: [100],
    loadBytes: bytes(117_000, 160_000),
    scrolledBytes: bytes(117_000, 170_000),
    axeViolations: 0,
    problems: [],
    ...overrides,
  };
}

describe('checkBudgets', () => {
  it('passes a page that meets every budget exactly', () => {
    const lighthouse = figures({ tbtMs: 100 });
    expect(checkBudgets([row({ lighthouse, loadBytes: bytes(120_000, 300_000) })])).toEqual({ broken: [], waived: [] });
  });

  it('breaks on a total blocking time over 100 ms on mobile', () => {
    expect(checkBudgets([row({ lighthouse: figures({ tbtMs: 100.4 }) })]).broken).toEqual(['/ mobile: TBT 100.4 ms, budget 100 ms']);
    expect(checkBudgets([row({ formFactor: 'desktop', lighthouse: figures({ tbtMs: 450 }) })]).broken).toEqual([]);
  });

  it("holds the publications, paper and CV pages of every language to home's budgets", () => {
    const lighthouse = figures({ scores: { performance: 99, accessibility: 100, 'best-practices': 100, seo: 100 }, tbtMs: 130 });
    const pages = ['publications', 'paper-w4000000001', 'fr-cv'].map(auditedPage);
    const broken = checkBudgets(pages.map((page) => row({ page, lighthouse, loadBytes: bytes(100_000, 300_001) }))).broken;
    expect(broken).toEqual(
      ['/publications/', '/publications/w4000000001/', '/fr/cv/'].flatMap((label) => [
        `${label} mobile: performance 99, budget 100`,
        `${label} mobile: TBT 130 ms, budget 100 ms`,
        `${label} mobile: page 300.0 kB (300,001 B) gzip at load, budget 300.0 kB (300,000 B)`,
      ]),
    );
  });

  it('breaks on any category below 100 on mobile, naming the category and the score', () => {
    const lighthouse = figures({ scores: { performance: 99, accessibility: 100, 'best-practices': 96, seo: 100 } });
    expect(checkBudgets([row({ lighthouse })]).broken).toEqual([
      '/ mobile: performance 99, budget 100',
      '/ mobile: best practices 96, budget 100',
    ]);
  });

  it('breaks on any layout shift at all', () => {
    expect(checkBudgets([row({ lighthouse: figures({ cls: 0.001 }) })]).broken).toEqual(['/ mobile: CLS 0.001, budget 0']);
  });

  it('checks JS and page weight in gzip, at load and after scrolling', () => {
    const broken = checkBudgets([row({ loadBytes: bytes(120_001, 250_000), scrolledBytes: bytes(118_000, 312_400) })]).broken;
    expect(broken).toEqual([
      '/ mobile: JS 120.0 kB (120,001 B) gzip at load, budget 120.0 kB (120,000 B)',
      '/ mobile: page 312.4 kB (312,400 B) gzip scrolled to the end, budget 300.0 kB (300,000 B)',
    ]);
  });

  it('allows no axe violation in any form factor', () => {
    const broken = checkBudgets([row({ formFactor: 'desktop', axeViolations: 2 })]).broken;
    expect(broken).toEqual(['/ desktop: 2 axe violation(s), budget 0 (see the axe summary)']);
  });

  it('breaks when Lighthouse could not audit a page in either form factor', () => {
    const lighthouse = figures({
      scores: { performance: null, accessibility: 100, 'best-practices': null, seo: 63 },
      runtimeError: 'NO_NAVSTART: Something went wrong with recording the trace over your page load.',
    });
    expect(checkBudgets([row({ formFactor: 'desktop', lighthouse })]).broken).toEqual([
      '/ desktop: Lighthouse could not audit the page (NO_NAVSTART: Something went wrong with recording the trace over your page load.)',
    ]);
  });

  it('only reports desktop figures: scores and weight there break no budget', () => {
    const lighthouse = figures({ scores: { performance: 80, accessibility: 100, 'best-practices': 100, seo: 100 }, cls: 0.2 });
    expect(checkBudgets([row({ formFactor: 'desktop', lighthouse, loadBytes: bytes(500_000, 900_000) })]).broken).toEqual([]);
  });

  it('breaks when a figure was never measured and no reported failure explains it', () => {
    expect(checkBudgets([row({ lighthouse: figures({ cls: null }) })]).broken).toEqual(['/ mobile: CLS not measured']);
    expect(checkBudgets([row({ lighthouse: figures({ tbtMs: null }) })]).broken).toEqual(['/ mobile: TBT not measured']);
    expect(checkBudgets([row({ lighthouse: null, loadBytes: null })]).broken).toEqual([
      '/ mobile: Lighthouse not measured',
      '/ mobile: page weight at load not measured',
    ]);
    expect(checkBudgets([row({ scrolledBytes: null })]).broken).toEqual(['/ mobile: page weight scrolled to the end not measured']);
    expect(checkBudgets([row({ lighthouse: null, loadBytes: null, problems: ['Lighthouse failed 3 times'] })]).broken).toEqual([
      '/ mobile: Lighthouse failed 3 times',
    ]);
  });

  it('breaks when a run failed or Lighthouse could not audit the page', () => {
    const lighthouse = figures({
      scores: { performance: null, accessibility: null, 'best-practices': null, seo: null },
      runtimeError: 'ERRORED_DOCUMENT_REQUEST: (Status code: 404)',
    });
    const broken = checkBudgets([row({ lighthouse, problems: ['axe could not run: timeout'] })]).broken;
    expect(broken).toEqual([
      '/ mobile: axe could not run: timeout',
      '/ mobile: Lighthouse could not audit the page (ERRORED_DOCUMENT_REQUEST: (Status code: 404))',
      '/ mobile: performance not scored, budget 100',
      '/ mobile: accessibility not scored, budget 100',
      '/ mobile: best practices not scored, budget 100',
      '/ mobile: SEO not scored, budget 100',
    ]);
  });

  it('waives the SEO score of a 404 page held down only by its intended noindex', () => {
    const lighthouse = figures({
      scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 63 },
      shortfalls: [{ category: 'seo', auditId: 'is-crawlable', title: 'Page is blocked from indexing', score: 0, displayValue: null }],
    });
    const verdict = checkBudgets([row({ page: notFound, lighthouse })]);
    expect(verdict.broken).toEqual([]);
    expect(verdict.waived).toEqual([
      '404 (en) mobile: SEO 63 accepted (is-crawlable: a 404 page carries noindex on purpose, so search engines do not index it)',
    ]);
  });

  it('does not waive noindex on a page meant to be indexed, nor a 404 page failing another SEO audit', () => {
    const noindex = { category: 'seo' as const, auditId: 'is-crawlable', title: 'Page is blocked from indexing', score: 0, displayValue: null };
    const other = { category: 'seo' as const, auditId: 'document-title', title: 'No <title>', score: 0, displayValue: null };
    const scores = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 55 };
    const verdict = checkBudgets([
      row({ lighthouse: figures({ scores, shortfalls: [noindex] }) }),
      row({ page: notFound, lighthouse: figures({ scores, shortfalls: [noindex, other] }) }),
    ]);
    expect(verdict.broken).toEqual(['/ mobile: SEO 55, budget 100', '404 (en) mobile: SEO 55, budget 100']);
    expect(verdict.waived).toEqual([]);
  });
});

describe('kilobytes', () => {
  it('prints bytes as kB of 1,000 bytes with one decimal', () => {
    expect(kilobytes(117_349)).toBe('117.3 kB');
    expect(kilobytes(0)).toBe('0.0 kB');
  });
});
