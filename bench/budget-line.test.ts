import { describe, expect, it } from 'vitest';
import { budgetLine, figureLine } from './budget-line.ts';

describe('budgetLine', () => {
  it('prints the median of the runs, the runs in their order and the verdict against the budget', () => {
    expect(budgetLine('validate', [2.6, 1.9, 1.8], 2, 's')).toBe(`${'validate'.padEnd(44)} median 1.90 s  (runs 2.60, 1.90, 1.80)  budget ≤ 2 s ✔`);
    expect(budgetLine('peak', [0.8, 0.9, 0.7], 0.75, 'GB')).toMatch(/median 0\.80 GB .* budget ≤ 0\.75 GB ✖$/);
  });

  it('prints a figure without a budget with the reason it has none', () => {
    expect(figureLine('cold, with copies', [24.1, 23.5, 26], 's', 'for comparison')).toBe(
      `${'cold, with copies'.padEnd(44)} median 24.10 s  (runs 24.10, 23.50, 26.00)  no budget: for comparison`,
    );
  });
});
