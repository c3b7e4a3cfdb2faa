/**
 * The package an owner installs: its packed size, and how fast its `portfolio` command answers. The packed CLI
 * (compiled JavaScript, each command's code loaded when it runs) is timed beside this repository's, which runs
 * the same TypeScript through tsx, in the same run. Medians of 5 runs of the whole process.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repositoryRoot = fileURLToPath(new URL('../', import.meta.url));
// Unpacked inside this repository's node_modules, so that the package finds its dependencies as an install would.
const scratch = join(repositoryRoot, 'node_modules', '.cache');
mkdirSync(scratch, { recursive: true });
const workDir = mkdtempSync(join(scratch, 'portfolio-package-'));

function medianSeconds(args: string[]): number {
  const runs: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    const started = performance.now();
    const result = spawnSync(process.execPath, args, { cwd: repositoryRoot, encoding: 'utf8' });
    runs.push(performance.now() - started);
    if (result.status !== 0) throw new Error(`${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  }
  return ([...runs].sort((a, b) => a - b)[2] as number) / 1000;
}

try {
  const packed = spawnSync('npm', ['pack', '--json', '--pack-destination', workDir], { cwd: repositoryRoot, encoding: 'utf8' });
  if (packed.status !== 0) throw new Error(`npm pack failed:\n${packed.stderr}`);
  const [info] = JSON.parse(packed.stdout) as Array<{ filename: string; size: number; unpackedSize: number; entryCount: number }>;
  if (info === undefined) throw new Error('npm pack reported no package');
  console.log(`packed package: ${(info.size / 1000).toFixed(1)} kB (${info.entryCount} files, ${(info.unpackedSize / 1e6).toFixed(2)} MB unpacked)`);
  spawnSync('tar', ['xzf', join(workDir, info.filename), '-C', workDir]);
  const packageCli = join(workDir, 'package', 'cli/bin/portfolio.js');
  const repositoryCli = join(repositoryRoot, 'cli/bin/portfolio.js');
  const rows: Array<[string, string[], number]> = [
    ['portfolio --help', ['--help'], 0.3],
    ['portfolio --version', ['--version'], 0.3],
    ['portfolio validate (shipped content)', ['validate'], 1.5],
  ];
  console.log(`${''.padEnd(38)}${'package'.padStart(9)}${'tsx (repo)'.padStart(12)}  budget (package)`);
  for (const [label, args, budget] of rows) {
    const installed = medianSeconds([packageCli, ...args]);
    const source = medianSeconds([repositoryCli, ...args]);
    const verdict = installed <= budget ? 'OK' : 'OVER';
    console.log(`${label.padEnd(38)}${`${installed.toFixed(2)} s`.padStart(9)}${`${source.toFixed(2)} s`.padStart(12)}  ≤ ${budget} s ${verdict}`);
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
