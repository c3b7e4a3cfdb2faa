import { readProcessTree } from '../cli/build/profile/process-table.ts';

/**
 * Watches a process and everything it starts, and keeps each one's peak resident memory as the kernel counts it
 * (a peak is never missed, only a process that lives less than one interval). `largest()` is the largest of them:
 * what a machine's memory limit must hold, unlike the sum.
 */
export function watchPeakMemory(pid: number, intervalMs = 100): { largest(): { pid: number; bytes: number } | null; stop(): void } {
  const peaks = new Map<number, number>();
  const sample = () => {
    for (const { pid: member, peakBytes } of readProcessTree(pid)) {
      if (peakBytes > (peaks.get(member) ?? 0)) peaks.set(member, peakBytes);
    }
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    largest() {
      sample();
      let top: { pid: number; bytes: number } | null = null;
      for (const [member, bytes] of peaks) if (top === null || bytes > top.bytes) top = { pid: member, bytes };
      return top;
    },
    stop: () => clearInterval(timer),
  };
}
