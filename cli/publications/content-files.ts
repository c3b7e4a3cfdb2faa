import { readFile } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve } from 'node:path';
import type { ManualPublication, SiteConfig } from '../../schemas/types.generated.ts';
import type { Problem } from '../shared/problems.ts';
import type { ImportSources } from './import-sources.ts';
import { shortAuthorId, bareOrcid } from './identifiers.ts';
import { parseJsonDocument, problemAt } from '../content/json-document.ts';
import type { JsonDocument } from '../content/json-document.ts';
import { schemaProblems } from '../content/schema-problems.ts';
import { projectSchemaCheck } from '../content/schema-validator.ts';
import { productVersion } from '../shared/product-files.ts';
import { formatMismatchProblem } from '../upgrade/content-format.ts';

/** What content/site.json says about the import. */
export interface SiteSources {
  /** OpenAlex's author ids, and the ORCID iD by which OpenAlex works are found too (publications.orcid). */
  openalex: ImportSources;
  /** .bib files, as written (relative to the content folder). */
  bibtex: string[];
  /** ORCID records whose works are read from ORCID itself. */
  orcidRecords: string[];
  exclude: string[];
}

/** The parts of the file an import replaces that the summary compares against. */
export interface PreviousFile {
  updatedAt: string | null;
  items: Array<{ id: string; title: string; citedByCount: number; mergedIds?: string[] }>;
}

export interface Read<T> {
  /** null when the file does not exist or has problems. */
  value: T | null;
  problems: Problem[];
}

export async function readSiteSources(contentDir: string): Promise<Read<SiteSources>> {
  const file = join(contentDir, 'site.json');
  const read = await readCheckedJson(file, 'site.schema.json#/properties/publications', '/publications', await productVersion());
  if (read.value === null) return { value: null, problems: read.problems };
  const publications = read.value as SiteConfig['publications'];
  const openalexAuthors = publications.sources.flatMap((source) => source.openalex?.authors ?? []);
  return {
    value: {
      openalex: {
        authorIds: openalexAuthors.map((id) => shortAuthorId(id) ?? id),
        orcid: publications.orcid === undefined ? null : bareOrcid(publications.orcid),
      },
      bibtex: publications.sources.flatMap((source) => source.bibtex ?? []),
      orcidRecords: publications.sources.flatMap((source) => (source.orcid === undefined ? [] : (bareOrcid(source.orcid) ?? source.orcid))),
      exclude: publications.exclude,
    },
    problems: [],
  };
}

export async function readManualPublications(contentDir: string): Promise<Read<ManualPublication[]>> {
  const read = await readCheckedJson(join(contentDir, 'publications.manual.json'), 'publications-manual.schema.json', '');
  return { value: read.value === null ? null : (read.value as { items: ManualPublication[] }).items, problems: read.problems };
}

/** Leniently read: it only feeds the comparison, and an older layout must not block the weekly refresh. */
export async function readPreviousFile(path: string): Promise<Read<PreviousFile>> {
  const parsed = await readJson(path);
  if (parsed.document === null) return { value: null, problems: parsed.problems };
  const root = parsed.document.value as { updated_at?: unknown; items?: unknown };
  if (typeof root !== 'object' || root === null || !Array.isArray(root.items)) {
    const fix = 'it is not a publications file (no "items" list): fix it, or delete it to import afresh';
    return { value: null, problems: [problemAt(parsed.document, '', 'error', fix)] };
  }
  const problems: Problem[] = [];
  const items: PreviousFile['items'] = [];
  root.items.forEach((item: unknown, index) => {
    const entry = item as { id?: unknown; title?: unknown; citedByCount?: unknown; mergedIds?: unknown } | null;
    if (typeof entry !== 'object' || entry === null || typeof entry.id !== 'string') {
      problems.push(problemAt(parsed.document as JsonDocument, `/items/${index}`, 'error', 'a publication without an "id": fix it, or delete the file to import afresh'));
      return;
    }
    items.push({
      id: entry.id,
      title: typeof entry.title === 'string' ? entry.title : entry.id,
      citedByCount: typeof entry.citedByCount === 'number' ? entry.citedByCount : 0,
      ...(Array.isArray(entry.mergedIds) ? { mergedIds: entry.mergedIds.filter((id): id is string => typeof id === 'string') } : {}),
    });
  });
  if (problems.length > 0) return { value: null, problems };
  return { value: { updatedAt: typeof root.updated_at === 'string' ? root.updated_at : null, items }, problems: [] };
}

/**
 * Reads a JSON file and checks the value at `pointer` against a schema; a missing file is no problem. With the
 * product's version, the file is site.json and must be in the product's content format first.
 */
async function readCheckedJson(path: string, schemaId: string, pointer: string, siteOfProduct?: string): Promise<Read<unknown>> {
  const parsed = await readJson(path);
  if (parsed.document === null) return { value: null, problems: parsed.problems };
  const { document } = parsed;
  const formatMismatch = siteOfProduct === undefined ? undefined : formatMismatchProblem(document, siteOfProduct);
  if (formatMismatch !== undefined) return { value: null, problems: [formatMismatch] };
  const value = valueAt(document.value, pointer);
  if (value === undefined) {
    return { value: null, problems: [problemAt(document, '', 'error', `missing the "${pointer.slice(1)}" section: add it`)] };
  }
  const check = await projectSchemaCheck();
  const errors = check(schemaId, value).map((error) => ({ ...error, instancePath: pointer + error.instancePath }));
  const problems = schemaProblems(document, errors);
  return { value: problems.length === 0 ? value : null, problems };
}

async function readJson(path: string): Promise<{ document: JsonDocument | null; problems: Problem[] }> {
  const file = displayPath(path);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { document: null, problems: [] };
    const reason = error instanceof Error ? error.message : String(error);
    return { document: null, problems: [{ severity: 'error', file, line: 0, column: 0, pointer: '', message: `cannot be read: ${reason}` }] };
  }
  const { document, problems } = parseJsonDocument(file, text);
  return { document: document ?? null, problems };
}

function valueAt(value: unknown, pointer: string): unknown {
  if (pointer === '') return value;
  const key = pointer.slice(1);
  return typeof value === 'object' && value !== null && key in value ? (value as Record<string, unknown>)[key] : undefined;
}

/** Paths in messages are relative to the working directory, as the editor sees them. */
export function displayPath(path: string): string {
  const shown = relative(process.cwd(), path);
  return shown === '' || shown.startsWith('..') || isAbsolute(shown) ? resolve(path) : shown;
}
