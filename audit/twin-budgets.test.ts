import { describe, expect, it } from 'vitest';
import type { MobileLoad, ScriptCostRow } from './script-cost.ts';
import { addedBlockingMs, minimumPerformance, twinBudgetBreaks } from './twin-budgets.ts';

const load = (tbtMs: number | null, performance: number | null = 100): MobileLoad => ({ fcpMs: 900, lcpMs: 1_000, tbtMs, performance });

/** Paired runs as [page TBT, twin TBT]; the medians of each side as given. */
function row(pairs: Array<[number | null, number | null]>, page: MobileLoad | null, noScript: MobileLoad | null, label = '/'): ScriptCostRow {
  return { label, page, noScript, pairs: pairs.map(([pageTbt, twinTbt]) => ({ page: load(pageTbt), noScript: load(twinTbt) })) };
}

describe('addedBlockingMs', () => {
  it("takes the median of the pairs' differences, not the difference of the medians", () => {
    // A slow minute during the second pair slowed both sides of it.
    expect(addedBlockingMs(row([[40, 10], [400, 380], [70, 20]], null, null))).toBe(30);
    expect(addedBlockingMs(row([[40, 10], [10, 30]], null, null))).toBe(5);
  });

  it('leaves out pairs where either side has no TBT, and is null without any', () => {
    expect(addedBlockingMs(row([[40, null], [60, 20]], null, null))).toBe(40);
    expect(addedBlockingMs(row([[null, 20]], null, null))).toBeNull();
  });
});

describe('minimumPerformance', () => {
  it('asks for 100 beside a twin at 100, else at most one point under the twin', () => {
    expect(minimumPerformance(100)).toBe(100);
    expect(minimumPerformance(98)).toBe(97);
  });
});

describe('twinBudgetBreaks', () => {
  it('accepts scripts adding up to 50 ms to a twin of up to 100 ms, and breaks just over either', () => {
    expect(twinBudgetBreaks([row([[150, 100]], load(150), load(100))])).toEqual([]);
    expect(twinBudgetBreaks([row([[150.1, 100]], load(150.1), load(100.1))])).toEqual([
      '/ mobile: scripts add 50.1 ms of blocking time to the no-script twin\'s, budget ≤ 50 ms',
      "/ mobile: the no-script twin's blocking time 100.1 ms, budget ≤ 100 ms",
    ]);
  });

  it('accepts a page that blocks less than its twin', () => {
    expect(twinBudgetBreaks([row([[0, 60]], load(0), load(60))])).toEqual([]);
  });

  it('holds performance to 100 beside a twin at 100, and to one point under a twin below 100', () => {
    const pairs: Array<[number, number]> = [[10, 10]];
    expect(twinBudgetBreaks([row(pairs, load(10, 100), load(10, 100))])).toEqual([]);
    expect(twinBudgetBreaks([row(pairs, load(10, 99), load(10, 100), '/cv/')])).toEqual([
      "/cv/ mobile: performance 99 beside the no-script twin's 100, budget ≥ 100",
    ]);
    expect(twinBudgetBreaks([row(pairs, load(10, 97), load(10, 98))])).toEqual([]);
    expect(twinBudgetBreaks([row(pairs, load(10, 96), load(10, 98))])).toEqual([
      "/ mobile: performance 96 beside the no-script twin's 98, budget ≥ 97",
    ]);
    expect(twinBudgetBreaks([row(pairs, load(10, 100), load(10, 95))])).toEqual([]);
  });

  it('counts what could not be measured as broken', () => {
    expect(twinBudgetBreaks([row([], load(10, null), null)])).toEqual([
      '/ mobile: blocking time page − no-script twin not measured',
      "/ mobile: the no-script twin's blocking time not measured",
      '/ mobile: performance against the no-script twin not measured',
    ]);
  });
});
