/**
 * `portfolio build --profile`: where each phase's time went, in the build process and in the processes it started.
 * Pure: the command reads the processes (process-table.ts) and hands each reading here.
 */

export interface ProcessSample {
  pid: number;
  /** What the process is: "build" for the build itself, else its script's or program's name. */
  label: string;
  cpuMs: number;
  reapedChildrenCpuMs: number;
  peakBytes: number;
}

export interface PhaseProfile {
  name: string;
  wallMs: number;
  buildCpuMs: number;
  /** Every process under the build, those that ended in the phase included. */
  childrenCpuMs: number;
  /** The children's CPU time by label, as sampled (a process's last moments before it ends may be missed). */
  byChild: Map<string, number>;
}

/** A process's name for the table: the script a Node process runs, else the program's file name. */
export function processLabel(argv: readonly string[]): string {
  const base = (path: string) => path.split(/[\\/]/).pop() ?? path;
  const program = base(argv[0] ?? '?');
  if (program === 'node' || program.startsWith('node.')) {
    const script = argv.slice(1).find((argument) => !argument.startsWith('-') && /\.(?:[cm]?js|ts)$/.test(argument) && !/^tsx$/.test(argument));
    if (script) return base(script).replace(/\.(?:[cm]?js|ts)$/, '');
  }
  return program;
}

/**
 * Collects samples of the build's process tree and closes a phase when the build reports one: the build's own
 * CPU time, its children's (exact: the living ones' counts plus what the kernel adds to their parent when one
 * ends), each child's share and every process's peak memory.
 */
export class ProfileLedger {
  private readonly lastCpu = new Map<number, number>();
  private pending = new Map<string, number>();
  private readonly peaks = new Map<string, number>();
  private lastBuildCpu = 0;
  private lastChildrenCpu = 0;
  readonly phases: PhaseProfile[] = [];

  constructor(private readonly buildPid: number) {}

  observe(samples: readonly ProcessSample[]): void {
    for (const sample of samples) {
      this.peaks.set(sample.label, Math.max(this.peaks.get(sample.label) ?? 0, sample.peakBytes));
      if (sample.pid === this.buildPid) continue;
      const delta = sample.cpuMs - (this.lastCpu.get(sample.pid) ?? 0);
      this.lastCpu.set(sample.pid, sample.cpuMs);
      if (delta > 0) this.pending.set(sample.label, (this.pending.get(sample.label) ?? 0) + delta);
    }
  }

  closePhase(name: string, wallMs: number, samples: readonly ProcessSample[]): void {
    this.observe(samples);
    const build = samples.find((sample) => sample.pid === this.buildPid);
    const buildCpu = build?.cpuMs ?? this.lastBuildCpu;
    const childrenCpu = samples.reduce(
      (total, sample) => total + sample.reapedChildrenCpuMs + (sample.pid === this.buildPid ? 0 : sample.cpuMs),
      0,
    );
    this.phases.push({
      name,
      wallMs,
      buildCpuMs: buildCpu - this.lastBuildCpu,
      childrenCpuMs: Math.max(0, childrenCpu - this.lastChildrenCpu),
      byChild: this.pending,
    });
    this.lastBuildCpu = buildCpu;
    this.lastChildrenCpu = Math.max(childrenCpu, this.lastChildrenCpu);
    this.pending = new Map();
  }

  /** Each process's peak resident memory by label, the largest first. */
  peakMemory(): [string, number][] {
    return [...this.peaks].sort((a, b) => b[1] - a[1]);
  }
}

const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)} s`;
const gigabytes = (bytes: number) => `${(bytes / 1e9).toFixed(2)} GB`;

/** The table printed under the phase lines: a row per phase and the total, then each process's peak memory. */
export function profileLines(phases: readonly PhaseProfile[], peaks: readonly [string, number][]): string[] {
  const row = (name: string, wall: string, build: string, children: string, detail: string) =>
    `  ${name.padEnd(15)}${wall.padStart(8)}${build.padStart(12)}${children.padStart(15)}  ${detail}`.trimEnd();
  const sum = (pick: (phase: PhaseProfile) => number) => phases.reduce((total, phase) => total + pick(phase), 0);
  const lines = ['', 'Profile (CPU = user + system time):', row('phase', 'wall', 'build CPU', 'children CPU', 'children by process')];
  for (const phase of phases) {
    const shares = [...phase.byChild]
      .filter(([, milliseconds]) => milliseconds >= 50)
      .sort((a, b) => b[1] - a[1])
      .map(([label, milliseconds]) => `${label} ${seconds(milliseconds)}`);
    lines.push(row(phase.name, seconds(phase.wallMs), seconds(phase.buildCpuMs), seconds(phase.childrenCpuMs), shares.join(', ')));
  }
  lines.push(row('total', seconds(sum((phase) => phase.wallMs)), seconds(sum((phase) => phase.buildCpuMs)), seconds(sum((phase) => phase.childrenCpuMs)), ''));
  lines.push(`  peak memory: ${peaks.map(([label, bytes]) => `${label} ${gigabytes(bytes)}`).join(' · ')}`);
  return lines;
}
