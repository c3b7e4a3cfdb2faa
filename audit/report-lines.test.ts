import { describe, expect, it } from 'vitest';
import type { AuditRow } from './audit-row.ts';
import { auditedPage } from './fixtures/audited-pages.ts';
import type { LighthouseFigures } from './lighthouse-figures.ts';
import { resultTable, shortfallLines } from './report-lines.ts';

const home = auditedPage('home');
const frHome = auditedPage('fr');

function figures(overrides: Partial<LighthouseFigures> = {}): LighthouseFigures {
  return {
    scores: { performance: 100, accessibility: 100, 'best-practices': 96, seo: 100 },
    fcpMs: 900,
    lcpMs: 1_529.27,
    cls: 0,
    tbtMs: 41.6,
    resources: [],
    shortfalls: [],
    runtimeError: null,
    warnings: [],
    ...overrides,
  };
}

const measured: AuditRow = {
  page: home,
  formFactor: 'mobile',
  lighthouse: figures(),
  performanceRuns: [97, 100, 100],
  loadBytes: { jsTransfer: 118_533, jsGzip: 116_671, totalTransfer: 162_101, totalGzip: 158_240, unmeasured: [] },
  scrolledBytes: { jsTransfer: 0, jsGzip: 116_671, totalTransfer: 0, totalGzip: 163_400, unmeasured: [] },
  axeViolations: 0,
  problems: [],
};

describe('resultTable', () => {
  it('prints one aligned line per page and form factor', () => {
    const failed: AuditRow = {
      page: frHome,
      formFactor: 'desktop',
      lighthouse: null,
      performanceRuns: [],
      loadBytes: null,
      scrolledBytes: null,
      axeViolations: 3,
      problems: ['Lighthouse failed: timeout'],
    };
    const lines = resultTable([measured, { ...measured, lighthouse: figures({ cls: 0.0004 }), formFactor: 'desktop' }, failed]);
    expect(lines).toEqual([
      'Page  Form     Perf   Perf runs  A11y  BP  SEO     LCP     CLS    TBT  JS kB LH/gz  Page kB LH/gz  Scrolled kB gz  axe',
      '----  -------  ----  ----------  ----  --  ---  ------  ------  -----  -----------  -------------  --------------  ---',
      '/     mobile    100  97/100/100   100  96  100  1.53 s       0  42 ms  118.5/116.7    162.1/158.2           163.4    0',
      '/     desktop   100  97/100/100   100  96  100  1.53 s  <0.001  42 ms  118.5/116.7    162.1/158.2           163.4    0',
      '/fr/  desktop     -           -     -   -    -       -       -      -            -              -               -    3',
    ]);
  });

  it('names the publications and paper pages by their paths, the column as wide as the longest', () => {
    const pages = ['publications', 'fr-paper-w4000000001'].map(auditedPage);
    const [header, , publications, paper] = resultTable(pages.map((page) => ({ ...measured, page })));
    expect(header).toMatch(/^Page {27}Form /);
    expect(publications).toMatch(/^\/publications\/ {17}mobile +100 /);
    expect(paper).toMatch(/^\/fr\/publications\/w4000000001\/  mobile +100 /);
  });
});

describe('shortfallLines', () => {
  it('names each audit that cost points, with its value', () => {
    const lighthouse = figures({
      scores: { performance: 97, accessibility: 100, 'best-practices': 96, seo: 100 },
      shortfalls: [
        { category: 'best-practices', auditId: 'errors-in-console', title: 'Browser errors were logged to the console', score: 0, displayValue: null },
        { category: 'performance', auditId: 'first-contentful-paint', title: 'First Contentful Paint', score: 0.82, displayValue: '2.1\u00a0s' },
      ],
    });
    expect(shortfallLines([{ ...measured, lighthouse }])).toEqual([
      '/ mobile: best practices 96 ← errors-in-console: Browser errors were logged to the console',
      '/ mobile: performance 97 ← first-contentful-paint: First Contentful Paint (2.1 s)',
    ]);
  });

  it('leaves out audits short of full marks in a category that still scored 100', () => {
    const lighthouse = figures({
      scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
      shortfalls: [{ category: 'performance', auditId: 'first-contentful-paint', title: 'First Contentful Paint', score: 0.97, displayValue: '1.4\u00a0s' }],
    });
    expect(shortfallLines([{ ...measured, lighthouse }])).toEqual([]);
  });

  it('explains a canonical link that points away from the local server', () => {
    const lighthouse = figures({
      scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 92 },
      shortfalls: [{ category: 'seo', auditId: 'canonical', title: 'Document does not have a valid `rel=canonical`', score: 0, displayValue: null }],
    });
    const [line] = shortfallLines([{ ...measured, lighthouse }]);
    expect(line).toMatch(/^\/ mobile: SEO 92 ← canonical: .* — the canonical link points at the content's siteUrl/);
  });

  it("passes on Lighthouse's warnings and names resources it could not gzip itself, once each", () => {
    const lighthouse = figures({ warnings: ['The page loaded too slowly to finish within the time limit.'] });
    const external = 'https://cdn.example.org/font.woff2';
    const lines = shortfallLines([
      {
        ...measured,
        lighthouse,
        loadBytes: { ...measured.loadBytes!, unmeasured: [external] },
        scrolledBytes: { ...measured.scrolledBytes!, unmeasured: [external] },
      },
    ]);
    expect(lines).toEqual([
      '/ mobile: Lighthouse warning: The page loaded too slowly to finish within the time limit.',
      `/ mobile: not on this site, counted at its transfer size: ${external}`,
    ]);
  });

  it('says nothing about a row that lost no points', () => {
    expect(shortfallLines([measured])).toEqual([]);
  });
});
