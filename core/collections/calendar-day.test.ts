import { describe, expect, it } from 'vitest';
import { endsBeforeStart, isRealDate, isRealPeriodDate } from './calendar-day.ts';

describe('calendar days', () => {
  it.each([
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-04-31', false],
    ['2025-13-01', false],
    ['2025-00-10', false],
    ['2025-12-31', true],
    ['2025-12', false],
  ])('isRealDate(%s) → %s', (date, real) => {
    expect(isRealDate(date)).toBe(real);
  });

  it.each([
    ['2024-09', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-13', false],
    ['2025-00', false],
    ['2025', false],
  ])('isRealPeriodDate(%s) → %s', (date, real) => {
    expect(isRealPeriodDate(date)).toBe(real);
  });

  it('compares a period at the coarser precision of its two ends', () => {
    expect(endsBeforeStart('2024-09', '2024-08-31')).toBe(true);
    expect(endsBeforeStart('2024-09-15', '2024-09')).toBe(false);
    expect(endsBeforeStart('2024-09-15', '2024-09-14')).toBe(true);
    expect(endsBeforeStart('2024-09', '2025-01')).toBe(false);
  });
});
