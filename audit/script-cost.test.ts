import { describe, expect, it } from 'vitest';
import {
  blockingTimeFloorLines,
  medianLoad,
  paintRatio,
  ratios,
  scriptCostBreaks,
  scriptCostTable,
  type ScriptCostRow,
} from './script-cost.ts';

type Figures = [fcpMs: number, lcpMs: number, tbtMs?: number, performance?: number];
const load = ([fcpMs, lcpMs, tbtMs, performance]: Figures) => ({ fcpMs, lcpMs, tbtMs: tbtMs ?? null, performance: performance ?? null });
/** One run of each side, paired. */
const row = (label: string, page: Figures | null, noScript: Figures | null): ScriptCostRow => ({
  label,
  page: page && load(page),
  noScript: noScript && load(noScript),
  pairs: page && noScript ? [{ page: load(page), noScript: load(noScript) }] : [],
});

describe('paintRatio', () => {
  it('divides the page by its no-script twin, and gives null when either is missing', () => {
    expect(paintRatio(1410, 940)).toBeCloseTo(1.5, 5);
    expect(paintRatio(null, 940)).toBeNull();
    expect(paintRatio(1000, null)).toBeNull();
    expect(paintRatio(1000, 0)).toBeNull();
  });
});

describe('ratios', () => {
  it('takes the median of the paired runs\' ratios, not the ratio of the medians', () => {
    // The machine slowed down for the middle pair: both sides of it are slow, its ratio is not.
    const pairs = [
      { page: load([1000, 1200]), noScript: load([1000, 1100]) },
      { page: load([2000, 2400]), noScript: load([1900, 2300]) },
      { page: load([1100, 1300]), noScript: load([900, 1000]) },
    ];
    const result = ratios({ label: '/', page: null, noScript: null, pairs });
    expect(result.fcp).toBeCloseTo(2000 / 1900, 5);
    expect(result.lcp).toBeCloseTo(1200 / 1100, 5);
  });

  it('is null without a pair', () => {
    expect(ratios(row('/', [1000, 1000], null))).toEqual({ fcp: null, lcp: null });
  });
});

describe('medianLoad', () => {
  it('takes each figure\'s own median, leaving out runs that did not measure it', () => {
    const loads = [load([900, 1500, 300, 80]), load([1000, 1100, 100, 99]), { ...load([1200, 1300, 200, 90]), lcpMs: null }];
    expect(medianLoad(loads)).toEqual({ fcpMs: 1000, lcpMs: 1300, tbtMs: 200, performance: 90 });
    expect(medianLoad([])).toBeNull();
  });
});

describe('scriptCostBreaks', () => {
  it('accepts ratios up to 1.10 and names each one above', () => {
    expect(scriptCostBreaks([row('/', [1000, 1100], [1000, 1000])])).toEqual([]);
    expect(scriptCostBreaks([row('/fr/', [1410, 1500], [940, 1050])])).toEqual([
      '/fr/ mobile: FCP 1.50 × the page without scripts, budget ≤ 1.10',
      '/fr/ mobile: LCP 1.43 × the page without scripts, budget ≤ 1.10',
    ]);
    expect(scriptCostBreaks([row('/', [1000, 1101], [1000, 1000])])).toHaveLength(1);
  });

  it('counts a ratio that could not be measured as broken', () => {
    expect(scriptCostBreaks([row('/', [1000, 1000], null)])).toEqual([
      '/ mobile: FCP page/no-script ratio not measured',
      '/ mobile: LCP page/no-script ratio not measured',
    ]);
  });
});

describe('scriptCostTable', () => {
  it('prints the times, the ratios (✖ over budget) and the inline-CSS twin when measured', () => {
    const lines = scriptCostTable([
      { ...row('/', [950, 1010, 420.4, 88], [940, 1000, 210, 96]), inlineCss: load([900, 960]) },
      row('/fr/', [1410, 1500], [940, 1050]),
    ]);
    expect(lines[2]).toMatch(/^\/ +0\.95\/0\.94 s +1\.01 +1\.01\/1\.00 s +1\.01 +420\/210 ms +88\/96 +0\.90\/0\.96 s$/);
    expect(lines[3]).toMatch(/^\/fr\/ +1\.41\/0\.94 s +1\.50 ✖ +1\.50\/1\.05 s +1\.43 ✖ +-\/- ms +-\/- +not measured$/);
  });
});

describe('blockingTimeFloorLines', () => {
  it('gives the no-script pages\' TBT, what the scripts add, and which pages are over the budget without any script', () => {
    const rows = [row('/', [0, 0, 700, 80], [0, 0, 400, 90]), row('/cv/', [0, 0, 150, 99], [0, 0, 90, 100]), row('/x/', [0, 0], null)];
    expect(blockingTimeFloorLines(rows, 100)).toEqual([
      'TBT of the pages without any script: 90–400 ms; the scripts add 60–300 ms (median 180 ms).',
      'Without any script, 1 of 2 pages are already over the 100 ms TBT budget on this machine (/).',
    ]);
  });

  it('says nothing more when every page without scripts is within the budget, and nothing without figures', () => {
    expect(blockingTimeFloorLines([row('/', [0, 0, 120, 99], [0, 0, 40, 100])], 100)).toEqual([
      'TBT of the pages without any script: 40–40 ms; the scripts add 80–80 ms (median 80 ms).',
    ]);
    expect(blockingTimeFloorLines([row('/', [0, 0], [0, 0])], 100)).toEqual([]);
  });
});
