import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Project } from '../../schemas/types.generated.ts';
import { collectionModels, type CollectionId } from '../../core/collections/registry.ts';
import type { FolderFile } from '../collections/collection-build.ts';
import { collectionBuilds } from '../collections/registry.ts';
import { parseProjects, type ProjectSources } from '../projects/parse-projects.ts';
import type { Problem } from '../shared/problems.ts';
import { jsonContentFiles, languageOfFile } from './content-files.ts';
import type { JsonContentKey } from './content-files.ts';
import { parseJsonDocument } from './json-document.ts';
import type { JsonDocument } from './json-document.ts';

export interface ParsedProjectsFile {
  file: string;
  projects: Project[];
  /** Where each project's link, image and code link are written, in the same order as `projects`. */
  sources: ProjectSources[];
}

/** A content folder as read from disk, before any schema check: each file that could be parsed. */
export interface LoadedContent {
  directory: string;
  documents: Partial<Record<JsonContentKey, JsonDocument>>;
  /** strings.<lang>.json overrides found in the folder, by language code. */
  strings: Record<string, JsonDocument>;
  /** projects.md / projects.<lang>.md found in the folder, by language code. */
  projects: Record<string, ParsedProjectsFile>;
  /** The file of each content collection present (core/collections/registry.ts), by collection id. */
  collections: Partial<Record<CollectionId, JsonDocument>>;
  /** Each folder collection present (a folder with files, content/posts/), as its build part read it, by id. */
  folderCollections: Partial<Record<CollectionId, unknown>>;
}

export function wholeFileProblem(file: string, message: string, severity: Problem['severity'] = 'error'): Problem {
  return { severity, file, line: 0, column: 0, pointer: '', message };
}

function missingFileMessage(key: JsonContentKey): string {
  if (key === 'publications') return 'missing file: run `portfolio fetch-publications` to create it';
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

async function readJson(file: string, problems: Problem[]): Promise<JsonDocument | undefined | 'missing'> {
  const text = await readText(file);
  if (typeof text === 'object') {
    problems.push(text);
    return undefined;
  }
  if (text === undefined) return 'missing';
  const parsed = parseJsonDocument(file, text);
  problems.push(...parsed.problems);
  return parsed.document;
}

/** The Markdown files of a collection's folder, in name order; none when the folder does not exist. */
async function readFolderFiles(folder: string, problems: Problem[]): Promise<FolderFile[]> {
  const names = await readdir(folder).catch(() => [] as string[]);
  const files: FolderFile[] = [];
  for (const name of names.filter((entry) => entry.endsWith('.md')).sort()) {
    const file = join(folder, name);
    const text = await readText(file);
    if (typeof text === 'object') problems.push(text);
    else if (text !== undefined) files.push({ file, name, text });
  }
  return files;
}

/**
 * Reads every content file of `directory`: the fixed JSON files, and each strings.<lang>.json and
 * projects(.<lang>).md present. A required file that is missing, a file that cannot be read or is not valid
 * JSON becomes a problem and is left out of the result; nothing here throws on bad content.
 */
export async function loadContent(directory: string): Promise<{ content: LoadedContent; problems: Problem[] }> {
  const content: LoadedContent = { directory, documents: {}, strings: {}, projects: {}, collections: {}, folderCollections: {} };
  const problems: Problem[] = [];

  const jsonKeys = Object.keys(jsonContentFiles) as JsonContentKey[];
  await Promise.all(
    jsonKeys.map(async (key) => {
      const { name, required } = jsonContentFiles[key];
      const file = join(directory, name);
      const document = await readJson(file, problems);
      if (document === 'missing') {
        if (required) problems.push(wholeFileProblem(file, missingFileMessage(key)));
      } else if (document !== undefined) content.documents[key] = document;
    }),
  );

  await Promise.all(
    collectionModels.map(async (model) => {
      if (!('name' in model.file)) return;
      const document = await readJson(join(directory, model.file.name), problems);
      if (document !== undefined && document !== 'missing') content.collections[model.id] = document;
    }),
  );
  // After site.json: a folder collection's file names carry its languages.
  for (const model of collectionModels) {
    const readFolder = collectionBuilds[model.id].readFolder;
    if (!('folder' in model.file) || readFolder === undefined) continue;
    const files = await readFolderFiles(join(directory, model.file.folder), problems);
    if (files.length === 0) continue;
    const read = readFolder(files, content);
    problems.push(...read.problems);
    content.folderCollections[model.id] = read.value;
  }

  const names = await readdir(directory).catch(() => [] as string[]);
  await Promise.all(
    names.sort().map(async (name) => {
      const kind = languageOfFile(name);
      if (kind === undefined) return;
      const file = join(directory, name);
      if (kind.kind === 'strings') {
        const document = await readJson(file, problems);
        if (document !== undefined && document !== 'missing') content.strings[kind.language] = document;
        return;
      }
      const text = await readText(file);
      if (typeof text === 'object') problems.push(text);
      else if (text !== undefined) {
        const parsed = parseProjects(text, file);
        problems.push(...parsed.problems);
        content.projects[kind.language] = { file, projects: parsed.projects, sources: parsed.sources };
      }
    }),
  );

  return { content, problems };
}
