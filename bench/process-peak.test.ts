import { describe, expect, it } from 'vitest';
import { watchPeakMemory } from './process-peak.ts';

describe('watchPeakMemory', () => {
  it.runIf(process.platform === 'linux')("sees this process's own peak", () => {
    const watch = watchPeakMemory(process.pid, 1000);
    const largest = watch.largest();
    watch.stop();
    expect(largest?.pid).toBe(process.pid);
    expect(largest?.bytes).toBeGreaterThan(10 * 1024 * 1024);
  });
});
