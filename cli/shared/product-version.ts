import { readFile } from 'node:fs/promises';

const packageFile = new URL('../../package.json', import.meta.url);

let version: Promise<string> | undefined;

/** The installed product's version, from its package.json (what the content format messages name). */
export function productVersion(): Promise<string> {
  version ??= readFile(packageFile, 'utf8').then((text) => (JSON.parse(text) as { version: string }).version);
  return version;
}
