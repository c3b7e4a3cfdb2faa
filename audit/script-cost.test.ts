import { describe, expect, it } from 'vitest';
import { paintRatio, scriptCostBreaks, scriptCostTable, type ScriptCostRow } from './script-cost.ts';

const row = (label: string, page: [number, number] | null, noScript: [number, number] | null): ScriptCostRow => ({
  label,
  page: page && { fcpMs: page[0], lcpMs: page[1] },
  noScript: noScript && { fcpMs: noScript[0], lcpMs: noScript[1] },
});

describe('paintRatio', () => {
  it('divides the page by its no-script twin, and gives null when either is missing', () => {
    expect(paintRatio(1410, 940)).toBeCloseTo(1.5, 5);
    expect(paintRatio(null, 940)).toBeNull();
    expect(paintRatio(1000, null)).toBeNull();
    expect(paintRatio(1000, 0)).toBeNull();
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
      { ...row('/', [950, 1010], [940, 1000]), inlineCss: { fcpMs: 900, lcpMs: 960 } },
      row('/fr/', [1410, 1500], [940, 1050]),
    ]);
    expect(lines[2]).toMatch(/^\/ +0\.95\/0\.94 s +1\.01 +1\.01\/1\.00 s +1\.01 +0\.90\/0\.96 s$/);
    expect(lines[3]).toMatch(/^\/fr\/ +1\.41\/0\.94 s +1\.50 ✖ +1\.50\/1\.05 s +1\.43 ✖ +not measured$/);
  });
});
