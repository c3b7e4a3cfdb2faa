import { parseDocument } from 'yaml';

/** A Markdown file of an old site split into its front matter and body, as Jekyll and Hugo split them. */
export interface SplitFile {
  /** `yaml` between `---` lines (Jekyll, Hugo), `toml` between `+++` lines (Hugo), or none. */
  format: 'yaml' | 'toml' | null;
  /** The front matter's text, without its fences. */
  raw: string;
  body: string;
  /** The body's first line in the file (1-based), for messages. */
  bodyLine: number;
}

// An empty front matter (`---` twice, as al-folio's papers.bib has) is tried first, so a later `---` in the body is never taken for the end.
const fences = { yaml: /^---[ \t]*\r?\n(?:---|([\s\S]*?)\r?\n---)[ \t]*(?:\r?\n|$)/, toml: /^\+\+\+[ \t]*\r?\n(?:\+\+\+|([\s\S]*?)\r?\n\+\+\+)[ \t]*(?:\r?\n|$)/ };

export function splitFrontMatter(text: string): SplitFile {
  const withoutBom = text.replace(/^\uFEFF/, '');
  for (const format of ['yaml', 'toml'] as const) {
    const match = fences[format].exec(withoutBom);
    if (match !== null) {
      return { format, raw: match[1] ?? '', body: withoutBom.slice(match[0].length), bodyLine: match[0].split('\n').length };
    }
  }
  return { format: null, raw: '', body: withoutBom, bodyLine: 1 };
}

export type YamlRead = { ok: true; data: Record<string, unknown> } | { ok: false; line: number; message: string };

/** YAML front matter (or a `_config.yml`) as plain data; a syntax error gives its line in the given text. */
export function readYaml(raw: string, firstLine = 1): YamlRead {
  const document = parseDocument(raw, { prettyErrors: false });
  const [error] = document.errors;
  if (error !== undefined) {
    // Without prettyErrors the error carries only its offset: its line is counted here.
    const line = raw.slice(0, Math.min(error.pos[0], raw.length)).split('\n').length;
    return { ok: false, line: firstLine + line - 1, message: error.message.split('\n')[0] ?? error.message };
  }
  const data: unknown = document.toJS();
  if (data === null || data === undefined) return { ok: true, data: {} };
  if (typeof data !== 'object' || Array.isArray(data)) return { ok: false, line: firstLine, message: 'front matter is not a mapping of keys to values' };
  return { ok: true, data: data as Record<string, unknown> };
}
