import { describe, expect, it } from 'vitest';
import { peakResidentBytes, watchPeakMemory } from './process-peak.ts';

describe('peakResidentBytes', () => {
  it('reads VmHWM in bytes, and null without it', () => {
    expect(peakResidentBytes('Name:\tnode\nVmPeak:\t 2000 kB\nVmHWM:\t    1536 kB\nVmRSS:\t 1000 kB\n')).toBe(1536 * 1024);
    expect(peakResidentBytes('Name:\tnode\n')).toBeNull();
  });
});

describe('watchPeakMemory', () => {
  it.runIf(process.platform === 'linux')("sees this process's own peak", () => {
    const watch = watchPeakMemory(process.pid, 1000);
    const largest = watch.largest();
    watch.stop();
    expect(largest?.pid).toBe(process.pid);
    expect(largest?.bytes).toBeGreaterThan(10 * 1024 * 1024);
  });
});
