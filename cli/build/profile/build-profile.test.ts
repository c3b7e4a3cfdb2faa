import { describe, expect, it } from 'vitest';
import { processLabel, profileLines, ProfileLedger, type ProcessSample } from './build-profile.ts';

const sample = (pid: number, label: string, cpuMs: number, reapedChildrenCpuMs = 0, peakBytes = 1e8): ProcessSample => ({
  pid,
  label,
  cpuMs,
  reapedChildrenCpuMs,
  peakBytes,
});

describe('processLabel', () => {
  it("names a Node process by its script and any other by its program's file name", () => {
    expect(processLabel(['/usr/bin/node', '--import', 'tsx', '/p/cli/build/run-prerender.ts', '/p/vite.config.ts'])).toBe('run-prerender');
    expect(processLabel(['node', '/p/lib/cli/cv/render-cvs-process.js'])).toBe('render-cvs-process');
    expect(processLabel(['/p/node_modules/@pagefind/linux-x64/bin/pagefind_extended', '--service'])).toBe('pagefind_extended');
  });
});

describe('ProfileLedger', () => {
  it("gives each phase the build's CPU, its children's (those that ended included) and each child's share", () => {
    const ledger = new ProfileLedger(1);
    ledger.observe([sample(1, 'build', 500), sample(2, 'citations', 300)]);
    ledger.closePhase('data', 2000, [sample(1, 'build', 1500), sample(2, 'citations', 800), sample(3, 'cv', 200, 0, 3e8)]);
    // The citations' process ended (900 ms in all, reaped by the build); the CV renders on.
    ledger.closePhase('bundle', 1000, [sample(1, 'build', 1700, 900), sample(3, 'cv', 600)]);

    expect(ledger.phases.map(({ name, wallMs, buildCpuMs, childrenCpuMs }) => ({ name, wallMs, buildCpuMs, childrenCpuMs }))).toEqual([
      { name: 'data', wallMs: 2000, buildCpuMs: 1500, childrenCpuMs: 1000 },
      { name: 'bundle', wallMs: 1000, buildCpuMs: 200, childrenCpuMs: 500 },
    ]);
    expect(Object.fromEntries(ledger.phases[0]!.byChild)).toEqual({ citations: 800, cv: 200 });
    expect(Object.fromEntries(ledger.phases[1]!.byChild)).toEqual({ cv: 400 });
    expect(ledger.peakMemory()[0]).toEqual(['cv', 3e8]);
  });
});

describe('profileLines', () => {
  it('prints a row per phase, the totals and the peak memory of each process', () => {
    const phases = [
      { name: 'data', wallMs: 17_100, buildCpuMs: 9_000, childrenCpuMs: 12_340, byChild: new Map([['page-citations-process', 8_000], ['render-cvs-process', 4_300], ['esbuild', 20]]) },
      { name: 'finish', wallMs: 5_500, buildCpuMs: 5_000, childrenCpuMs: 0, byChild: new Map() },
    ];
    expect(profileLines(phases, [['run-prerender', 7.3e8], ['build', 4.2e8]])).toEqual([
      '',
      'Profile (CPU = user + system time):',
      '  phase              wall   build CPU   children CPU  children by process',
      '  data             17.1 s       9.0 s         12.3 s  page-citations-process 8.0 s, render-cvs-process 4.3 s',
      '  finish            5.5 s       5.0 s          0.0 s',
      '  total            22.6 s      14.0 s         12.3 s',
      '  peak memory: run-prerender 0.73 GB · build 0.42 GB',
    ]);
  });
});
