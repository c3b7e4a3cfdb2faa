import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Data, type DataRead, isData, readToml, readYamlData, record, text } from './hugo-values.ts';

/** What stops a whole Hugo import: the message names the file and line, and says what to fix. */
export class HugoSiteError extends Error {
  override name = 'HugoSiteError';
}

/** The parts of a Hugo site's configuration an import needs. */
export interface HugoConfig {
  /** The files read, relative to the site, in the order Hugo merges them. */
  files: string[];
  title: string | null;
  params: Data;
  /** Section (`post`, `publication`) → the URL pattern of its pages (`/:year/:month/:slug/`). */
  permalinks: Map<string, string>;
}

const extensions = ['toml', 'yaml', 'yml'] as const;
/** Root configuration files: `hugo.*` since Hugo 0.110, `config.*` before, and the same names in `config/_default/`. */
const rootNames = ['hugo', 'config'].flatMap((name) => [name, `config/_default/${name}`]);
/** `config/_default/<key>.*` holds the root key `<key>`. */
const keyFiles = ['params', 'permalinks'] as const;

export function parseConfigText(file: string, raw: string): DataRead {
  return file.endsWith('.toml') ? readToml(raw) : readYamlData(raw);
}

async function readIfPresent(siteDir: string, file: string): Promise<string | null> {
  try {
    return await readFile(path.join(siteDir, file), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Every configuration file present, as data; a file that does not parse stops the import with its line. */
export async function readConfigFiles(siteDir: string): Promise<Array<{ file: string; data: Data }>> {
  const candidates = [...rootNames.map((name) => ({ name, key: null })), ...keyFiles.map((key) => ({ name: `config/_default/${key}`, key }))];
  const found: Array<{ file: string; data: Data }> = [];
  for (const { name, key } of candidates) {
    for (const extension of extensions) {
      const file = `${name}.${extension}`;
      const raw = await readIfPresent(siteDir, file);
      if (raw === null) continue;
      const read = parseConfigText(file, raw);
      if (!read.ok) throw new HugoSiteError(`${file}:${read.line}: ${read.message}. Fix this line of the Hugo configuration (the import reads it for the site's title, parameters and permalinks), then run the import again.`);
      found.push({ file, data: key === null ? read.data : { [key]: read.data } });
    }
  }
  return found;
}

/** Page patterns per section: `permalinks: { post: … }`, or since Hugo 0.120 `permalinks: { page: { post: … } }`. */
export function pagePermalinks(permalinks: Data): Map<string, string> {
  const patterns = new Map<string, string>();
  const pageLevel = isData(permalinks.page) ? permalinks.page : permalinks;
  for (const [section, pattern] of Object.entries(pageLevel)) {
    if (typeof pattern === 'string' && !['section', 'taxonomy', 'term'].includes(section)) patterns.set(section, pattern);
  }
  return patterns;
}

export function mergeConfig(files: Array<{ file: string; data: Data }>): HugoConfig {
  let title: string | null = null;
  let params: Data = {};
  let permalinks: Data = {};
  for (const { data } of files) {
    title = text(data, 'title') ?? title;
    params = { ...params, ...record(data, 'params') };
    permalinks = { ...permalinks, ...record(data, 'permalinks') };
  }
  return { files: files.map(({ file }) => file), title, params, permalinks: pagePermalinks(permalinks) };
}
