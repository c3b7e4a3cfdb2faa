/**
 * The owner's loop against issue 29's budgets, each figure the median of 3 runs of the real CLI process on one
 * corpus of 1,000 realistic works (bench/publications-corpus.ts): a cold build (and the peak memory of its largest
 * process), the build again with nothing changed, after a refresh (5 works changed, 2 added), after a post's edit,
 * validate, `portfolio dev` until its first page is served, a save of each kind of content file in `portfolio dev`
 * until the open page shows it (in Chromium: bench/dev-save-to-screen.ts), and `--help`; then, without a budget, the
 * cold and refresh builds with compressed copies (`--compressed-copies`). The incremental figures use the build
 * cache (`.portfolio-cache/` beside the content folder) when the CLI has one; without it they are cold builds.
 * The CLI is the one owners run: compiled as the package is (compileCli), so lib/ is made again by each run.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { budgetLine, figureLine } from './budget-line.ts';
import { devSaveToScreen } from './dev-save-to-screen.ts';
import { chromiumPath } from '../tests/support/chromium.ts';
import { watchPeakMemory } from './process-peak.ts';
import { generatePublicationsCorpus } from './publications-corpus.ts';

const repositoryRoot = fileURLToPath(new URL('../', import.meta.url));
const repositoryCli = join(repositoryRoot, 'cli/bin/portfolio.js');
const runs = 3;

/**
 * The CLI an owner runs: the installed package's JavaScript, compiled to lib/ as `npm pack` does (package.json's
 * prepack), not the TypeScript the product's repository runs through tsx.
 */
function compileCli(): string {
  rmSync(join(repositoryRoot, 'lib'), { recursive: true, force: true });
  const tsc = spawnSync(process.execPath, [join(repositoryRoot, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'], { cwd: repositoryRoot, encoding: 'utf8' });
  if (tsc.status !== 0) throw new Error(`the CLI did not compile:\n${tsc.stdout}${tsc.stderr}`);
  return join(repositoryRoot, 'lib/cli/main.js');
}

const cli = compileCli();

/** One run of the CLI: its wall time and the peak resident memory of its largest process. */
function runCli(args: readonly string[], program = cli): Promise<{ seconds: number; peakBytes: number }> {
  return new Promise((resolveRun, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [program, ...args], { cwd: repositoryRoot, stdio: ['ignore', 'ignore', 'pipe'] });
    const peak = child.pid === undefined ? null : watchPeakMemory(child.pid);
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('close', (code) => {
      const peakBytes = peak?.largest()?.bytes ?? 0;
      peak?.stop();
      if (code === 0) resolveRun({ seconds: (performance.now() - started) / 1000, peakBytes });
      else reject(new Error(`portfolio ${args.join(' ')} failed (exit code ${code}):\n${errors}`));
    });
  });
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
  const address = server.address();
  await new Promise((resolveClose) => server.close(resolveClose));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/**
 * `portfolio dev` from its start until the first page can be shown: `/` answers 200 and the page's data
 * (`/data/site.json`, the owner's name in it) is served — the page itself is drawn in the browser in dev. The
 * server then runs until it has kept its state for the next start (`snapshot`, cli/dev/dev-snapshot.ts), as an
 * owner's session would.
 */
async function devFirstPage(contentDir: string, name: string, snapshot: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  // Its own process group, so that stopping it stops Vite's helpers too.
  const child = spawn(process.execPath, [cli, 'dev', '--content', contentDir, '--port', String(port)], { cwd: repositoryRoot, stdio: 'ignore', detached: true });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`portfolio dev stopped (exit code ${child.exitCode})`);
      const text = (path: string) => fetch(`http://127.0.0.1:${port}${path}`).then(async (response) => (response.ok ? await response.text() : ''), () => '');
      if ((await text('/')).includes('<div id="root"') && (await text('/data/site.json')).includes(name)) {
        const seconds = (performance.now() - started) / 1000;
        for (let waited = 0; !existsSync(snapshot) && waited < 60_000; waited += 100) await sleep(100);
        return seconds;
      }
      if (performance.now() - started > 120_000) throw new Error('portfolio dev served no page in 120 s');
      await sleep(50);
    }
  } finally {
    if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  }
}

interface Work {
  id: string;
  title: string;
  citedByCount: number;
  doi: string | null;
  url: string;
}

/** A weekly refresh: 5 works get a new title and citation count, 2 new works (copies of the first, new ids). */
async function refreshWorks(contentDir: string, round: number): Promise<void> {
  const path = join(contentDir, 'publications.json');
  const file = JSON.parse(await readFile(path, 'utf8')) as { items: Work[] };
  for (const work of file.items.slice(0, 5)) {
    work.title = `${work.title.replace(/ \(revised \d+\)$/, '')} (revised ${round})`;
    work.citedByCount += round;
  }
  const model = file.items[0] as Work;
  for (const index of [1, 2]) {
    const id = `W98${String(round * 10 + index).padStart(8, '0')}`;
    file.items.push({ ...model, id, title: `A new work of round ${round}, number ${index}`, doi: `10.5555/bench.${id.toLowerCase()}`, url: `https://doi.org/10.5555/bench.${id.toLowerCase()}` });
  }
  await writeFile(path, `${JSON.stringify(file, null, 2)}\n`);
}

async function editPost(contentDir: string, round: number): Promise<void> {
  const posts = join(contentDir, 'posts');
  const [post] = (await readdir(posts)).filter((name) => name.endsWith('.md')).sort();
  if (post === undefined) throw new Error(`no post in ${posts}`);
  const text = await readFile(join(posts, post), 'utf8');
  await writeFile(join(posts, post), `${text.trimEnd()}\n\nAn edit of round ${round}.\n`);
}

/**
 * A build leaves the output it replaced to a process of its own (cli/shared/remove-in-background.ts); an owner's next
 * edit comes after they have looked at the page, and each run here after that removal is done too, so that no run
 * pays for the one before it.
 */
async function previousOutputRemoved(outDir: string): Promise<void> {
  const prefix = `${basename(outDir)}.previous-`;
  while ((await readdir(dirname(outDir))).some((name) => name.startsWith(prefix))) await sleep(100);
}

async function timedRuns(prepare: (round: number) => Promise<void>, run: () => Promise<number>): Promise<number[]> {
  const seconds: number[] = [];
  for (let round = 1; round <= runs; round += 1) {
    await previousOutputRemoved(outDir);
    await prepare(round);
    seconds.push(await run());
  }
  return seconds;
}

const workDir = mkdtempSync(join(tmpdir(), 'portfolio-owner-loop-'));
const outDir = join(workDir, 'dist');
try {
  const contentDir = join(workDir, 'content');
  const cacheDir = join(workDir, '.portfolio-cache');
  await generatePublicationsCorpus(contentDir, 1000, { realistic: true });
  const name = (JSON.parse(await readFile(join(contentDir, 'site.json'), 'utf8')) as { profile: { name: string } }).profile.name;
  const hasCache = spawnSync(process.execPath, [cli, 'build', '--help'], { encoding: 'utf8' }).stdout.includes('--no-cache');
  const build = ['build', '--content', contentDir, '--out', outDir];
  if (!hasCache) console.log('(this CLI has no build cache: the incremental figures are cold builds)');

  const peaks: number[] = [];
  const cold = await timedRuns(
    async () => rmSync(cacheDir, { recursive: true, force: true }),
    async () => {
      const { seconds, peakBytes } = await runCli(hasCache ? [...build, '--no-cache'] : build);
      peaks.push(peakBytes);
      return seconds;
    },
  );
  console.log(budgetLine('build, cold (1,000 realistic works)', cold, 20, 's'));
  console.log(budgetLine('  its largest process', peaks.map((bytes) => bytes / 1e9), 0.75, 'GB'));
  await runCli(build);
  const built = async () => (await runCli(build)).seconds;
  console.log(budgetLine('build again, nothing changed', await timedRuns(async () => undefined, built), 3, 's'));
  console.log(budgetLine('build after a refresh (5 changed, 2 new)', await timedRuns((round) => refreshWorks(contentDir, round), built), 5, 's'));
  console.log(budgetLine('build after a post edited', await timedRuns((round) => editPost(contentDir, round), built), 3, 's'));
  const validate = async () => (await runCli(['validate', '--content', contentDir])).seconds;
  console.log(budgetLine('validate (1,000 realistic works)', await timedRuns(async () => undefined, validate), 2, 's'));
  const devState = join(cacheDir, 'content', 'entries', 'dev');
  const devStart = () => devFirstPage(contentDir, name, join(devState, 'latest'));
  const firstStart = async () => rmSync(devState, { recursive: true, force: true });
  console.log(budgetLine('dev: start to first page served, first session', await timedRuns(firstStart, devStart), 3, 's'));
  console.log(budgetLine('dev: the same, content unchanged since the last', await timedRuns(async () => undefined, devStart), 3, 's'));
  if (!existsSync(chromiumPath)) console.log(`dev: save → screen needs Chromium, not found at ${chromiumPath} (CHROMIUM_PATH names another)`);
  else {
    for (const [kind, seconds] of await devSaveToScreen(cli, repositoryRoot, contentDir, await freePort(), runs)) {
      console.log(budgetLine(`dev: save → screen, ${kind}`, seconds, 1, 's'));
    }
  }
  // A build for a server that sends compressed copies as they are: on its own output and cache, last, so that
  // its runs change nothing the budgets' runs read.
  if (spawnSync(process.execPath, [cli, 'build', '--help'], { encoding: 'utf8' }).stdout.includes('--compressed-copies')) {
    const copiesOut = join(workDir, 'dist-copies');
    const withCopies = ['build', '--content', contentDir, '--out', copiesOut, '--cache', join(workDir, 'cache-copies'), '--compressed-copies'];
    const why = "GitHub Pages ignores the copies; for the owner's own server";
    const coldWithCopies = await timedRuns(() => previousOutputRemoved(copiesOut), async () => (await runCli([...withCopies, '--no-cache'])).seconds);
    console.log(figureLine('build, cold, with --compressed-copies', coldWithCopies, 's', why));
    await runCli(withCopies);
    const refreshWithCopies = async (round: number) => {
      await previousOutputRemoved(copiesOut);
      await refreshWorks(contentDir, 100 + round);
    };
    const refreshed = await timedRuns(refreshWithCopies, async () => (await runCli(withCopies)).seconds);
    console.log(figureLine('  after a refresh, with --compressed-copies', refreshed, 's', why));
  }
  const help = async () => (await runCli(['--help'])).seconds;
  console.log(budgetLine('portfolio --help', await timedRuns(async () => undefined, help), 0.3, 's'));
  const helpInRepository = (await timedRuns(async () => undefined, async () => (await runCli(['--help'], repositoryCli)).seconds)).sort((a, b) => a - b);
  console.log(`  (in the product's repository, through tsx: ${helpInRepository[1]?.toFixed(2)} s, the median of ${runs})`);
} finally {
  rmSync(workDir, { recursive: true, force: true });
  rmSync(join(repositoryRoot, 'lib'), { recursive: true, force: true });
}
