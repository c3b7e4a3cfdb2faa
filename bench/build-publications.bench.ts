/**
 * Benchmark (prints figures; not a test): `portfolio build` of the shipped content with 1,000 works imported
 * from the local OpenAlex stand-in: about 2,000 paper pages. Target: under 60 s on 2 cores.
 * Run: npx tsx bench/build-publications.bench.ts [work count]
 */
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { importPublications } from '../cli/publications/import-publications.ts';
import { generateWorks, startOpenAlexStandIn } from '../cli/publications/testing/openalex-stand-in.ts';

const workCount = Number(process.argv[2] ?? 1000);
const repositoryRoot = fileURLToPath(new URL('../', import.meta.url));
const workDir = await mkdtemp(join(tmpdir(), 'build-publications-bench-'));
const contentDir = join(workDir, 'content');
const outDir = join(workDir, 'dist');

async function countPages(dir: string): Promise<number> {
  const files = await readdir(dir, { recursive: true });
  return files.filter((file) => file.endsWith('.html')).length;
}

try {
  await cp(join(repositoryRoot, 'content'), contentDir, { recursive: true });
  const site = JSON.parse(await readFile(join(contentDir, 'site.json'), 'utf8')) as {
    publications: { openalexAuthorIds: string[] };
  };
  const authorId = site.publications.openalexAuthorIds[0] ?? 'A5000000001';
  const standIn = await startOpenAlexStandIn({ works: generateWorks(workCount, { authorId }) });
  try {
    const outcome = await importPublications(
      { contentDir, outFile: join(contentDir, 'publications.json'), sourcesOverride: null, apiUrl: standIn.url, apiKey: null, dryRun: false, allowShrink: true },
      { fetch: globalThis.fetch, sleep: (milliseconds) => sleep(milliseconds), now: () => new Date() },
    );
    if (!outcome.ok) throw new Error(outcome.errors.join('\n'));
  } finally {
    await standIn.close();
  }

  const started = performance.now();
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, ['cli/bin/portfolio.js', 'build', '--content', contentDir, '--out', outDir], {
      cwd: repositoryRoot,
      stdio: 'ignore',
    });
    child.on('error', reject);
    child.on('close', resolve);
  });
  const buildMs = performance.now() - started;
  if (code !== 0) throw new Error(`portfolio build exited with ${code}`);
  const pages = await countPages(outDir);

  console.log(`works imported:               ${workCount}`);
  console.log(`HTML pages written:           ${pages}`);
  console.log(`portfolio build wall time:    ${(buildMs / 1000).toFixed(1)} s (target < 60 s)`);
  console.log(`per 100 pages:                ${((buildMs / pages) * 100 / 1000).toFixed(2)} s`);
} finally {
  await rm(workDir, { recursive: true, force: true });
}
