/**
 * Benchmark (prints figures; not a test): a 1,000-work content folder generated through the local OpenAlex
 * stand-in (import), then `portfolio validate` on it, and the build-time citation and feed work for it.
 * Keep the folder with BENCH_CORPUS_DIR=<dir> (e.g. for `npm run audit -- --content <dir>`).
 * Run: npx tsx bench/publications-corpus.bench.ts
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PublicationsFile } from '../schemas/types.generated.ts';
import { citationData } from '../cli/citations/citation-data.ts';
import { publicationFeeds } from '../cli/collections/publications/publication-feeds.ts';
import { generatePublicationsCorpus } from './publications-corpus.ts';

const workCount = 1000;
const repositoryRoot = fileURLToPath(new URL('../', import.meta.url));
const kept = process.env.BENCH_CORPUS_DIR;
const contentDir = kept === undefined ? await mkdtemp(join(tmpdir(), 'publications-corpus-')) : resolve(kept);

function seconds(milliseconds: number): string {
  return `${(milliseconds / 1000).toFixed(2)} s`;
}

/** Runs `work` and gives its wall time and this process's CPU time (user + system): on a shared machine the CPU time is the steadier figure. */
function measured<T>(work: () => T): { value: T; figures: string } {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const value = work();
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { value, figures: `${seconds(wall)} wall, ${seconds((used.user + used.system) / 1000)} CPU` };
}

try {
  const { importMs, requests } = await generatePublicationsCorpus(contentDir, workCount);
  const file = JSON.parse(await readFile(join(contentDir, 'publications.json'), 'utf8')) as PublicationsFile;
  console.log(`corpus:                        ${file.items.length} publications (${workCount} generated works + the hand-kept one), ${requests} requests, import ${seconds(importMs)}`);

  const validateStarted = performance.now();
  const validate = spawnSync(process.execPath, ['cli/bin/portfolio.js', 'validate', '--content', contentDir], { cwd: repositoryRoot, encoding: 'utf8' });
  const validateMs = performance.now() - validateStarted;
  if (validate.status !== 0) throw new Error(`validate failed:\n${validate.stdout}\n${validate.stderr}`);
  console.log(`validate (CLI process):        ${seconds(validateMs)}`);

  const downloads = measured(() => citationData(file.items, []));
  const bytes = Object.values(downloads.value.files).reduce((sum, text) => sum + Buffer.byteLength(text), 0);
  console.log(`citation files (BibTeX, RIS, CSL-JSON; whole + per paper): ${Object.keys(downloads.value.files).length} files, ${(bytes / 1e6).toFixed(1)} MB, ${downloads.figures}`);

  const withReferences = measured(() => citationData(file.items, ['en', 'fr']));
  console.log(`the same with APA references en + fr: ${Object.keys(withReferences.value.references.en ?? {}).length} per language, ${withReferences.figures}`);

  const options = { siteUrl: 'https://example.org', ownerName: 'Bench', languages: ['en', 'fr'], defaultLanguage: 'en', updatedAt: file.updated_at };
  const feeds = measured(() => publicationFeeds(file.items, options));
  console.log(`Atom feeds (50 newest, en + fr): ${Object.keys(feeds.value).length} files, ${feeds.figures}`);
  if (kept !== undefined) console.log(`content folder kept at ${contentDir}`);
} finally {
  if (kept === undefined) await rm(contentDir, { recursive: true, force: true });
}
