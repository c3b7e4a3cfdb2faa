import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import * as pagefind from 'pagefind';
import { afterEach, describe, expect, it } from 'vitest';
import { indexVocabulary, type VocabularyRecord } from './search-vocabulary.ts';
import { indexSearchPart, searchIndexLayout, searchIndexParts, searchPartName, writeSearchIndex, type SearchIndexFile } from './search-index.ts';

const page = (lang: string, main: string) => `<!doctype html><html lang="${lang}"><head><title>t</title></head><body><header><a href="/">Home</a></header>${main}</body></html>`;

function site(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'search-index-'));
  for (const [path, html] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), html);
  }
  return dir;
}

/** Every file of a folder by its path, with the sha-256 of its bytes. */
function filesOf(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) files[relative(dir, join(entry.parentPath, entry.name))] = createHash('sha256').update(readFileSync(join(entry.parentPath, entry.name))).digest('hex');
  }
  return files;
}

const bilingual = {
  'index.html': page('en', '<main><h1>Home</h1><p>Waves everywhere</p></main>'),
  '404.html': page('en', '<main><h1>Not found</h1></main>'),
  'talks/index.html': page('en', '<main data-pagefind-body data-pagefind-meta="section:Talks"><h1>Talks</h1><p>Storm surge</p></main>'),
  'fr/talks/index.html': page('fr', '<main data-pagefind-body><h1>Exposés</h1><p>Submersion marine</p></main>'),
  'publications/w1/index.html': page('en', '<main data-pagefind-body><h1>A paper</h1><p>Wave run-up</p></main>'),
  'fr/publications/w1/index.html': page('fr', '<main data-pagefind-body><h1>Un article</h1><p>Jet de rive</p></main>'),
};

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the search index, a part per language of each index', () => {
  it('parts the pages by language folder, the default language at the root, and the papers apart', () => {
    dir = site(bilingual);
    const parts = searchIndexParts(dir, ['en', 'fr', 'de'], 'en');
    expect(parts.map(({ language, apart, glob }) => [searchPartName({ language, apart }), glob])).toEqual([
      ['en', '{404.html,index.html,publications/*.html,talks/**/*.html}'],
      ['fr', '{fr/publications/*.html,fr/talks/**/*.html}'],
      ['publications-en', 'publications/*/**/*.html'],
      ['publications-fr', 'fr/publications/*/**/*.html'],
    ]);
    const owners = (sitePath: string) => parts.filter((part) => part.has(sitePath)).map(searchPartName);
    expect(owners('talks/index.html')).toEqual(['en']);
    expect(owners('fr/talks/index.html')).toEqual(['fr']);
    expect(owners('publications/index.html')).toEqual(['en']);
    expect(owners('publications/w1/index.html')).toEqual(['publications-en']);
    expect(owners('fr/publications/w1/index.html')).toEqual(['publications-fr']);
  });

  it("indexes the papers in the groups their build gives, each an index of its own; a folder in no group is the last's", async () => {
    const paper = (lang: string, title: string) => page(lang, `<main data-pagefind-body><h1>${title}</h1></main>`);
    dir = site({
      ...bilingual,
      'publications/w2/index.html': paper('en', 'Older swash'),
      'publications/w3/index.html': paper('en', 'Recent surge'),
      'fr/publications/w3/index.html': paper('fr', 'Submersion récente'),
      // A moved work's redirect: no page of the index, in the last group's folder.
      'publications/old-key/index.html': page('en', '<main><a href="/publications/w3/">Moved</a></main>'),
    });
    const groups = { publications: [['w1', 'w2'], ['w3']] };
    const parts = searchIndexParts(dir, ['en', 'fr'], 'en', groups);
    expect(parts.map(({ language, apart, glob }) => [searchPartName({ language, apart }), glob])).toEqual([
      ['en', '{404.html,index.html,publications/*.html,talks/**/*.html}'],
      ['fr', '{fr/publications/*.html,fr/talks/**/*.html}'],
      ['publications-en', 'publications/{w1,w2}/**/*.html'],
      ['publications-2-en', 'publications/{old-key,w3}/**/*.html'],
      ['publications-fr', 'fr/publications/w1/**/*.html'],
      ['publications-2-fr', 'fr/publications/w3/**/*.html'],
    ]);
    const owners = (sitePath: string) => parts.filter((part) => part.has(sitePath)).map(searchPartName);
    expect(owners('publications/w2/index.html')).toEqual(['publications-en']);
    expect(owners('publications/w3/index.html')).toEqual(['publications-2-en']);
    expect(owners('publications/old-key/index.html')).toEqual(['publications-2-en']);
    expect(owners('fr/publications/w3/index.html')).toEqual(['publications-2-fr']);
    expect(owners('publications/index.html')).toEqual(['en']);
    // One group, or the first empty: one index, as without groups.
    expect(searchIndexParts(dir, ['en', 'fr'], 'en', { publications: [[], ['w1', 'w2', 'w3']] }).map(({ apart, glob }) => [apart, glob])).toEqual([
      [undefined, '{404.html,index.html,publications/*.html,talks/**/*.html}'],
      [undefined, '{fr/publications/*.html,fr/talks/**/*.html}'],
      ['publications', 'publications/*/**/*.html'],
      ['publications', 'fr/publications/*/**/*.html'],
    ]);

    const indexed = await Promise.all(parts.map((part) => indexSearchPart(dir as string, part)));
    expect(indexed.map(({ totals }) => totals.pages)).toEqual([1, 1, 2, 1, 1, 1]);
    writeSearchIndex(dir, indexed.map(({ files }, at) => ({ apart: parts[at]?.apart, files })));
    expect(JSON.parse(readFileSync(join(dir, 'pagefind', 'indexes.json'), 'utf8'))).toEqual(['publications/', 'publications-2/']);
    const pagesIn = (folder: string) => JSON.parse(readFileSync(join(dir as string, 'pagefind', folder, 'pagefind-entry.json'), 'utf8')).languages;
    expect(pagesIn('publications')).toMatchObject({ en: { page_count: 2 }, fr: { page_count: 1 } });
    expect(pagesIn('publications-2')).toMatchObject({ en: { page_count: 1 }, fr: { page_count: 1 } });
  }, 60_000);

  it('has no part for the papers when there are none', () => {
    dir = site({ 'talks/index.html': bilingual['talks/index.html'], 'publications/index.html': page('en', '<main><h1>Publications</h1></main>') });
    expect(searchIndexParts(dir, ['en'], 'en').map(searchPartName)).toEqual(['en']);
  });

  it('leaves out the not-found pages where the prerender writes them, before they are moved', () => {
    dir = site({ ...bilingual, '404/index.html': page('en', '<main>Not found</main>'), 'fr/404/index.html': page('fr', '<main>Introuvable</main>') });
    const parts = searchIndexParts(dir, ['en', 'fr'], 'en');
    expect(parts.map(({ glob }) => glob).slice(0, 2)).toEqual(['{404.html,index.html,publications/*.html,talks/**/*.html}', '{fr/publications/*.html,fr/talks/**/*.html}']);
    expect(parts.map((part) => part.has('404/index.html') || part.has('fr/404/index.html'))).toEqual([false, false, false, false]);
    expect(parts.map((part) => part.has('fr/404.html'))).toEqual([false, true, false, false]);
  });

  it("puts each index's parts together into the very index Pagefind makes of its pages (the site's with the papers' words), the papers' in a folder the first names", async () => {
    dir = site(bilingual);
    const parts = searchIndexParts(dir, ['en', 'fr'], 'en');
    const paperParts = await Promise.all(parts.slice(2).map((part) => indexSearchPart(dir as string, part)));
    const wordsOf = paperParts.map(({ files }, at): VocabularyRecord => ({ apart: 'publications', language: parts[at + 2]?.language as string, words: indexVocabulary(files) }));
    expect(wordsOf.map(({ words }) => words)).toEqual(['A Wave paper. run-up.', 'Jet Un article. de rive.']);
    const siteParts = await Promise.all(parts.slice(0, 2).map((part, at) => indexSearchPart(dir as string, part, undefined, Promise.resolve([wordsOf[at] as VocabularyRecord]))));
    const indexed = [...siteParts, ...paperParts];
    // The site's part of each language: its page, and the record of the papers' words.
    expect(indexed.map(({ totals }) => [totals.pages, totals.languages])).toEqual([
      [2, ['en']],
      [2, ['fr']],
      [1, ['en']],
      [1, ['fr']],
    ]);
    // Pagefind wrote nothing itself: the parts are in memory until they are put together.
    expect(readdirSync(dir).sort()).toEqual(['404.html', 'fr', 'index.html', 'publications', 'talks']);
    const merged = writeSearchIndex(dir, indexed.map(({ files }, at) => ({ apart: parts[at]?.apart, files })));
    expect(merged).toMatchObject({ pages: 4, languages: ['en', 'fr'] });

    const wholeIndex = async (glob: string, into: string, records: readonly VocabularyRecord[] = []) => {
      const { index } = await pagefind.createIndex({});
      await index?.addDirectory({ path: dir as string, glob });
      for (const { language, words } of records) {
        const added = await index?.addCustomRecord({ url: `/pagefind/publications/${language}/`, content: words, language, filters: { vocabulary: ['publications'] } });
        expect(added?.errors).toEqual([]);
      }
      await index?.writeFiles({ outputPath: join(dir as string, into) });
    };
    await wholeIndex('{index.html,404.html,talks/**/*.html,publications/*.html,fr/talks/**/*.html,fr/publications/*.html}', 'whole-site', wordsOf);
    await wholeIndex('{publications/*/**/*.html,fr/publications/*/**/*.html}', 'whole-papers');
    await pagefind.close();
    const site_ = Object.entries(filesOf(join(dir, 'whole-site'))).filter(([file]) => !/^pagefind-(?:ui|modular-ui|component-ui|highlight)\./.test(file));
    const papers = Object.entries(filesOf(join(dir, 'whole-papers'))).filter(([file]) => file.includes('/') || /^pagefind(-entry\.json|\..*\.pf_meta)$/.test(file));
    expect(filesOf(join(dir, 'pagefind'))).toEqual({
      ...Object.fromEntries(site_),
      ...Object.fromEntries(papers.map(([file, sha]) => [join('publications', file), sha])),
      'indexes.json': createHash('sha256').update('["publications/"]').digest('hex'),
    });
    expect(merged.files).toBe(site_.length + papers.length + 1);
  }, 60_000);

  it("links the files the last output's index has with the same bytes, and writes the others", async () => {
    dir = site(bilingual);
    const parts = searchIndexParts(dir, ['en', 'fr'], 'en');
    const withParts = (indexed: readonly { files: SearchIndexFile[] }[]) => indexed.map(({ files }, at) => ({ apart: parts[at]?.apart, files }));
    const indexed = await Promise.all(parts.map((part) => indexSearchPart(dir as string, part)));
    writeSearchIndex(dir, withParts(indexed), undefined, 'last');
    writeFileSync(join(dir, 'fr/talks/index.html'), page('fr', '<main data-pagefind-body><h1>Exposés</h1><p>Houle, modifiée</p></main>'));
    const again = await Promise.all(parts.map((part) => indexSearchPart(dir as string, part)));
    writeSearchIndex(dir, withParts(again), join(dir, 'last'));

    const inode = (folder: string, file: string) => statSync(join(dir as string, folder, file)).ino;
    const english = again[0]?.files.find(([name]) => name.startsWith('fragment/en_'))?.[0] as string;
    expect(inode('pagefind', english)).toBe(inode('last', english));
    const newFrench = again[1]?.files.map(([name]) => name).filter((name) => !existsSync(join(dir as string, 'last', name)));
    expect(newFrench?.some((name) => name.startsWith('fragment/fr_'))).toBe(true);
    for (const name of newFrench ?? []) expect(statSync(join(dir, 'pagefind', name)).nlink).toBe(1);
    // Linked or written, every file holds the new index's bytes.
    const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
    const expected = Object.fromEntries([...searchIndexLayout(withParts(again)).files].map(([name, bytes]) => [name, sha(bytes)]));
    expect(filesOf(join(dir, 'pagefind'))).toEqual(expected);
  }, 60_000);

  it('stops a part when told to, and writes nothing', async () => {
    dir = site({ 'talks/index.html': page('en', '<main data-pagefind-body><h1>Talks</h1><p>Storm surge</p></main>') });
    const [part] = searchIndexParts(dir, ['en'], 'en');
    if (part === undefined) throw new Error('no part');
    const stop = new AbortController();
    const stopped = indexSearchPart(dir, part, stop.signal);
    stop.abort();
    await expect(stopped).rejects.toThrow();
    expect(readdirSync(dir)).toEqual(['talks']);
  }, 30_000);

  it('refuses two parts with pages of the same language, which the browser could not read', () => {
    dir = site({});
    const part = [['pagefind-entry.json', Buffer.from('{"languages":{"en":{"page_count":1}}}')] as const];
    expect(() => writeSearchIndex(dir as string, [{ files: part }, { files: part }])).toThrow('two parts of the search index have pages in "en"');
  });
});
