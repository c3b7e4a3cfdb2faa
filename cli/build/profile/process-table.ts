import { readdirSync, readFileSync } from 'node:fs';

/** One process as the kernel counts it: its own CPU time, that of the children it has reaped, its peak memory. */
export interface ProcessReading {
  pid: number;
  argv: string[];
  /** User + system time of the process itself, in milliseconds. */
  cpuMs: number;
  /** User + system time of the children it has waited for (and theirs), in milliseconds. */
  reapedChildrenCpuMs: number;
  /** Peak resident memory (VmHWM), in bytes. */
  peakBytes: number;
}

// /proc counts in USER_HZ ticks, 100 a second on every Linux ABI Node runs on.
const millisecondsPerTick = 10;

/** The peak resident memory (VmHWM) in bytes from a /proc/<pid>/status text; null without one. */
export function peakResidentBytes(status: string): number | null {
  const match = /^VmHWM:\s+(\d+)\s+kB$/m.exec(status);
  return match ? Number(match[1]) * 1024 : null;
}

/** utime + stime and cutime + cstime of a /proc/<pid>/stat text, in milliseconds; null if it is not one. */
export function cpuTimes(stat: string): { cpuMs: number; reapedChildrenCpuMs: number } | null {
  // The command name (field 2) is in parentheses and may hold spaces: the fields after it are counted from its end.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).trim().split(' ');
  if (fields.length < 15) return null;
  const tick = (index: number) => Number(fields[index]) * millisecondsPerTick;
  // After the name: state(0) ppid … utime(11) stime(12) cutime(13) cstime(14).
  return { cpuMs: tick(11) + tick(12), reapedChildrenCpuMs: tick(13) + tick(14) };
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

/** Reads `pid` and every process under it; a process that ended meanwhile is left out. */
export function readProcessTree(pid: number): ProcessReading[] {
  const readings: ProcessReading[] = [];
  for (const member of processTree(pid)) {
    const times = cpuTimes(read(`/proc/${member}/stat`));
    const peakBytes = peakResidentBytes(read(`/proc/${member}/status`));
    if (times === null || peakBytes === null) continue;
    const argv = read(`/proc/${member}/cmdline`).split('\0').filter((part) => part !== '');
    readings.push({ pid: member, argv, peakBytes, ...times });
  }
  return readings;
}
