/**
 * Benchmark (prints figures; not a test): the whole `portfolio init <dir> --from <old-site>` command — reading a
 * generated al-folio site of 200 posts, 300 publications (its papers.bib), 100 news items and 20 projects,
 * writing the content, importing the bibliography and validating — as an owner runs it. Budget: 20 s (median of 3).
 * Run: npx tsx bench/init-from.bench.ts
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeAlFolioSite } from './al-folio-site.ts';

const budgetMs = 20_000;
const repositoryRoot = fileURLToPath(new URL('../', import.meta.url));
const workDir = mkdtempSync(join(tmpdir(), 'portfolio-init-from-bench-'));
try {
  const oldSite = join(workDir, 'old-site');
  writeAlFolioSite(oldSite, { posts: 200, publications: 300, news: 100, projects: 20 });
  const runs: number[] = [];
  for (let run = 0; run < 3; run += 1) {
    const started = performance.now();
    const result = spawnSync(process.execPath, ['cli/bin/portfolio.js', 'init', join(workDir, `site-${run}`), '--from', oldSite], { cwd: repositoryRoot, encoding: 'utf8' });
    runs.push(performance.now() - started);
    if (result.status !== 0) throw new Error(`init --from failed:\n${result.stdout}\n${result.stderr}`);
  }
  const median = [...runs].sort((a, b) => a - b)[1] as number;
  console.log(
    `init --from an al-folio site (200 posts, 300 works)  median ${(median / 1000).toFixed(2)} s  (runs: ${runs.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s; budget ≤ ${budgetMs / 1000} s)`,
  );
  if (median > budgetMs) process.exitCode = 1;
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
