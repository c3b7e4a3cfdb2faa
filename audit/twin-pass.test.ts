import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import type { AuditedPage } from './audit-plan.ts';
import type { LighthouseRun } from './lighthouse-run.ts';
import type { TwinPage } from './twin-pages.ts';
import { measurePageWithTwins, medianOfRuns, runPairs } from './twin-pass.ts';

function run(fcpMs: number, runtimeError?: string): LighthouseRun {
  const lhr = {
    finalDisplayedUrl: '',
    runWarnings: [],
    categories: { performance: { score: 0.9, auditRefs: [] } },
    audits: {
      'first-contentful-paint': { numericValue: fcpMs, scoreDisplayMode: 'numeric' },
      'largest-contentful-paint': { numericValue: fcpMs + 100, scoreDisplayMode: 'numeric' },
      'total-blocking-time': { numericValue: 250, scoreDisplayMode: 'numeric' },
      interactive: { numericValue: fcpMs * 2, scoreDisplayMode: 'numeric' },
    },
    ...(runtimeError ? { runtimeError: { code: runtimeError, message: 'no paint' } } : {}),
  };
  return { lhr: lhr as unknown as Result, json: '', html: '' };
}

const page = { slug: 'home', label: '/' } as AuditedPage;
const twin: TwinPage = { page, variant: 'no-script', path: '/__twin/home/' };

describe('measurePageWithTwins', () => {
  it('runs each twin right after each run of the page, so both sides see the machine alike', async () => {
    const order: string[] = [];
    const { pageRuns, twinRuns } = await measurePageWithTwins(
      [twin],
      3,
      async () => (order.push('page'), run(1000)),
      async () => (order.push('twin'), run(900)),
    );
    expect(order).toEqual(['page', 'twin', 'page', 'twin', 'page', 'twin']);
    expect(pageRuns).toHaveLength(3);
    expect(twinRuns.get(twin)).toHaveLength(3);
  });
});

describe('medianOfRuns', () => {
  it('takes each figure\'s median over the runs Lighthouse measured', () => {
    expect(medianOfRuns([run(800), run(1200), run(Number.NaN, 'NO_LCP'), run(1000)])).toEqual({
      load: { fcpMs: 1000, lcpMs: 1100, tbtMs: 250, performance: 90 },
      error: null,
    });
  });

  it('gives the error when Lighthouse could not measure any run of the twin', () => {
    expect(medianOfRuns([run(Number.NaN, 'NO_FCP')])).toEqual({ load: null, error: 'NO_FCP: no paint' });
  });
});

describe('runPairs', () => {
  it('pairs each run of the page with the twin run after it, leaving out a pair with a failed side', () => {
    const pairs = runPairs([run(1000), run(1100), run(1200)], [run(900), run(Number.NaN, 'NO_FCP'), run(1000)]);
    expect(pairs.map((pair) => [pair.page.fcpMs, pair.noScript.fcpMs])).toEqual([
      [1000, 900],
      [1200, 1000],
    ]);
  });
});
