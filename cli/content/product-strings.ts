import { readdir, readFile } from 'node:fs/promises';
import { productPath } from '../shared/product-files.ts';

/** Where the interface strings that ship with the product live: one <lang>.json per language. */
export const productStringsDirectory = productPath('core/i18n/strings');

/** The reference language: every key the product has is in its file. */
export const referenceLanguage = 'en';

export type StringTable = Readonly<Record<string, string>>;

/** The product's interface strings, by language code (en, fr, and any <lang>.json added beside them). */
async function readProductStrings(directory: string = productStringsDirectory): Promise<Map<string, StringTable>> {
  const files = (await readdir(directory)).filter((name) => /^[a-z]{2}\.json$/.test(name)).sort();
  const tables = await Promise.all(
    files.map(async (name) => [name.slice(0, 2), JSON.parse(await readFile(`${directory}/${name}`, 'utf8')) as StringTable] as const),
  );
  return new Map(tables);
}

let cached: Promise<Map<string, StringTable>> | undefined;

/** This product's strings, read once per process. */
export function productStrings(): Promise<Map<string, StringTable>> {
  cached ??= readProductStrings();
  return cached;
}
