import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { collectionModels } from '../../core/collections/registry.ts';
import { mergeStringsFiles, productStringsFileOf, readProductStrings, readStringsFiles, type StringsFile } from './product-strings.ts';
import { productStringsProblems } from './rules/strings-rules.ts';

const file = (path: string, table: Record<string, string>): StringsFile => ({ language: path.slice(-7, -5), path, table });

describe("the product's strings files", () => {
  it('agree: every language has every key of en beside it, with the same placeholders', async () => {
    expect(productStringsProblems(await readStringsFiles())).toEqual([]);
  });

  it("hold in a collection's folder only that collection's keys, and in the general file none of a collection's", async () => {
    const misplaced = (await readStringsFiles()).flatMap(({ path, table }) => {
      const owner = /^core\/collections\/([^/]+)\/strings\//.exec(path)?.[1];
      return Object.keys(table)
        .filter((key) => collectionModels.find((model) => model.stringKeys.test(key))?.id !== owner)
        .map((key) => `${path}: ${key}`);
    });
    expect(misplaced).toEqual([]);
  });

  it("merge a collection's strings into the general table of each language", async () => {
    const product = await readProductStrings();
    expect([...product.keys()]).toEqual(['en', 'fr']);
    expect(product.get('fr')).toMatchObject({ 'nav.home': expect.any(String), 'talks.title': expect.any(String), 'nav.teaching': expect.any(String) });
  });
});

describe('readProductStrings', () => {
  let root: string | undefined;
  afterEach(async () => {
    if (root !== undefined) await rm(root, { recursive: true, force: true });
  });

  async function productWith(files: Record<string, Record<string, string>>): Promise<string> {
    root = await mkdtemp(join(tmpdir(), 'product-strings-'));
    for (const [path, table] of Object.entries(files)) {
      await mkdir(join(root, path, '..'), { recursive: true });
      await writeFile(join(root, path), JSON.stringify(table));
    }
    await mkdir(join(root, 'core/collections/news'), { recursive: true });
    return root;
  }

  it('reads the general file and each collection folder that has strings', async () => {
    const directory = await productWith({
      'core/i18n/strings/en.json': { 'nav.home': 'Home' },
      'core/collections/talks/strings/en.json': { 'talks.title': 'Talks' },
    });
    expect(Object.fromEntries(await readProductStrings(directory))).toEqual({ en: { 'nav.home': 'Home', 'talks.title': 'Talks' } });
  });

  it('refuses a key two files define, naming both', async () => {
    const directory = await productWith({
      'core/i18n/strings/en.json': { 'talks.title': 'Talks' },
      'core/collections/talks/strings/en.json': { 'talks.title': 'Talks' },
    });
    await expect(readProductStrings(directory)).rejects.toThrow(
      'core/i18n/strings/en.json and core/collections/talks/strings/en.json both define the interface string "talks.title": keep it in one of them',
    );
  });
});

describe('productStringsProblems', () => {
  it("names the language's file beside the reference file that has the key", () => {
    const problems = productStringsProblems([
      file('core/i18n/strings/en.json', { 'nav.home': 'Home' }),
      file('core/i18n/strings/fr.json', { 'nav.home': 'Accueil', 'nav.extra': 'En trop' }),
      file('core/collections/talks/strings/en.json', { 'talks.title': 'Talks', 'talks.count': '{n} talks' }),
      file('core/collections/talks/strings/fr.json', { 'talks.count': '{nombre} exposés' }),
      file('core/collections/news/strings/fr.json', { 'news.title': 'Actualités' }),
    ]);
    expect(problems).toEqual([
      'core/i18n/strings/fr.json: nav.extra is not in core/i18n/strings/en.json',
      'core/collections/talks/strings/fr.json: missing talks.title (it is in core/collections/talks/strings/en.json)',
      'core/collections/talks/strings/fr.json: talks.count has other placeholders than in core/collections/talks/strings/en.json',
      'core/collections/news/strings/fr.json: no core/collections/news/strings/en.json beside it, the keys\' reference',
    ]);
  });
});

describe('mergeStringsFiles', () => {
  it('keeps a language per table, in order of language', () => {
    const merged = mergeStringsFiles([file('core/i18n/strings/fr.json', { a: 'x' }), file('core/i18n/strings/en.json', { a: 'y' })]);
    expect([...merged.keys()]).toEqual(['en', 'fr']);
  });
});

describe('productStringsFileOf', () => {
  it("is a collection's own file for one of its keys, else the general file", () => {
    expect(productStringsFileOf('teaching.title', 'fr')).toMatch(/core\/collections\/teaching\/strings\/fr\.json$/);
    expect(productStringsFileOf('nav.teaching', 'en')).toMatch(/core\/collections\/teaching\/strings\/en\.json$/);
    expect(productStringsFileOf('footer.description', 'en')).toMatch(/core\/i18n\/strings\/en\.json$/);
  });
});
