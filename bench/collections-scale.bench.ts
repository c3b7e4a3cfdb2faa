/**
 * Benchmark (prints figures; not a test): the build of 1,000 realistic works without and then with a long
 * career's other kinds beside them (200 posts, 300 talks, 1,000 news items: bench/collections-corpus.ts), and
 * what the collection pages weigh: issue 20's "Scale" (every list page under 300 kB gzip, the home page's HTML
 * not growing with them).
 * Run: npx tsx bench/collections-scale.bench.ts
 */
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { addCollectionsCorpus, collectionsScale } from './collections-corpus.ts';
import { generatePublicationsCorpus } from './publications-corpus.ts';
import { searchIndexLine } from './search-index-size.ts';

const repositoryRoot = fileURLToPath(new URL('../', import.meta.url));
const workDir = await mkdtemp(join(tmpdir(), 'collections-scale-bench-'));
const listPageBudget = 300_000;

function build(contentDir: string, outDir: string): number {
  const started = performance.now();
  const result = spawnSync(process.execPath, ['cli/bin/portfolio.js', 'build', '--content', contentDir, '--out', outDir], { cwd: repositoryRoot, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`portfolio build failed:\n${result.stdout}\n${result.stderr}`);
  return performance.now() - started;
}

async function gzipBytes(file: string): Promise<number> {
  return gzipSync(await readFile(file)).length;
}

/** Every HTML page of a built site under `folders` (e.g. news/, fr/news/), with its gzip size. */
async function pageSizes(outDir: string, folders: readonly string[]): Promise<Array<{ page: string; bytes: number }>> {
  const files = (await readdir(outDir, { recursive: true })).filter((file) => file.endsWith('.html') && folders.some((folder) => file.startsWith(folder)));
  return Promise.all(files.sort().map(async (page) => ({ page, bytes: await gzipBytes(join(outDir, page)) })));
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

try {
  const base = join(workDir, 'base');
  await generatePublicationsCorpus(base, 1000, { realistic: true });
  const scaled = join(workDir, 'scaled');
  await cp(base, scaled, { recursive: true });
  await addCollectionsCorpus(scaled);

  const baseMs = build(base, join(workDir, 'base-dist'));
  const scaledMs = build(scaled, join(workDir, 'scaled-dist'));
  const baseHome = await gzipBytes(join(workDir, 'base-dist', 'index.html'));
  const scaledHome = await gzipBytes(join(workDir, 'scaled-dist', 'index.html'));
  const lists = await pageSizes(join(workDir, 'scaled-dist'), ['news/', 'talks/', 'posts/', 'fr/news/', 'fr/talks/', 'fr/posts/']);
  const listPages = lists.filter(({ page }) => !/posts\/(?!tags\/|page\/)[^/]+\/index\.html$/.test(page));
  const largest = [...listPages].sort((a, b) => b.bytes - a.bytes).slice(0, 6);

  console.log(`content: 1,000 realistic works; then + ${collectionsScale.posts} posts (half also in French), ${collectionsScale.talks} talks, ${collectionsScale.news} news items`);
  console.log(`build, 1,000 works alone:             ${(baseMs / 1000).toFixed(1)} s`);
  console.log(`build, with the collections at scale: ${(scaledMs / 1000).toFixed(1)} s (+${((scaledMs - baseMs) / 1000).toFixed(1)} s for ${lists.length} more pages)`);
  console.log(`search index, 1,000 works alone:      ${await searchIndexLine(join(workDir, 'base-dist'))}`);
  console.log(`search index, with the collections:   ${await searchIndexLine(join(workDir, 'scaled-dist'))}`);
  console.log(`home page HTML, gzip:                 ${kB(baseHome)} → ${kB(scaledHome)} (must not grow with the collections)`);
  console.log(`largest list pages, gzip (budget ${kB(listPageBudget)} each):`);
  for (const { page, bytes } of largest) console.log(`  ${page.padEnd(40)} ${kB(bytes)}${bytes > listPageBudget ? '  ✖ over budget' : ''}`);
  if (listPages.some(({ bytes }) => bytes > listPageBudget)) process.exitCode = 1;
} finally {
  await rm(workDir, { recursive: true, force: true });
}
