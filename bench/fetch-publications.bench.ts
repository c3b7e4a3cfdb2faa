/**
 * Benchmark (prints figures; not a test): a 1,000-work import from the local OpenAlex stand-in.
 * Targets: 6 requests (5 full pages of 200 + the closing empty page) and under 3 s.
 * Run: npx tsx bench/fetch-publications.bench.ts
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { importPublications } from '../cli/publications/import-publications.ts';
import { generateWorks, startOpenAlexStandIn } from '../cli/publications/testing/openalex-stand-in.ts';

const workCount = 1000;
const authorId = 'A5000000001';
const repositoryRoot = fileURLToPath(new URL('../', import.meta.url));

const standIn = await startOpenAlexStandIn({ works: generateWorks(workCount, { authorId }) });
const contentDir = await mkdtemp(join(tmpdir(), 'fetch-publications-bench-'));
try {
  await writeFile(join(contentDir, 'site.json'), JSON.stringify({ format: 2, publications: { sources: [{ openalex: { authors: [authorId] } }], exclude: [] } }));

  const started = performance.now();
  const outcome = await importPublications(
    {
      contentDir,
      outFile: join(contentDir, 'publications.json'),
      sourcesOverride: null,
      apiUrl: standIn.url,
      apiKey: null,
      dryRun: false,
      allowShrink: false,
    },
    { fetch: globalThis.fetch, sleep: (milliseconds) => sleep(milliseconds), now: () => new Date() },
  );
  const importMs = performance.now() - started;
  if (!outcome.ok) throw new Error(outcome.errors.join('\n'));
  const written = JSON.parse(await readFile(join(contentDir, 'publications.json'), 'utf8')) as { items: unknown[] };
  const importRequests = standIn.requests.length;

  const cliStarted = performance.now();
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, ['cli/bin/portfolio.js', 'fetch-publications', '--content', contentDir, '--api-url', standIn.url, '--dry-run'], {
      cwd: repositoryRoot,
      stdio: 'ignore',
    });
    child.on('error', reject);
    child.on('close', resolve);
  });
  const cliMs = performance.now() - cliStarted;
  if (code !== 0) throw new Error(`the CLI exited with ${code}`);

  console.log(`works served:                 ${workCount}`);
  console.log(`publications written:         ${written.items.length}`);
  console.log(`requests made:                ${importRequests} (target 6: 5 full pages + the closing empty page)`);
  console.log(`import wall time:             ${importMs.toFixed(0)} ms (target < 3000 ms)`);
  console.log(`CLI wall time (node + tsx):   ${cliMs.toFixed(0)} ms (same import as a dry run, process start included)`);
} finally {
  await standIn.close();
  await rm(contentDir, { recursive: true, force: true });
}
