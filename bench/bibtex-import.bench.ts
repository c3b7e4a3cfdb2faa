/**
 * Benchmark (prints figures; not a test): `portfolio fetch-publications` from a 1,000-entry .bib (the site's own
 * download format, realistic names and abstracts), the whole CLI process, with no source but the .bib.
 * Budget: 5 s (median of 3 runs). Run: npx tsx bench/bibtex-import.bench.ts
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ownBibtexCorpus } from './bibtex-corpus.ts';

const entryCount = 1000;
const budgetMs = 5000;
const repositoryRoot = fileURLToPath(new URL('../', import.meta.url));

const contentDir = await mkdtemp(join(tmpdir(), 'bibtex-import-bench-'));
try {
  const { text } = ownBibtexCorpus(entryCount);
  await writeFile(join(contentDir, 'publications.bib'), text);
  await writeFile(join(contentDir, 'site.json'), JSON.stringify({ format: 2, publications: { sources: [{ bibtex: 'publications.bib' }], exclude: [] } }));
  const runs: number[] = [];
  for (let run = 0; run < 3; run += 1) {
    await rm(join(contentDir, 'publications.json'), { force: true });
    const started = performance.now();
    // An unroutable OpenAlex address: a request would fail the run, so a pass also shows that none was made.
    const result = spawnSync(process.execPath, ['cli/bin/portfolio.js', 'fetch-publications', '--content', contentDir], {
      cwd: repositoryRoot,
      encoding: 'utf8',
      env: { ...process.env, OPENALEX_API_URL: 'http://127.0.0.1:9', ORCID_API_URL: 'http://127.0.0.1:9' },
    });
    runs.push(performance.now() - started);
    if (result.status !== 0) throw new Error(`fetch-publications failed:\n${result.stdout}\n${result.stderr}`);
  }
  const written = JSON.parse(await readFile(join(contentDir, 'publications.json'), 'utf8')) as { items: unknown[] };
  const median = [...runs].sort((a, b) => a - b)[1] as number;
  console.log(`entries in the .bib:          ${entryCount} (${(text.length / 1024).toFixed(0)} kB)`);
  console.log(`publications written:         ${written.items.length}`);
  console.log(
    `fetch-publications from .bib  median ${(median / 1000).toFixed(2)} s  (runs: ${runs.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s; budget ≤ ${budgetMs / 1000} s)`,
  );
  if (median > budgetMs) process.exitCode = 1;
} finally {
  await rm(contentDir, { recursive: true, force: true });
}
