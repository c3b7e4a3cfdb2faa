/**
 * Benchmark (prints figures; not a test): reading a generated al-folio site of 200 posts and 300 publications —
 * the reader's share of `portfolio init --from` (target for the whole command: ≤ 20 s).
 * Run: npx tsx bench/al-folio-reader.bench.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { alFolioReader } from '../cli/import-site/al-folio/al-folio-reader.ts';
import { writeAlFolioSite } from './al-folio-site.ts';

const root = mkdtempSync(join(tmpdir(), 'portfolio-al-folio-'));
try {
  writeAlFolioSite(root, { posts: 200, publications: 300, news: 100, projects: 20 });
  const runs: number[] = [];
  let summary = '';
  for (let run = 0; run < 3; run += 1) {
    const started = performance.now();
    const site = await alFolioReader.read(root);
    runs.push(performance.now() - started);
    summary = `${site.posts.length} posts, ${site.bibliography?.text.match(/^@article/gm)?.length ?? 0} BibTeX entries, ${site.news.length} news, ${site.projects.length} projects, ${site.redirects.length} redirects, ${site.assets.length} files to copy`;
  }
  const median = [...runs].sort((a, b) => a - b)[1] ?? 0;
  console.log(`al-folio reader (${summary}): median ${(median / 1000).toFixed(2)} s (runs: ${runs.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s; init --from target ≤ 20 s in all)`);
} finally {
  rmSync(root, { recursive: true, force: true });
}
