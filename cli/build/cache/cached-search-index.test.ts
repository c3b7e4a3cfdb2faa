import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { searchPartName, type SearchIndexPart } from '../search-index.ts';
import { CacheEntries } from './cache-entries.ts';
import { cachedSearchIndex, type IndexPart } from './cached-search-index.ts';

let siteDir: string;
let entries: CacheEntries;
const parts: SearchIndexPart[] = [
  { language: 'en', glob: 'posts/**/*.html', has: (path) => path.startsWith('posts/') },
  { language: 'fr', glob: 'fr/**/*.html', has: (path) => path.startsWith('fr/') },
];
const pages = { en: join('posts', 'a', 'index.html'), fr: join('fr', 'posts', 'a', 'index.html') };

beforeEach(() => {
  siteDir = mkdtempSync(join(tmpdir(), 'cached-search-index-'));
  for (const [language, page] of Object.entries(pages)) {
    mkdirSync(join(siteDir, page, '..'), { recursive: true });
    writeFileSync(join(siteDir, page), `<html lang="${language}"><main data-pagefind-body>Storm surge</main></html>`);
  }
  entries = new CacheEntries(join(siteDir, '..', `${siteDir.split('/').at(-1)}-cache`));
});
afterEach(() => {
  rmSync(siteDir, { recursive: true, force: true });
  rmSync(entries.root, { recursive: true, force: true });
});

/**
 * A stand-in for Pagefind: gives a part's index `after` ms (its entry file, a fragment holding the part's page and
 * a script every part has), unless stopped first; records how each run ended.
 */
function standIn(after: number) {
  const runs: string[] = [];
  const index: IndexPart = async (dir, part, signal, vocabulary) => {
    await sleep(after);
    const records = (await vocabulary) ?? [];
    if (signal.aborted) {
      runs.push(`${searchPartName(part)} stopped`);
      throw new Error('Pagefind backend closed');
    }
    const files: [string, Buffer][] = [
      [`fragment/${part.language}.pf_fragment`, fragment(readFileSync(join(dir, Object.values(pages).find((page) => part.has(page)) as string), 'utf8'))],
      ['pagefind-entry.json', Buffer.from(JSON.stringify({ version: '1.6.0', languages: { [part.language]: { hash: part.language, page_count: 1 + records.length } } }))],
      ['pagefind.js', Buffer.from('the same script')],
      ...records.map(({ apart, words }): [string, Buffer] => [`fragment/${part.language}-words-of-${apart}.pf_fragment`, Buffer.from(words)]),
    ];
    runs.push(`${searchPartName(part)} made`);
    return { totals: { pages: 1, languages: [part.language], files: 3, bytes: 100 }, files };
  };
  return { index, runs };
}

const served = (file: string) => readFileSync(join(siteDir, 'pagefind', file), 'utf8');
/** A page's fragment as Pagefind writes it: its text after Pagefind's mark, compressed. */
const fragment = (content: string) => gzipSync(Buffer.concat([Buffer.from('pagefind_dcd'), Buffer.from(JSON.stringify({ content }))]));
const servedText = (file: string) => (JSON.parse(gunzipSync(readFileSync(join(siteDir, 'pagefind', file))).subarray('pagefind_dcd'.length).toString('utf8')) as { content: string }).content;

describe('the search index and the build cache', () => {
  it('indexes each language apart and puts the parts together as one index of every language', async () => {
    const made = cachedSearchIndex(entries, siteDir, parts, standIn(0).index);
    expect(await made.indexed).toMatchObject({ pages: 2, languages: ['en', 'fr'], files: 5, reused: [] });
    expect(JSON.parse(served('pagefind-entry.json'))).toEqual({ version: '1.6.0', languages: { en: { hash: 'en', page_count: 1 }, fr: { hash: 'fr', page_count: 1 } } });
    expect(readdirSync(join(siteDir, 'pagefind', 'fragment')).sort()).toEqual(['en.pf_fragment', 'fr.pf_fragment']);
    expect(served('pagefind.js')).toBe('the same script');
    expect(JSON.parse(served('indexes.json'))).toEqual([]);
    expect(readdirSync(siteDir).sort()).toEqual(['fr', 'pagefind', 'posts']);
  });

  it("holds the words of an index kept apart in the site's index of its language, and makes it again when they change", async () => {
    const papers: SearchIndexPart = { language: 'en', apart: 'publications', glob: 'fr/**/*.html', has: (path) => path.startsWith('fr/') };
    const [english] = parts as [SearchIndexPart];
    const build = async (after = 0) => {
      const run = standIn(after);
      const made = await cachedSearchIndex(entries, siteDir, [english, papers], run.index).indexed;
      const words = readFileSync(join(siteDir, 'pagefind', 'fragment', 'en-words-of-publications.pf_fragment'), 'utf8');
      rmSync(join(siteDir, 'pagefind'), { recursive: true });
      return { made, runs: run.runs.sort(), words };
    };
    const first = await build();
    expect(first.runs).toEqual(['en made', 'publications-en made']);
    // The papers' words, each once, in order; the record is not a page.
    expect(first.words).toBe('<html data-pagefind-body>Storm lang="fr"><main surge</main></html>');
    expect(first.made).toMatchObject({ pages: 2, reused: [] });

    writeFileSync(join(siteDir, pages.en), '<html lang="en"><main data-pagefind-body>Storm surge, edited</main></html>');
    expect((await build(300)).runs).toEqual(['en made', 'publications-en stopped']);

    writeFileSync(join(siteDir, pages.fr), '<html lang="fr"><main data-pagefind-body>Houle</main></html>');
    const papersEdited = await build(300);
    expect(papersEdited.runs).toEqual(['en made', 'publications-en made']);
    expect(papersEdited.words).toBe('<html data-pagefind-body>Houle</main></html> lang="fr"><main');
  });

  it('stops the Pagefind of a language the cache has, and makes again only the language whose page changed', async () => {
    await cachedSearchIndex(entries, siteDir, parts, standIn(0).index).indexed;
    rmSync(join(siteDir, 'pagefind'), { recursive: true });
    writeFileSync(join(siteDir, pages.fr), '<html lang="fr"><main data-pagefind-body>Submersion, modifiée</main></html>');

    const again = standIn(300);
    const made = cachedSearchIndex(entries, siteDir, parts, again.index);
    await made.pagesRead;
    expect(await made.indexed).toMatchObject({ pages: 2, reused: ['en'] });
    expect(again.runs.sort()).toEqual(['en stopped', 'fr made']);
    expect(servedText('fragment/fr.pf_fragment')).toContain('modifiée');
    expect(servedText('fragment/en.pf_fragment')).toContain('Storm surge');
    expect(Object.keys(JSON.parse(served('pagefind-entry.json')).languages)).toEqual(['en', 'fr']);
    // Stopped, and waited for: nothing of it is left in the site.
    expect(readdirSync(siteDir).sort()).toEqual(['fr', 'pagefind', 'posts']);
  });

  it('keeps the part of a language whose pages changed only where Pagefind does not read (outside <main>, left out whole)', async () => {
    const paper = (citations: string, title: string) =>
      `<html lang="en"><head><title>${title}</title></head><main data-pagefind-body>Storm surge<p data-pagefind-ignore="all">${citations}</p></main></html>`;
    writeFileSync(join(siteDir, pages.en), paper('12 citations', 'A'));
    await cachedSearchIndex(entries, siteDir, parts, standIn(0).index).indexed;
    rmSync(join(siteDir, 'pagefind'), { recursive: true });
    writeFileSync(join(siteDir, pages.en), paper('13 citations', 'B'));

    const again = standIn(300);
    expect(await cachedSearchIndex(entries, siteDir, parts, again.index).indexed).toMatchObject({ reused: ['en', 'fr'] });
    expect(again.runs.sort()).toEqual(['en stopped', 'fr stopped']);
    // What it reads changed: made again.
    rmSync(join(siteDir, 'pagefind'), { recursive: true });
    writeFileSync(join(siteDir, pages.en), paper('13 citations', 'B').replace('Storm surge', 'Storm surges'));
    const third = standIn(0);
    expect(await cachedSearchIndex(entries, siteDir, parts, third.index).indexed).toMatchObject({ reused: ['fr'] });
    expect(third.runs).toContain('en made');
  });

  it("never starts the Pagefind of a language whose pages are all the last output's own files, the same as in the last build", async () => {
    const output = (samePage: (sitePath: string) => boolean) => ({ outDir: join(siteDir, '..', 'dist'), last: { samePage } });
    await cachedSearchIndex(entries, siteDir, parts, standIn(0).index, output(() => false)).indexed;
    rmSync(join(siteDir, 'pagefind'), { recursive: true });
    writeFileSync(join(siteDir, pages.fr), '<html lang="fr"><main data-pagefind-body>Submersion, modifiée</main></html>');

    const again = standIn(0);
    const linkedEnglish = output((sitePath) => sitePath.startsWith('posts/'));
    expect(await cachedSearchIndex(entries, siteDir, parts, again.index, linkedEnglish).indexed).toMatchObject({ pages: 2, reused: ['en'] });
    expect(again.runs).toEqual(['fr made']);
    expect(servedText('fragment/en.pf_fragment')).toContain('Storm surge');

    // A page more in English: its other pages, all the last output's, no longer say its index is the same.
    rmSync(join(siteDir, 'pagefind'), { recursive: true });
    mkdirSync(join(siteDir, 'posts', 'b'));
    writeFileSync(join(siteDir, 'posts', 'b', 'index.html'), '<html lang="en"><main data-pagefind-body>Wave run-up</main></html>');
    const added = standIn(0);
    expect(await cachedSearchIndex(entries, siteDir, parts, added.index, output(() => true)).indexed).toMatchObject({ reused: ['fr'] });
    expect(added.runs).toEqual(['en made']);
  });

  it("reads only the pages that are not the last output's own files: the others' hashes are the last build's", async () => {
    const second = join('posts', 'b', 'index.html');
    mkdirSync(join(siteDir, 'posts', 'b'));
    writeFileSync(join(siteDir, second), '<html lang="en"><main data-pagefind-body>Wave run-up</main></html>');
    const output = (samePage: (sitePath: string) => boolean) => ({ outDir: join(siteDir, '..', 'dist'), last: { samePage } });
    const build = async (samePage: (sitePath: string) => boolean) => {
      const run = standIn(0);
      const made = await cachedSearchIndex(entries, siteDir, parts, run.index, output(samePage)).indexed;
      rmSync(join(siteDir, 'pagefind'), { recursive: true });
      return { reused: made.reused, runs: run.runs.sort() };
    };
    expect(await build(() => false)).toEqual({ reused: [], runs: ['en made', 'fr made'] });

    writeFileSync(join(siteDir, second), '<html lang="en"><main data-pagefind-body>Wave run-up, edited</main></html>');
    expect(await build((sitePath) => sitePath !== second)).toEqual({ reused: ['fr'], runs: ['en made'] });

    // The edit undone (a new file, with the first build's bytes): the English part is the first build's again. Its
    // other page, the last output's own file, is not read: changed on disk behind the build's back, it is still
    // known by the hash its build recorded.
    writeFileSync(join(siteDir, second), '<html lang="en"><main data-pagefind-body>Wave run-up</main></html>');
    writeFileSync(join(siteDir, pages.en), '<html lang="en"><main data-pagefind-body>Not read</main></html>');
    expect(await build((sitePath) => sitePath !== second)).toEqual({ reused: ['en', 'fr'], runs: ['en stopped'] });
    // Read, it is a page the cache does not have.
    expect(await build(() => false)).toEqual({ reused: ['fr'], runs: ['en made', 'fr stopped'] });
  });

  it('stops every language when one fails, and writes nothing into the site after', async () => {
    const failing: IndexPart = async (dir, part, signal) => {
      if (part.language === 'fr') throw new Error('Pagefind failed on fr');
      return standIn(200).index(dir, part, signal);
    };
    await expect(cachedSearchIndex(undefined, siteDir, parts, failing).indexed).rejects.toThrow('Pagefind failed on fr');
    await sleep(300);
    expect(readdirSync(siteDir).sort()).toEqual(['fr', 'posts']);
  });

  it("fails with the papers' failure when the site's part, stopped, never read their words", async () => {
    const papers: SearchIndexPart = { language: 'en', apart: 'publications', glob: 'fr/**/*.html', has: (path) => path.startsWith('fr/') };
    const failing: IndexPart = async (_dir, part, signal) => {
      if (part.apart !== undefined) throw new Error('Pagefind failed on the papers');
      await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
      throw new Error('Pagefind backend closed');
    };
    await expect(cachedSearchIndex(entries, siteDir, [parts[0] as SearchIndexPart, papers], failing).indexed).rejects.toThrow('Pagefind failed on the papers');
  });

  it('writes the index into the site only once told it may', async () => {
    let allow = () => undefined as void;
    const ready = new Promise<void>((resolve) => (allow = resolve));
    const made = cachedSearchIndex(entries, siteDir, parts, standIn(0).index, { outDir: join(siteDir, '..', 'dist'), last: undefined, ready });
    await made.pagesRead;
    await sleep(100);
    expect(existsSync(join(siteDir, 'pagefind'))).toBe(false);
    allow();
    expect(await made.indexed).toMatchObject({ pages: 2, languages: ['en', 'fr'] });
    expect(existsSync(join(siteDir, 'pagefind', 'pagefind-entry.json'))).toBe(true);
  });

  it('makes every part without a cache', async () => {
    const once = standIn(0);
    expect(await cachedSearchIndex(undefined, siteDir, parts, once.index).indexed).toMatchObject({ pages: 2, reused: [] });
    expect(once.runs.sort()).toEqual(['en made', 'fr made']);
  });
});
