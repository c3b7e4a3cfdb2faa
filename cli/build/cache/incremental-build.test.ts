import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicationsFile, TalksFile } from '../../../schemas/types.generated.ts';
import { publicationKey } from '../../../core/collections/publications/publication-key.ts';
import { validateContent } from '../../content/validate-content.ts';
import { buildSite } from '../build-site.ts';
import type { BuildReporter } from '../build-report.ts';
import { openBuildCache, type BuildCache } from './build-cache.ts';
import { contentFileHashes, recordBuild } from './unchanged-build.ts';
import { dataFileSources } from './sourced-data-files.ts';
import { processesVariable } from '../prerender-parallel.ts';

const shippedContent = resolve(import.meta.dirname, '../../../content');

/** Every file of a folder (.br and .gz included) with the sha-256 of its bytes. */
function filesOf(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    files[relative(dir, file)] = createHash('sha256').update(readFileSync(file)).digest('hex');
  }
  return files;
}

/** The folders of `dir` that hold nothing (a removed page's, which a cold build does not make). */
function emptyFolders(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isDirectory() && readdirSync(join(entry.parentPath, entry.name)).length === 0)
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

let workDir: string;
let content: string;
let cacheDir: string;

/**
 * Validates and builds `content` into `out`, and records the build in the cache as `portfolio build` does (the next
 * build links the unchanged files of this output, and its data files made from a content file still the same);
 * returns the phase lines' details by phase. With the compressed copies: their reuse is part of what is tested.
 */
async function build(out: string, cache?: BuildCache): Promise<Record<string, string>> {
  const { content: valid, problems } = await validateContent(content);
  if (!valid) throw new Error(problems.map((problem) => problem.message).join('\n'));
  const details: Record<string, string> = {};
  const reporter: BuildReporter = { phase: (name, _ms, detail = '') => (details[name] = detail), progress: () => {} };
  const dataSources = dataFileSources(await contentFileHashes(content));
  await buildSite(valid, content, out, { reporter, cache, dataSources, compressedCopies: true });
  if (cache) await recordBuild(cache.entries, out, { inputs: 'not compared here', warnings: [], summary: '', dataSources });
  return details;
}

/**
 * A paper's files the build makes (its page, BibTeX and RIS, and their compressed copies; not the owner's manuscript) in an output, each with its bytes' hash and
 * its inode: the same inode for a file linked from the last output, another for a file written again.
 */
function paperFilesOf(dir: string): Map<string, { hash: string; inode: number }> {
  const files = new Map<string, { hash: string; inode: number }>();
  for (const entry of readdirSync(join(dir, 'publications'), { recursive: true, withFileTypes: true })) {
    const file = join(entry.parentPath, entry.name);
    if (!entry.isFile() || !/publications\/[^/]+\/[^/]+\.(?:html|bib|ris)(?:\.br|\.gz)?$/.test(file)) continue;
    files.set(relative(dir, file), { hash: createHash('sha256').update(readFileSync(file)).digest('hex'), inode: statSync(file).ino });
  }
  return files;
}

/** Runs `run` with the prerender shared by two processes, whatever the number of pages (prerender-parallel.ts). */
async function inTwoProcesses<T>(run: () => Promise<T>): Promise<T> {
  process.env[processesVariable] = '2';
  try {
    return await run();
  } finally {
    delete process.env[processesVariable];
  }
}

function editJson<T>(file: string, edit: (value: T) => void): void {
  const value = JSON.parse(readFileSync(join(content, file), 'utf8')) as T;
  edit(value);
  writeFileSync(join(content, file), JSON.stringify(value, null, 2));
}

beforeAll(() => {
  workDir = mkdtempSync(join(tmpdir(), 'portfolio-incremental-'));
  content = join(workDir, 'content');
  cacheDir = join(workDir, '.portfolio-cache');
  cpSync(shippedContent, content, { recursive: true });
});

afterAll(() => rmSync(workDir, { recursive: true, force: true }), 60_000);

describe('an incremental build', () => {
  it('writes, over several edits, the very bytes of a cold build, and reuses nothing made by another product', async () => {
    const cache = () => openBuildCache(cacheDir, content, 'product-a');
    const cold = await build(join(workDir, 'dist'), await cache());
    expect(cold['data']).toContain('citations 0 of 16 reused');

    // A refresh: a work's title changed, one removed, one added.
    editJson<PublicationsFile>('publications.json', (file) => {
      const [changed, removed, template] = ['W4412260478', 'W3158822704', 'W2991736452'].map((id) => file.items.find((work) => work.id === id));
      if (!changed || !removed || !template) throw new Error('the shipped works changed: pick others');
      changed.title = `${changed.title}, revised`;
      file.items.splice(file.items.indexOf(removed), 1);
      file.items.push({ ...template, id: 'W2991736999', title: 'Swash hydrodynamics on a steep gravel slope, the field data', doi: null, url: 'https://example.org/swash-field-data' });
    });
    const beforeRefresh = paperFilesOf(join(workDir, 'dist'));
    const refreshed = await build(join(workDir, 'dist'), await cache());
    expect(refreshed['data']).toContain('citations 14 of 16 reused');
    expect(refreshed['CV PDFs']).toBe('2 PDFs made again');
    // The papers' files whose bytes did not change are the last output's, linked; the changed ones are new files.
    const afterRefresh = [...paperFilesOf(join(workDir, 'dist'))].map(([path, file]) => ({ path, file, before: beforeRefresh.get(path) }));
    const unchanged = afterRefresh.filter(({ file, before }) => before?.hash === file.hash);
    expect(unchanged.length).toBeGreaterThan(50);
    expect(unchanged.filter(({ file, before }) => before?.inode !== file.inode).map(({ path }) => path)).toEqual([]);
    expect(afterRefresh.filter(({ file, before }) => before !== undefined && before.hash !== file.hash && before.inode === file.inode)).toEqual([]);
    // The removed work's page folder, made for it while the content was validated, is gone with it.
    const paths = new Set(afterRefresh.map(({ path }) => path));
    expect([...beforeRefresh.keys()].filter((path) => !paths.has(path)).length).toBeGreaterThan(0);
    expect(emptyFolders(join(workDir, 'dist'))).toEqual([]);

    // A post edited: the data files made from publications.json alone, unchanged, are the last output's, linked
    // unmade. A title in the last output's works changed, and recorded as that build's: still there after.
    const works = join(workDir, 'dist', 'data', 'publications.json');
    writeFileSync(works, readFileSync(works, 'utf8').replace('"title":"', '"title":"~'));
    const dataSources = dataFileSources(await contentFileHashes(content));
    await recordBuild((await cache()).entries, join(workDir, 'dist'), { inputs: 'not compared here', warnings: [], summary: '', dataSources });
    const post = join(content, 'posts', 'estimating-wave-run-up.md');
    writeFileSync(post, `${readFileSync(post, 'utf8')}\nA paragraph, written after the refresh.\n`);
    await build(join(workDir, 'dist'), await cache());
    expect(readFileSync(join(workDir, 'dist', 'data', 'publications.json'), 'utf8')).toContain('"title":"~');

    // The works' page data are made from publications.json, the manuscripts, the languages and what other kinds say
    // of the works: linked unmade after a post's edit (a work's, changed in the last output and recorded, is still
    // so after), made again when a talk presenting a work changes.
    const talk = (JSON.parse(readFileSync(join(content, 'talks.json'), 'utf8')) as TalksFile).items.find((item) => item.publication !== undefined);
    if (talk?.publication === undefined) throw new Error('no shipped talk presents a work: pick another edit');
    const workData = join(workDir, 'dist', 'data', `publication.${publicationKey({ id: talk.publication })}.json`);
    writeFileSync(workData, readFileSync(workData, 'utf8').replace('"title":"', '"title":"~'));
    await recordBuild((await cache()).entries, join(workDir, 'dist'), { inputs: 'not compared here', warnings: [], summary: '', dataSources: dataFileSources(await contentFileHashes(content)) });
    writeFileSync(post, `${readFileSync(post, 'utf8')}\nAnother paragraph.\n`);
    await build(join(workDir, 'dist'), await cache());
    expect(readFileSync(workData, 'utf8')).toContain('"title":"~');
    editJson<TalksFile>('talks.json', (file) => {
      const presented = file.items.find((item) => item.id === talk.id);
      if (presented !== undefined) presented.event = `${presented.event}, online`;
    });
    await build(join(workDir, 'dist'), await cache());
    expect(readFileSync(workData, 'utf8')).not.toContain('"title":"~');
    expect(readFileSync(workData, 'utf8')).toContain(`${talk.event}, online`);

    // A post edited and an interface string changed; some entries damaged in between.
    writeFileSync(post, `${readFileSync(post, 'utf8')}\nOne more paragraph, written after the first build.\n`);
    editJson<Record<string, string>>('strings.en.json', (strings) => {
      strings['skills.subtitle'] = 'Methods and tools, edited';
    });
    // The compressed copies' pack damaged in its middle: the copies there are made again, the others reused.
    const packs = readdirSync(join(cacheDir, 'entries', 'compressed')).filter((file) => file.startsWith('pack-'));
    const pack = packs.map((file) => join(cacheDir, 'entries', 'compressed', file)).sort((a, b) => statSync(b).size - statSync(a).size)[0] as string;
    const packBytes = readFileSync(pack);
    packBytes.fill(0x2a, Math.floor(packBytes.length / 3), Math.floor(packBytes.length / 2));
    writeFileSync(pack, packBytes);
    rmSync(join(cacheDir, 'entries', 'search-index'), { recursive: true });
    // No last output to link from: everything reusable comes from the cache's entries, the damaged ones made again.
    rmSync(join(workDir, 'dist'), { recursive: true });
    const edited = await build(join(workDir, 'dist'), await cache());
    expect(edited['data']).toContain('citations 16 of 16 reused');
    expect(edited['compress']).toMatch(/files, [1-9]\d* of \d+ reused/);

    // A weekly refresh that changed citation counts alone: the CV (which shows none) and the papers' search index
    // (which reads none) are kept; the cold build below is of this content.
    editJson<PublicationsFile>('publications.json', (file) => {
      for (const work of file.items.slice(0, 5)) work.citedByCount += 7;
    });
    const counted = await build(join(workDir, 'dist'), await cache());
    expect(counted['CV PDFs']).toBe('PDFs 2 of 2 reused');
    expect(counted['search index']).not.toMatch(/publications-(?:en|fr) made again/);

    // A refresh of the newest works (a title filled in, a new work of the year): the papers' index of the older
    // works is kept; that of the newest two years made again.
    editJson<PublicationsFile>('publications.json', (file) => {
      const [newest] = file.items;
      if (!newest || newest.year !== 2026) throw new Error('the shipped works changed: pick a work of the newest year');
      newest.title = `${newest.title}, in press`;
      file.items.push({ ...newest, id: 'W4415582999', title: 'Swash zone sediment fluxes from a lidar array', doi: null, url: 'https://example.org/swash-fluxes' });
    });
    const recent = await build(join(workDir, 'dist'), await cache());
    expect(recent['search index']).toMatch(/publications-en reused, publications-2-en made again, publications-fr reused, publications-2-fr made again/);

    // The cold build's pages shared by two processes (as on 200 pages or more), the incremental ones by one.
    const coldFiles = await inTwoProcesses(async () => {
      await build(join(workDir, 'cold'));
      return filesOf(join(workDir, 'cold'));
    });
    expect(filesOf(join(workDir, 'dist'))).toEqual(coldFiles);

    // Another product (a new version, an upgrade of a dependency): the cache is emptied, nothing is reused.
    const otherProduct = await openBuildCache(cacheDir, content, 'product-b');
    expect(otherProduct.notice).toMatch(/another version of the product/);
    const rebuilt = await inTwoProcesses(() => build(join(workDir, 'dist'), otherProduct));
    // Both processes kept their pages in the cache, and the first did not drop the second's.
    expect(readdirSync(join(cacheDir, 'prerender', 'pages')).filter((file) => file.endsWith('.html'))).toHaveLength(
      readdirSync(join(workDir, 'dist'), { recursive: true }).filter((file) => String(file).endsWith('index.html')).length,
    );
    expect(rebuilt['data']).toContain('citations 0 of 17 reused, images 0 of');
    expect(rebuilt['compress']).toMatch(/files, 0 of \d+ reused/);
    expect(rebuilt['search index']).toContain('made again');
    expect(rebuilt['CV PDFs']).toBe('2 PDFs made again');
    expect(filesOf(join(workDir, 'dist'))).toEqual(coldFiles);
  }, 900_000);
});
