import { describe, expect, it } from 'vitest';
import { checkLine, compareBytes } from './preview-bytes.ts';

describe('compareBytes', () => {
  it('accepts a difference of up to 2 % either way', () => {
    expect(compareBytes(102_000, 100_000).withinTolerance).toBe(true);
    expect(compareBytes(98_000, 100_000).withinTolerance).toBe(true);
    expect(compareBytes(102_100, 100_000).withinTolerance).toBe(false);
    expect(compareBytes(97_000, 100_000).withinTolerance).toBe(false);
  });

  it('prints the two totals and the difference', () => {
    expect(checkLine('gzip', compareBytes(99_000, 100_000))).toBe(
      `${'gzip'.padEnd(34)} preview 99.0 kB, host 100.0 kB (-1.0 %; within 2 %)`,
    );
  });
});
