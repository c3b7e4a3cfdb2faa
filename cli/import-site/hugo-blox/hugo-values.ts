import { parse as parseToml, TomlDate, TomlError } from 'smol-toml';
import { parseDocument } from 'yaml';
import { splitFrontMatter } from '../front-matter.ts';

/** Plain data read from YAML or TOML: TOML dates already turned into the text Hugo would print. */
export type Data = Record<string, unknown>;

export type DataRead = { ok: true; data: Data } | { ok: false; line: number; message: string };

export function isData(value: unknown): value is Data {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A non-empty trimmed string, or null (numbers become text: TOML and YAML both give `year: 2012` as a number). */
export function text(data: Data, key: string): string | null {
  const value = data[key];
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

export function record(data: Data, key: string): Data {
  const value = data[key];
  return isData(value) ? value : {};
}

export function records(data: Data, key: string): Data[] {
  const value = data[key];
  return Array.isArray(value) ? value.filter(isData) : [];
}

/** A list of strings; Hugo also accepts a single string where a list is expected. */
export function strings(data: Data, key: string): string[] {
  const value = data[key];
  const items: unknown[] = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return items.flatMap((item) => (typeof item === 'string' || typeof item === 'number' ? [String(item).trim()] : [])).filter((item) => item !== '');
}

export type DateRead = { ok: true; date: string } | { ok: false; problem: string };

/**
 * A Hugo date (`2023-05-01`, `2023-05-01T10:00:00Z`, `2023-05-01 10:00`, `2023-05-01T10:00:00+02:00`) as
 * YYYY-MM-DD, the day as written (no time zone shift); a date that does not exist is a problem, not a roll-over.
 */
export function hugoDate(value: string): DateRead {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(value.trim());
  if (match === null) return { ok: false, problem: `"${value}" is not a date Hugo reads: write it 2023-05-01 or 2023-05-01T10:00:00Z` };
  const [, year, month, day] = match as unknown as [string, string, string, string];
  const probe = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (probe.getUTCMonth() !== Number(month) - 1 || probe.getUTCDate() !== Number(day)) {
    return { ok: false, problem: `${year}-${month}-${day} does not exist: check the day and month` };
  }
  return { ok: true, date: `${year}-${month}-${day}` };
}

function plainToml(value: unknown): unknown {
  if (value instanceof TomlDate) return value.isDate() ? value.toISOString().slice(0, 10) : value.toISOString();
  if (Array.isArray(value)) return value.map(plainToml);
  if (isData(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plainToml(item)]));
  return value;
}

/** smol-toml rolls `2023-02-30` over to 1 March, so date literals are checked in the text before parsing. */
function impossibleTomlDate(raw: string): { line: number; message: string } | null {
  const lines = raw.split('\n');
  for (const [index, line] of lines.entries()) {
    for (const literal of line.replace(/"[^"]*"|'[^']*'|#.*$/g, '').match(/\b\d{4}-\d{2}-\d{2}\b/g) ?? []) {
      const read = hugoDate(literal);
      if (!read.ok) return { line: index + 1, message: read.problem };
    }
  }
  return null;
}

export function readToml(raw: string, firstLine = 1): DataRead {
  const badDate = impossibleTomlDate(raw);
  if (badDate !== null) return { ok: false, line: firstLine + badDate.line - 1, message: badDate.message };
  try {
    return { ok: true, data: plainToml(parseToml(raw)) as Data };
  } catch (error) {
    if (error instanceof TomlError) return { ok: false, line: firstLine + error.line - 1, message: error.message.split('\n')[0] ?? error.message };
    throw error;
  }
}

/**
 * YAML as plain data, an error at its line. Not front-matter.ts's readYaml: with `prettyErrors: false` the yaml
 * library leaves out the error's position, so readYaml names the first line whatever the error.
 */
export function readYamlData(raw: string, firstLine = 1): DataRead {
  const document = parseDocument(raw);
  const [error] = document.errors;
  if (error !== undefined) {
    const message = (error.message.split('\n')[0] ?? error.message).replace(/ at line \d+, column \d+:?$/, '');
    return { ok: false, line: firstLine + (error.linePos?.[0]?.line ?? 1) - 1, message };
  }
  const data: unknown = document.toJS();
  if (data === null || data === undefined) return { ok: true, data: {} };
  return isData(data) ? { ok: true, data } : { ok: false, line: firstLine, message: 'not a mapping of keys to values' };
}

export interface HugoPageFile {
  data: Data;
  body: string;
}

/** A Hugo content file: YAML (`---`) or TOML (`+++`) front matter, then Markdown. Lines count from the file's top. */
export function readHugoPage(fileText: string): { ok: true; page: HugoPageFile } | { ok: false; line: number; message: string } {
  const split = splitFrontMatter(fileText);
  if (split.format === null) return { ok: true, page: { data: {}, body: split.body } };
  const read = split.format === 'toml' ? readToml(split.raw, 2) : readYamlData(split.raw, 2);
  return read.ok ? { ok: true, page: { data: read.data, body: split.body } } : read;
}
