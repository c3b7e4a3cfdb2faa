import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const coreDirectory = join(import.meta.dirname, '..');

function readTable(file: string): Record<string, string> {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
}

/**
 * For tests: the product's interface strings of one language as the build hands them to the site, the general file
 * (core/i18n/strings/<lang>.json) merged with every collection's own (core/collections/<id>/strings/<lang>.json).
 * cli/content/product-strings.ts reads them for the build and refuses a key defined twice.
 */
export function productStringsOf(language: string): Record<string, string> {
  const collections = join(coreDirectory, 'collections');
  const kinds = readdirSync(collections, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
  return Object.assign(
    readTable(join(coreDirectory, 'i18n/strings', `${language}.json`)),
    ...kinds.map((id) => readTable(join(collections, id, 'strings', `${language}.json`))),
  ) as Record<string, string>;
}
