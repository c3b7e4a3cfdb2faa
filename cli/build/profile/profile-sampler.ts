import { processLabel, profileLines, ProfileLedger, type ProcessSample } from './build-profile.ts';
import { readProcessTree } from './process-table.ts';
import type { BuildReporter } from '../build-report.ts';

function sampleBuildTree(): ProcessSample[] {
  return readProcessTree(process.pid).map(({ pid, argv, cpuMs, reapedChildrenCpuMs, peakBytes }) => ({
    pid,
    label: pid === process.pid ? 'build' : processLabel(argv),
    cpuMs,
    reapedChildrenCpuMs,
    peakBytes,
  }));
}

/**
 * `--profile`: samples this process and every process under it (Linux /proc) while the build runs, and closes a
 * phase each time `reporter` reports one. `lines()` is the table to print once the build is done.
 */
export function profileBuild(reporter: BuildReporter, intervalMs = 100): { reporter: BuildReporter; lines(): string[] } {
  const ledger = new ProfileLedger(process.pid);
  const timer = setInterval(() => ledger.observe(sampleBuildTree()), intervalMs);
  timer.unref();
  return {
    reporter: {
      phase(name, milliseconds, detail) {
        ledger.closePhase(name, milliseconds, sampleBuildTree());
        reporter.phase(name, milliseconds, detail);
      },
      progress: (text) => reporter.progress(text),
    },
    lines() {
      clearInterval(timer);
      return profileLines(ledger.phases, ledger.peakMemory());
    },
  };
}
