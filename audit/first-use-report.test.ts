import { describe, expect, it } from 'vitest';
import { auditedPages } from './audit-plan.ts';
import { twoLanguageSite } from './fixtures/audited-pages.ts';
import { firstUseBreaks, firstUseLines, firstUseTargets, median, type FirstUseResult } from './first-use-report.ts';

const pages = auditedPages(twoLanguageSite);
const [filter, focus] = firstUseTargets(pages, true);

function result(target: typeof filter, timesMs: number[], errors: string[] = [], hydratedMs: number[] = []): FirstUseResult {
  if (!target) throw new Error('no target');
  return { target, timesMs, hydratedMs, errors };
}

describe('firstUseTargets', () => {
  it('times a category filter on /publications/ and the contact field on the home page, in the default language', () => {
    expect(filter).toMatchObject({ kind: 'filter', path: '/publications/', budgetMs: 200 });
    expect(focus).toMatchObject({ kind: 'focus', path: '/#contact', budgetMs: 100 });
  });

  it('leaves out what the site does not have', () => {
    expect(firstUseTargets(pages, false).map((target) => target.kind)).toEqual(['filter']);
    expect(firstUseTargets(pages.filter((page) => page.kind !== 'publications'), true).map((target) => target.kind)).toEqual(['focus']);
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([10, 20])).toBe(15);
    expect(median([])).toBeNull();
  });
});

describe('firstUseBreaks', () => {
  it('accepts a median on the budget and breaks one just over it', () => {
    expect(firstUseBreaks([result(filter, [150, 200, 260]), result(focus, [40, 100, 100])])).toEqual([]);
    expect(firstUseBreaks([result(filter, [150, 200.1, 260]), result(focus, [40, 100.4, 130])])).toEqual([
      'first use, /publications/ first category filter: click → list filtered on screen: 200.1 ms (median), budget ≤ 200 ms',
      'first use, /#contact first field: click → field focused: 100.4 ms (median), budget ≤ 100 ms',
    ]);
  });

  it('breaks on a failed run, and when no run completed', () => {
    expect(firstUseBreaks([result(focus, [20, 30], ['no answer within 10 s'])])).toEqual([
      'first use, /#contact first field: click → field focused: a run failed (no answer within 10 s)',
    ]);
    expect(firstUseBreaks([result(focus, [])])).toEqual(['first use, /#contact first field: click → field focused: not measured']);
  });
});

describe('firstUseLines', () => {
  it('prints the median and range beside the budget, the runs that completed and the hydration time', () => {
    const lines = firstUseLines([result(filter, [120.04, 98.7, 260], [], [80, 90, 100]), result(focus, [12, 13.5], ['timeout'])], 'Chromium');
    expect(lines[0]).toMatch(/^First use of an island \(Chromium\)/);
    expect(lines[3]?.split(/ {2,}/)).toEqual([
      '/publications/ first category filter: click → list filtered on screen',
      '120 ms',
      '98.7–260 ms',
      '≤ 200 ms',
      '3/3',
      '90 ms',
    ]);
    expect(lines[4]?.split(/ {2,}/)).toEqual(['/#contact first field: click → field focused', '12.8 ms', '12–13.5 ms', '≤ 100 ms', '2/3', '-']);
    expect(lines[5]).toBe('  ✖ /#contact first field: click → field focused: timeout');
    expect(firstUseLines([result(filter, [260, 250, 270])], 'Chromium')[3]).toContain('260 ms ✖');
  });

  it('says so when there is nothing to time', () => {
    expect(firstUseLines([], 'Chromium')).toEqual(['First use: nothing to time (no publications page and no contact form).']);
  });
});
