import { describe, expect, it } from 'vitest';
import { cpuTimes, peakResidentBytes } from './process-table.ts';

describe('peakResidentBytes', () => {
  it('reads VmHWM in bytes, and null without it', () => {
    expect(peakResidentBytes('Name:\tnode\nVmPeak:\t 2000 kB\nVmHWM:\t    1536 kB\nVmRSS:\t 1000 kB\n')).toBe(1536 * 1024);
    expect(peakResidentBytes('Name:\tnode\n')).toBeNull();
  });
});

describe('cpuTimes', () => {
  it('reads utime + stime and cutime + cstime in milliseconds, past a command name with spaces and parentheses', () => {
    const stat = '4242 (node (x) y) S 1 4242 4242 0 -1 4194560 100 0 0 0 250 40 7 3 20 0 11 0 100 1000 50';
    expect(cpuTimes(stat)).toEqual({ cpuMs: 2900, reapedChildrenCpuMs: 100 });
    expect(cpuTimes('')).toBeNull();
  });
});
