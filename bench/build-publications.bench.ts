/**
 * Benchmark (prints figures; not a test): `portfolio build` of the shipped content with 1,000 works imported
 * from the local OpenAlex stand-in: about 2,000 paper pages. Prints the build's own phase lines, the wall time
 * and the peak memory of its largest process (the build, its CV thread included, or the prerender's child).
 * Target: under 45 s and 1 GB on 2 cores, with --realistic works (20–200 authors, abstracts of 1,500–2,500
 * characters: bench/realistic-works.ts); the stand-in's own works have two authors and a short abstract.
 * Run: npx tsx bench/build-publications.bench.ts [work count] [--realistic]
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { watchPeakMemory } from './process-peak.ts';
import { generatePublicationsCorpus } from './publications-corpus.ts';
import { searchIndexLine } from './search-index-size.ts';

const args = process.argv.slice(2);
const realistic = args.includes('--realistic');
const workCount = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 1000);
const repositoryRoot = fileURLToPath(new URL('../', import.meta.url));
const workDir = await mkdtemp(join(tmpdir(), 'build-publications-bench-'));
const contentDir = join(workDir, 'content');
const outDir = join(workDir, 'dist');

async function countPages(dir: string): Promise<number> {
  const files = await readdir(dir, { recursive: true });
  return files.filter((file) => file.endsWith('.html')).length;
}

try {
  await generatePublicationsCorpus(contentDir, workCount, { realistic });
  const started = performance.now();
  const child = spawn(process.execPath, ['cli/bin/portfolio.js', 'build', '--content', contentDir, '--out', outDir], {
    cwd: repositoryRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const memory = watchPeakMemory(child.pid ?? process.pid);
  const output: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  const buildMs = performance.now() - started;
  const largest = memory.largest();
  memory.stop();
  const printed = Buffer.concat(output).toString('utf8');
  if (code !== 0) throw new Error(`portfolio build exited with ${code}:\n${printed}`);
  const pages = await countPages(outDir);

  console.log(`works imported:               ${workCount} (${realistic ? 'realistic: 20–200 authors, abstracts of 1,500–2,500 characters' : "the stand-in's generated works"})`);
  for (const line of printed.split('\n').filter((text) => text.includes('✓'))) console.log(`  ${line.trim()}`);
  console.log(`HTML pages written:           ${pages}`);
  console.log(`search index (dist/pagefind): ${await searchIndexLine(outDir)}`);
  console.log(`portfolio build wall time:    ${(buildMs / 1000).toFixed(1)} s (target < 45 s)`);
  console.log(`per 100 pages:                ${((buildMs / pages) * 100 / 1000).toFixed(2)} s`);
  console.log(`largest process, peak RSS:    ${largest === null ? 'unknown (no /proc)' : `${(largest.bytes / 1e9).toFixed(2)} GB`} (target ≤ 1 GB)`);
} finally {
  await rm(workDir, { recursive: true, force: true });
}
