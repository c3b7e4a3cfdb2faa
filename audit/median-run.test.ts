import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { medianRun } from './median-run.ts';

function run(name: string, fcpMs: number, interactiveMs: number, runtimeError?: string): { name: string; lhr: Result } {
  const lhr = {
    audits: {
      'first-contentful-paint': { numericValue: fcpMs },
      interactive: { numericValue: interactiveMs },
    },
    ...(runtimeError ? { runtimeError: { code: runtimeError, message: runtimeError } } : {}),
  };
  return { name, lhr: lhr as unknown as Result };
}

describe('medianRun', () => {
  it('picks the run closest to the median paint and interactivity, not the best one', () => {
    const runs = [run('fast', 900, 1_500), run('slow', 2_400, 4_800), run('typical', 1_300, 2_100)];
    expect(medianRun(runs).name).toBe('typical');
  });

  it('returns a run Lighthouse could not complete, so its error is reported', () => {
    const runs = [run('ok', 1_000, 2_000), run('broken', Number.NaN, Number.NaN, 'NO_FCP'), run('ok too', 1_100, 2_000)];
    expect(medianRun(runs).name).toBe('broken');
  });

  it('refuses an empty list', () => {
    expect(() => medianRun([])).toThrow();
  });
});
