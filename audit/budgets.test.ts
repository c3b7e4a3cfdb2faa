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
    loadBytes: bytes(6_500, 60_000),
    scrolledBytes: bytes(80_000, 170_000),
    axeViolations: 0,
    problems: [],
    ...overrides,
  };
}

describe('checkBudgets', () => {
  it('passes a page that meets every budget exactly', () => {
    expect(checkBudgets([row({ loadBytes: bytes(15_000, 300_000) })])).toEqual({ broken: [], waived: [] });
  });

  it('holds the JavaScript before any interaction to the budget of its kind of page, to the byte', () => {
    const budgets: Array<[string, number]> = [
      ['home', 15_000],
      ['projects', 10_000],
      ['paper-w4000000001', 10_000],
      ['cv', 10_000],
      ['404-en', 10_000],
      ['publications', 80_000],
      ['fr-publications', 80_000],
    ];
    for (const [slug, budget] of budgets) {
      const page = auditedPage(slug);
      expect(checkBudgets([row({ page, loadBytes: bytes(budget, 200_000) })]).broken).toEqual([]);
      expect(checkBudgets([row({ page, loadBytes: bytes(budget + 1, 200_000) })]).broken).toEqual([
        `${page.label} mobile: JS before any interaction ${kilobytes(budget + 1)} (${(budget + 1).toLocaleString('en')} B) gzip, ` +
          `budget ${kilobytes(budget)} (${budget.toLocaleString('en')} B)`,
      ]);
    }
  });

  it('breaks when React DOM loaded before any interaction, even within the bytes of the page', () => {
    const resources = [
      { url: 'http://127.0.0.1:4173/assets/app-CEI5Zx3i.js', isScript: true, transferSize: 3_123 },
      { url: 'http://127.0.0.1:4173/assets/hydrate-island-B2407ReO.js', isScript: true, transferSize: 68_000 },
    ];
    const page = auditedPage('publications');
    expect(checkBudgets([row({ page, lighthouse: figures({ resources }), loadBytes: bytes(71_000, 200_000) })]).broken).toEqual([
      '/publications/ mobile: React DOM loaded before any interaction, budget: only with the first island that needs it',
    ]);
    expect(checkBudgets([row({ page, lighthouse: figures({ resources: resources.slice(0, 1) }) })]).broken).toEqual([]);
  });

  it('leaves blocking time and performance to the twin budgets, and scrolled weight unbudgeted', () => {
    const lighthouse = figures({ scores: { performance: 62, accessibility: 100, 'best-practices': 100, seo: 100 }, tbtMs: 900 });
    expect(checkBudgets([row({ lighthouse, scrolledBytes: bytes(200_000, 900_000) })]).broken).toEqual([]);
  });

  it('breaks on accessibility, best practices or SEO below 100 on mobile, naming the category and the score', () => {
    const lighthouse = figures({ scores: { performance: 99, accessibility: 99, 'best-practices': 96, seo: 100 } });
    expect(checkBudgets([row({ lighthouse })]).broken).toEqual([
      '/ mobile: accessibility 99, budget 100',
      '/ mobile: best practices 96, budget 100',
    ]);
  });

  it('breaks on any layout shift at all', () => {
    expect(checkBudgets([row({ lighthouse: figures({ cls: 0.001 }) })]).broken).toEqual(['/ mobile: CLS 0.001, budget 0']);
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
    expect(checkBudgets([row({ lighthouse: null, loadBytes: null })]).broken).toEqual([
      '/ mobile: Lighthouse not measured',
      '/ mobile: JavaScript before any interaction not measured',
    ]);
    expect(checkBudgets([row({ scrolledBytes: null })]).broken).toEqual([]);
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
