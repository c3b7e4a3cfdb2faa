import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateContent } from '../content/validate-content.ts';
import { childModule, productModule, productPath, productRoot } from '../shared/product-files.ts';
import { withBuildLock } from './build-lock.ts';
import { dataFiles } from './data-files.ts';
import { readPageIndex } from './prerender-cache/page-index.ts';
import { isPrerenderEvent } from './prerender-events.ts';

const shippedContent = fileURLToPath(new URL('../../content/', import.meta.url));
const prerenderScript = childModule(import.meta.url, './run-prerender');
const viteConfigFile = productModule(import.meta.url, '../../vite.config');

interface PrerenderRun {
  rendered: string[];
  reused: string[];
}

let workDir: string;
let languages: string[];
let defaultLanguage: string;

/** The prerender child as `portfolio build` runs it (build-site.ts), taking turns with the other builds of this checkout. */
function prerender(dataDir: string, outDir: string): Promise<PrerenderRun> {
  return withBuildLock(productPath('.portfolio', 'build.lock'), () => new Promise((resolveRun, reject) => {
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      PORTFOLIO_DATA_DIR: dataDir,
      PORTFOLIO_OUT_DIR: outDir,
      PORTFOLIO_CONTENT_DIR: shippedContent,
      PORTFOLIO_PRERENDER_CACHE: join(workDir, 'cache'),
      VITE_LANGUAGES: languages.join(','),
      VITE_DEFAULT_LANGUAGE: defaultLanguage,
    };
    const child = spawn(process.execPath, [...prerenderScript.execArgv, prerenderScript.file, viteConfigFile], { cwd: productRoot, env, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
    const run: PrerenderRun = { rendered: [], reused: [] };
    const log: string[] = [];
    child.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
    child.on('message', (event) => {
      if (isPrerenderEvent(event) && event.kind === 'pages') (event.reused ? run.reused : run.rendered).push(...event.paths);
    });
    child.once('close', (code) => (code === 0 ? resolveRun(run) : reject(new Error(`the prerender failed (${code}):\n${log.join('')}`))));
  }));
}

/** Every file of a folder with the sha256 of its bytes, without vite-react-ssg's loader files (the build removes them). */
function fingerprint(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const path = relative(dir, join(entry.parentPath, entry.name));
    if (entry.isFile() && !path.startsWith('static-loader-data')) files[path] = createHash('sha256').update(readFileSync(join(dir, path))).digest('hex');
  }
  return files;
}

function writeData(dir: string, data: Record<string, unknown>): void {
  mkdirSync(dir, { recursive: true });
  for (const [key, value] of Object.entries(data)) writeFileSync(join(dir, `${key}.json`), JSON.stringify(value));
}

/** The pages whose record in the page cache's index says their render read the data file `key`. */
function pagesReading(key: string): string[] {
  return [...readPageIndex(join(workDir, 'cache'))]
    .filter(([, page]) => page.reads.some(([read]) => read === key))
    .map(([path]) => path)
    .sort();
}

let changedKey: string;
let cold: PrerenderRun;
let changedBack: PrerenderRun;

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'prerender-cache-'));
  const { content, problems } = await validateContent(shippedContent);
  if (content === undefined) throw new Error(JSON.stringify(problems));
  ({ languages } = content);
  defaultLanguage = content.site.defaultLanguage;
  const data = await dataFiles(content);
  changedKey = Object.keys(data).find((key) => key.startsWith('publication.'))!;
  const work = data[changedKey] as { publication: { title: string } };
  writeData(join(workDir, 'data'), data);
  writeData(join(workDir, 'changed-data'), { ...data, [changedKey]: { ...work, publication: { ...work.publication, title: `${work.publication.title} (revised)` } } });
  // Cold (the bundle built, every page rendered), then the original data, then the changed data again.
  cold = await prerender(join(workDir, 'changed-data'), join(workDir, 'cold'));
  await prerender(join(workDir, 'data'), join(workDir, 'original'));
  changedBack = await prerender(join(workDir, 'changed-data'), join(workDir, 'again'));
  // One Vite build and three prerenders of the shipped content, after any build of this checkout under way (the
  // lock): on a loaded 2-core machine, minutes.
}, 600_000);

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe('the prerender with a cache', () => {
  it('renders again only the pages that read the changed data file', () => {
    expect(cold.reused).toEqual([]);
    const readers = pagesReading(changedKey);
    expect(readers.length).toBeGreaterThan(0);
    expect(readers.length).toBeLessThan(cold.rendered.length);
    expect(changedBack.rendered.sort()).toEqual(readers);
    expect(changedBack.reused.length + changedBack.rendered.length).toBe(cold.rendered.length);
  });

  it('writes the same bytes as a cold prerender, every page and file', () => {
    expect(fingerprint(join(workDir, 'again'))).toEqual(fingerprint(join(workDir, 'cold')));
    expect(fingerprint(join(workDir, 'original'))).not.toEqual(fingerprint(join(workDir, 'cold')));
  });

  it('writes no loader data for pages whose routes have no loader (one file a page, only to be removed)', () => {
    expect(cold.rendered.length).toBeGreaterThan(0);
    expect(existsSync(join(workDir, 'cold', 'static-loader-data'))).toBe(false);
  });
});
