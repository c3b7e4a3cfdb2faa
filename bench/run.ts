/**
 * `npm run bench`: prints how long the pipeline takes on this machine (a benchmark, never a test).
 * Targets on a 2-core machine: validate < 1 s, 1,000 works imported in 6 requests and < 3 s, 1,000 .bib entries
 * imported in ≤ 5 s, full build < 15 s,
 * build of 1,000 realistic works < 45 s with no process over 1 GB; with 200 posts, 300 talks and 1,000 news items
 * beside them, every list page < 300 kB gzip and the home page no larger.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkLine, previewBytesCheck } from './preview-bytes.ts';
import { searchIndexLine } from './search-index-size.ts';

const repositoryRoot = fileURLToPath(new URL('../', import.meta.url));
const cli = join(repositoryRoot, 'cli/bin/portfolio.js');

function timed(label: string, args: string[], target: string): void {
  const runs: number[] = [];
  for (let run = 0; run < 3; run += 1) {
    const started = performance.now();
    const result = spawnSync(process.execPath, args, { cwd: repositoryRoot, encoding: 'utf8' });
    runs.push(performance.now() - started);
    if (result.status !== 0) throw new Error(`${label} failed:\n${result.stdout}\n${result.stderr}`);
  }
  const sorted = [...runs].sort((a, b) => a - b);
  const median = sorted[1] as number;
  console.log(
    `${label.padEnd(34)} median ${(median / 1000).toFixed(2)} s  (runs: ${runs.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s; target ${target})`,
  );
}

const outDir = mkdtempSync(join(tmpdir(), 'portfolio-bench-'));
try {
  console.log(`Node ${process.version}, ${process.arch}; each figure is the median of 3 runs of the real CLI process.\n`);
  console.log('The package an owner installs (npm pack), and its command beside this repository\'s:');
  const packageBench = spawnSync(process.execPath, ['--import', 'tsx', join(repositoryRoot, 'bench/package.bench.ts')], { cwd: repositoryRoot, stdio: 'inherit' });
  if (packageBench.status !== 0) process.exitCode = 1;
  console.log('');
  timed('validate (shipped content)', [cli, 'validate'], '< 1 s');
  timed('build (shipped content, full)', [cli, 'build', '--out', join(outDir, 'dist')], '< 15 s');
  console.log(`search index of the shipped content: ${await searchIndexLine(join(outDir, 'dist'))}`);
  console.log('\nportfolio preview against a host compressing with gzip (every text file of the build):');
  console.log(checkLine('bytes sent to a gzip-only browser', await previewBytesCheck(join(outDir, 'dist'))));
  console.log('\nfetch-publications, 1,000 works from the local OpenAlex stand-in:');
  const fetchBench = spawnSync(process.execPath, ['--import', 'tsx', join(repositoryRoot, 'bench/fetch-publications.bench.ts')], {
    cwd: repositoryRoot,
    stdio: 'inherit',
  });
  if (fetchBench.status !== 0) process.exitCode = 1;
  console.log('\nfetch-publications from a 1,000-entry .bib (no other source, no request):');
  const bibtexBench = spawnSync(process.execPath, ['--import', 'tsx', join(repositoryRoot, 'bench/bibtex-import.bench.ts')], { cwd: repositoryRoot, stdio: 'inherit' });
  if (bibtexBench.status !== 0) process.exitCode = 1;
  console.log('\nportfolio init --from an al-folio site (reading it, writing the content, importing its papers.bib, validating):');
  const initFromBench = spawnSync(process.execPath, ['--import', 'tsx', join(repositoryRoot, 'bench/init-from.bench.ts')], { cwd: repositoryRoot, stdio: 'inherit' });
  if (initFromBench.status !== 0) process.exitCode = 1;
  console.log('\npublications at scale, 1,000 works imported from the local OpenAlex stand-in, then validated:');
  const corpusBench = spawnSync(process.execPath, ['--import', 'tsx', join(repositoryRoot, 'bench/publications-corpus.bench.ts')], {
    cwd: repositoryRoot,
    stdio: 'inherit',
  });
  if (corpusBench.status !== 0) process.exitCode = 1;
  console.log('\nportfolio build of 1,000 realistic works (20–200 authors, abstracts of 1,500–2,500 characters), phases and peak memory:');
  const buildBench = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(repositoryRoot, 'bench/build-publications.bench.ts'), '1000', '--realistic'],
    { cwd: repositoryRoot, stdio: 'inherit' },
  );
  if (buildBench.status !== 0) process.exitCode = 1;
  console.log('\nThe generated CV PDFs (part of the build above):');
  const cvBench = spawnSync(process.execPath, ['--import', 'tsx', join(repositoryRoot, 'bench/cv.bench.ts')], {
    cwd: repositoryRoot,
    stdio: 'inherit',
  });
  if (cvBench.status !== 0) process.exitCode = 1;
  console.log('\nThe other kinds at scale beside 1,000 realistic works (200 posts, 300 talks, 1,000 news items):');
  const collectionsBench = spawnSync(process.execPath, ['--import', 'tsx', join(repositoryRoot, 'bench/collections-scale.bench.ts')], {
    cwd: repositoryRoot,
    stdio: 'inherit',
  });
  if (collectionsBench.status !== 0) process.exitCode = 1;
  console.log("\nThe owner's loop against issue 29's budgets (1,000 realistic works; medians of 3):");
  const ownerLoopBench = spawnSync(process.execPath, ['--import', 'tsx', join(repositoryRoot, 'bench/owner-loop.bench.ts')], { cwd: repositoryRoot, stdio: 'inherit' });
  if (ownerLoopBench.status !== 0) process.exitCode = 1;
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
