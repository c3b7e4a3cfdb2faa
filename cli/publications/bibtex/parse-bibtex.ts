import { FieldMode, parse, type Entry, type Options } from '@retorquere/bibtex-parser';

/** One entry of a .bib file as the parser reads it, with the line it starts on. */
export interface BibtexEntry {
  key: string;
  type: string;
  line: number;
  fields: Entry['fields'];
  /** LaTeX commands the parser does not know, left out of the text. */
  unknownCommands: string[];
}

/** An entry the parser could not read: the others are still read. */
export interface BibtexSyntaxError {
  line: number;
  key: string | null;
  message: string;
}

export interface ParsedBibtex {
  entries: BibtexEntry[];
  errors: BibtexSyntaxError[];
}

const entryHead = /^@\s*([A-Za-z]+)\s*[{(]\s*([^,\s{}()]*)/;
/** The parser's own position is where it gave up (often the end of the file), not where the entry starts. */
const parserPosition = /\s+at line \d+, column \d+/;

/**
 * Reads a .bib text with Better BibTeX's parser (@retorquere/bibtex-parser): LaTeX decoded to Unicode, names
 * split into their parts, `@string` macros and months expanded. Titles are kept as written (no sentence case).
 * An entry with a syntax error is named with its line and key and left out; every other entry is kept.
 */
export function parseBibtex(text: string): ParsedBibtex {
  const unknown = new Map<string, Set<string>>();
  const lines = lineStarts(text);
  const errors: BibtexSyntaxError[] = [];
  const entries: BibtexEntry[] = [];
  let strings: Record<string, string> = {};
  let cursor = 0;
  const options: Options = {
    english: false,
    // Left out and named: a command only the author's LaTeX setup knows must not stop the file.
    unsupported: (_node, tex, entry) => {
      const commands = unknown.get(entry.key) ?? new Set<string>();
      commands.add(tex);
      unknown.set(entry.key, commands);
      return '';
    },
  };
  for (const chunk of entryChunks(text)) {
    const library = parse(chunk, { ...options, strings, verbatimFields: [...FieldMode.verbatim, 'abstract'] });
    strings = { ...strings, ...library.strings };
    for (const error of library.errors) {
      const head = error.input === undefined ? null : entryHead.exec(error.input);
      const offset = error.input === undefined || head === null ? -1 : text.indexOf(error.input, cursor);
      errors.push({ line: lineOf(lines, offset), key: head?.[2] || null, message: error.error.replace(parserPosition, '') });
    }
    for (const entry of library.entries) {
      // The parser keeps an empty placeholder where an entry failed; its error is reported above.
      if (entry.input === '') continue;
      const offset = text.indexOf(entry.input, cursor);
      if (offset >= 0) cursor = offset + entry.input.length;
      if (typeof entry.fields.abstract === 'string') entry.fields.abstract = decodedAbstract(entry.key, entry.fields.abstract, options);
      entries.push({
        key: entry.key,
        type: entry.type.toLowerCase(),
        line: lineOf(lines, offset),
        fields: entry.fields,
        unknownCommands: [...(unknown.get(entry.key) ?? [])],
      });
    }
  }
  return { entries, errors: errors.sort((a, b) => a.line - b.line) };
}

/** Plain text, or only the specials LaTeX escapes with a backslash (`5\\%`), as the site's own downloads write. */
const plainAbstract = /^(?:[^\\{}$~^`'-]|\\[%&_#$]|-(?!-)|'(?!')|`(?!`))*$/;

/**
 * An abstract's LaTeX decoded. The parser takes about 10 µs per character of LaTeX, which made a 1,000-entry file
 * with abstracts take 30 s: abstracts are read verbatim, a plain one has its escaped specials undone here, and only
 * one with other LaTeX (commands, braces, math, dashes, quotes) goes through the parser.
 */
function decodedAbstract(key: string, raw: string, options: Options): string {
  if (plainAbstract.test(raw)) return raw.replace(/\\([%&_#$])/g, '$1');
  const decoded = parse(`@misc{${key}, abstract = {${raw}}}`, options).entries[0]?.fields.abstract;
  return typeof decoded === 'string' ? decoded : raw;
}

const entriesPerChunk = 20;

/**
 * The text in pieces of a few entries, cut where a line starts with `@`: the parser reads a large file in
 * pieces about twice as fast (its name splitting slows as one library grows), and a brace left open spoils
 * only its piece. `@string`s carry over to the pieces after them.
 */
function entryChunks(text: string): string[] {
  const entries = text.split(/^(?=[ \t]*@)/m);
  const chunks: string[] = [];
  for (let index = 0; index < entries.length; index += entriesPerChunk) chunks.push(entries.slice(index, index + entriesPerChunk).join(''));
  return chunks;
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let index = text.indexOf('\n'); index >= 0; index = text.indexOf('\n', index + 1)) starts.push(index + 1);
  return starts;
}

/** 1-based line of an offset; 0 when it is unknown. */
function lineOf(starts: readonly number[], offset: number): number {
  if (offset < 0) return 0;
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((starts[middle] as number) <= offset) low = middle;
    else high = middle - 1;
  }
  return low + 1;
}
