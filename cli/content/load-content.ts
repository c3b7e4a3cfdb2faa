import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Language, Project } from '../../schemas/types.generated.ts';
import { parseProjects, type ProjectSources } from '../projects/parse-projects.ts';
import type { Problem } from '../shared/problems.ts';
import { jsonContentFiles, projectFiles } from './content-files.ts';
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
  projects: Partial<Record<Language, ParsedProjectsFile>>;
}

function wholeFileProblem(file: string, message: string): Problem {
  return { severity: 'error', file, line: 0, column: 0, pointer: '', message };
}

function missingFileMessage(key: JsonContentKey | Language): string {
  if (key === 'publications') return 'missing file: run `portfolio fetch-publications` to create it';
  if (key === 'en' || key === 'fr') return 'missing file: create it with the projects, blocks separated by --- lines';
  return `missing file: create it (its format is schemas/${jsonContentFiles[key].schemaId})`;
}

/** The file's text, undefined when it does not exist, or a problem when it cannot be read. */
async function readText(file: string): Promise<string | undefined | Problem> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return undefined;
    return wholeFileProblem(file, `cannot read the file (${code ?? String(error)}): check that it is a readable file`);
  }
}

/**
 * Reads every content file of `directory`. A file that is missing, unreadable or not valid JSON
 * becomes a problem and is left out of the result; nothing here throws on bad content.
 */
export async function loadContent(directory: string): Promise<{ content: LoadedContent; problems: Problem[] }> {
  const content: LoadedContent = { directory, documents: {}, projects: {} };
  const problems: Problem[] = [];

  const jsonKeys = Object.keys(jsonContentFiles) as JsonContentKey[];
  await Promise.all(
    jsonKeys.map(async (key) => {
      const { name, required } = jsonContentFiles[key];
      const file = join(directory, name);
      const text = await readText(file);
      if (typeof text === 'object') problems.push(text);
      else if (text === undefined) {
        if (required) problems.push(wholeFileProblem(file, missingFileMessage(key)));
      } else {
        const parsed = parseJsonDocument(file, text);
        problems.push(...parsed.problems);
        if (parsed.document !== undefined) content.documents[key] = parsed.document;
      }
    }),
  );

  const languages = Object.keys(projectFiles) as Language[];
  await Promise.all(
    languages.map(async (language) => {
      const file = join(directory, projectFiles[language]);
      const text = await readText(file);
      if (typeof text === 'object') problems.push(text);
      else if (text === undefined) problems.push(wholeFileProblem(file, missingFileMessage(language)));
      else {
        const parsed = parseProjects(text, file);
        problems.push(...parsed.problems);
        content.projects[language] = { file, projects: parsed.projects, sources: parsed.sources };
      }
    }),
  );

  return { content, problems };
}
