import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { languageOfMarkdownFile, type CollectionModel } from '../../core/collections/collection-model.ts';
import { collectionModels } from '../../core/collections/registry.ts';
import type { MarkdownFile } from '../collections/collection-build.ts';
import { collectionBuilds } from '../collections/registry.ts';
import { wholeFileProblem, type Problem } from '../shared/problems.ts';
import { jsonContentFiles, stringsLanguageOf } from './content-files.ts';
import type { JsonContentKey } from './content-files.ts';
import { everyCheckRun, type DocumentChecks } from './checked-documents.ts';
import type { JsonDocument } from './json-document.ts';
import type { LoadedContent } from './loaded-content.ts';
import type { MarkdownParser } from '../markdown/remembered-markdown.ts';

/** The JSON files a collection the content has was read from, each with its schema and, of several, its key. */
export function collectionDocuments(
  loaded: LoadedContent,
  model: (typeof collectionModels)[number],
): Array<{ document: JsonDocument; schemaId: string; key?: string }> {
  if ('schemaId' in model.file) {
    const document = loaded.collections[model.id];
    return document === undefined ? [] : [{ document, schemaId: model.file.schemaId }];
  }
  if (!('files' in model.file)) return [];
  const files = loaded.collectionFiles[model.id] ?? {};
  return model.file.files.flatMap(({ key, schemaId }) => {
    const document = files[key];
    return document === undefined ? [] : [{ document, schemaId, key }];
  });
}

function missingFileMessage(key: JsonContentKey): string {
  return `missing file: create it (its format is schemas/${jsonContentFiles[key].schemaId})`;
}

/** The file's text, undefined when it does not exist, or a problem when it cannot be read. */
async function readText(file: string): Promise<string | undefined | Problem> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    return wholeFileProblem(file, `cannot read the file (${code ?? String(error)}): check that it is a readable file`);
  }
}

async function readJson(file: string, problems: Problem[], checks: DocumentChecks): Promise<JsonDocument | undefined | 'missing'> {
  const text = await readText(file);
  if (typeof text === 'object') {
    problems.push(text);
    return undefined;
  }
  if (text === undefined) return 'missing';
  const parsed = checks.parse(file, text);
  problems.push(...parsed.problems);
  return parsed.document;
}

/**
 * The Markdown files of a collection, in name order: its folder's (none when the folder does not exist), or its
 * files per language among the content folder's `names`.
 */
async function readMarkdownFiles(directory: string, file: CollectionModel['file'], names: readonly string[], problems: Problem[]): Promise<MarkdownFile[]> {
  let folder = directory;
  let markdown: string[] = [];
  if ('folder' in file) {
    folder = join(directory, file.folder);
    markdown = (await readdir(folder).catch(() => [] as string[])).filter((entry) => entry.endsWith('.md'));
  } else if ('perLanguage' in file) {
    markdown = names.filter((name) => languageOfMarkdownFile(file.perLanguage, name) !== undefined);
  }
  const files: MarkdownFile[] = [];
  for (const name of [...markdown].sort()) {
    const file = join(folder, name);
    const text = await readText(file);
    if (typeof text === 'object') problems.push(text);
    else if (text !== undefined) files.push({ file, name, text });
  }
  return files;
}

/** How the content's files are parsed: the Markdown (remembered-markdown.ts) and the JSON (checked-documents.ts). */
export interface ContentParsers {
  parseMarkdown?: MarkdownParser;
  checks?: DocumentChecks;
}

/**
 * Reads every content file of `directory`: the fixed JSON files, each collection's file or Markdown files, and
 * each strings.<lang>.json present. A required file that is missing, a file that cannot be read or is not valid
 * JSON becomes a problem and is left out of the result; nothing here throws on bad content.
 */
export async function loadContent(directory: string, { parseMarkdown, checks = everyCheckRun }: ContentParsers = {}): Promise<{ content: LoadedContent; problems: Problem[] }> {
  const content: LoadedContent = { directory, documents: {}, strings: {}, collections: {}, collectionFiles: {}, markdownCollections: {} };
  const problems: Problem[] = [];

  const jsonKeys = Object.keys(jsonContentFiles) as JsonContentKey[];
  await Promise.all(
    jsonKeys.map(async (key) => {
      const { name, required } = jsonContentFiles[key];
      const file = join(directory, name);
      const document = await readJson(file, problems, checks);
      if (document === 'missing') {
        if (required) problems.push(wholeFileProblem(file, missingFileMessage(key)));
      } else if (document !== undefined) content.documents[key] = document;
    }),
  );

  await Promise.all(
    collectionModels.map(async (model) => {
      if ('name' in model.file) {
        const document = await readJson(join(directory, model.file.name), problems, checks);
        if (document !== undefined && document !== 'missing') content.collections[model.id] = document;
      } else if ('files' in model.file) {
        const files: Record<string, JsonDocument> = {};
        for (const file of model.file.files) {
          const path = join(directory, file.name);
          const document = await readJson(path, problems, checks);
          if (document === 'missing') {
            if ('ifMissing' in file) problems.push(wholeFileProblem(path, `missing file: ${file.ifMissing}`));
          } else if (document !== undefined) files[file.key] = document;
        }
        if (Object.keys(files).length > 0) content.collectionFiles[model.id] = files;
      }
    }),
  );
  const names = await readdir(directory).catch(() => [] as string[]);
  // After site.json: a Markdown collection's file names carry its languages.
  for (const model of collectionModels) {
    const readMarkdown = collectionBuilds[model.id].readMarkdown;
    if (readMarkdown === undefined) continue;
    const files = await readMarkdownFiles(directory, model.file, names, problems);
    if (files.length === 0) continue;
    const read = readMarkdown(files, content, parseMarkdown);
    problems.push(...read.problems);
    if (read.value !== undefined) content.markdownCollections[model.id] = read.value;
  }

  await Promise.all(
    names.sort().map(async (name) => {
      const language = stringsLanguageOf(name);
      if (language === undefined) return;
      const document = await readJson(join(directory, name), problems, checks);
      if (document !== undefined && document !== 'missing') content.strings[language] = document;
    }),
  );

  return { content, problems };
}
