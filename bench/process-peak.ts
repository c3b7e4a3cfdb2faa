import { readdirSync, readFileSync } from 'node:fs';

/** The peak resident memory (VmHWM) in bytes from a /proc/<pid>/status text; null without one. */
export function peakResidentBytes(status: string): number | null {
  const match = /^VmHWM:\s+(\d+)\s+kB$/m.exec(status);
  return match ? Number(match[1]) * 1024 : null;
}

function read(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

/** `pid` and every process under it (Linux /proc; only `pid` elsewhere). */
function processTree(pid: number): number[] {
  const tree = [pid];
  for (let index = 0; index < tree.length; index += 1) {
    const tasks = (() => {
      try {
        return readdirSync(`/proc/${tree[index]}/task`);
      } catch {
        return [];
      }
    })();
    for (const task of tasks) {
      for (const child of read(`/proc/${tree[index]}/task/${task}/children`).split(' ').filter((part) => part.trim() !== '')) tree.push(Number(child));
    }
  }
  return tree;
}

/**
 * Watches a process and everything it starts, and keeps each one's peak resident memory as the kernel counts it
 * (a peak is never missed, only a process that lives less than one interval). `largest()` is the largest of them:
 * what a machine's memory limit must hold, unlike the sum.
 */
export function watchPeakMemory(pid: number, intervalMs = 100): { largest(): { pid: number; bytes: number } | null; stop(): void } {
  const peaks = new Map<number, number>();
  const sample = () => {
    for (const member of processTree(pid)) {
      const bytes = peakResidentBytes(read(`/proc/${member}/status`));
      if (bytes !== null && bytes > (peaks.get(member) ?? 0)) peaks.set(member, bytes);
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
