import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { collectionModels } from '../../core/collections/registry.ts';
import { productPath, productRoot } from '../shared/product-files.ts';

/** Where the general interface strings that ship with the product live: one <lang>.json per language. */
export const productStringsDirectory = productPath('core/i18n/strings');

/** The reference language: every key the product has is in its files. */
export const referenceLanguage = 'en';

export type StringTable = Readonly<Record<string, string>>;

/** One file of product strings: the general file of a language, or a collection's own (its keys, its prefix). */
export interface StringsFile {
  language: string;
  /** Relative to the product's root: core/i18n/strings/en.json, core/collections/talks/strings/en.json. */
  path: string;
  table: StringTable;
}

const languageFile = /^([a-z]{2})\.json$/;

/** The folders of product strings: the general one first, then each collection's (core/collections/<id>/strings/). */
async function stringsDirectories(root: string): Promise<string[]> {
  const collections = join(root, 'core/collections');
  const kinds = (await readdir(collections, { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
  return [join(root, 'core/i18n/strings'), ...kinds.map((id) => join(collections, id, 'strings')).filter((directory) => existsSync(directory))];
}

/** Every file of product strings under `root`, each with its language and table. */
export async function readStringsFiles(root: string = productRoot): Promise<StringsFile[]> {
  const files: StringsFile[] = [];
  for (const directory of await stringsDirectories(root)) {
    for (const name of (await readdir(directory)).filter((each) => languageFile.test(each)).sort()) {
      const path = relative(root, join(directory, name)).split('\\').join('/');
      const table = JSON.parse(await readFile(join(directory, name), 'utf8')) as StringTable;
      files.push({ language: name.slice(0, 2), path, table });
    }
  }
  return files;
}

/** The files merged into one table per language; a key two files define is an error naming both. */
export function mergeStringsFiles(files: readonly StringsFile[]): Map<string, StringTable> {
  const tables = new Map<string, Record<string, string>>();
  const definedIn = new Map<string, string>();
  for (const { language, path, table } of files) {
    const merged = tables.get(language) ?? {};
    for (const [key, text] of Object.entries(table)) {
      const earlier = definedIn.get(`${language} ${key}`);
      if (earlier !== undefined) throw new Error(`${earlier} and ${path} both define the interface string "${key}": keep it in one of them`);
      definedIn.set(`${language} ${key}`, path);
      merged[key] = text;
    }
    tables.set(language, merged);
  }
  return new Map([...tables].sort(([a], [b]) => a.localeCompare(b)));
}

/** The product's interface strings, by language code: the general files merged with every collection's. */
export async function readProductStrings(root: string = productRoot): Promise<Map<string, StringTable>> {
  return mergeStringsFiles(await readStringsFiles(root));
}

/**
 * The product file a key belongs in, for a language: its collection's when the key is one of a collection's own
 * (the model's `stringKeys`), else the general one.
 */
export function productStringsFileOf(key: string, language: string): string {
  const owner = collectionModels.find((model) => model.stringKeys.test(key));
  return owner === undefined ? join(productStringsDirectory, `${language}.json`) : productPath('core/collections', owner.id, 'strings', `${language}.json`);
}

let cached: Promise<Map<string, StringTable>> | undefined;

/** This product's strings, read once per process. */
export function productStrings(): Promise<Map<string, StringTable>> {
  cached ??= readProductStrings();
  return cached;
}
