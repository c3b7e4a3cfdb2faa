import { parse, type Entry } from '@retorquere/bibtex-parser';

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
  const library = parse(text, {
    english: false,
    // Left out and named: a command only the author's LaTeX setup knows must not stop the file.
    unsupported: (_node, tex, entry) => {
      const commands = unknown.get(entry.key) ?? new Set<string>();
      commands.add(tex);
      unknown.set(entry.key, commands);
      return '';
    },
  });
  const lines = lineStarts(text);
  const errors: BibtexSyntaxError[] = [];
  for (const error of library.errors) {
    if (error.input === undefined || !entryHead.test(error.input)) {
      errors.push({ line: 0, key: null, message: error.error });
      continue;
    }
    const head = entryHead.exec(error.input);
    errors.push({
      line: lineOf(lines, text.indexOf(error.input)),
      key: head?.[2] || null,
      message: error.error.replace(parserPosition, ''),
    });
  }
  const entries: BibtexEntry[] = [];
  let cursor = 0;
  for (const entry of library.entries) {
    // The parser keeps an empty placeholder where an entry failed; its error is reported above.
    if (entry.input === '') continue;
    const offset = text.indexOf(entry.input, cursor);
    if (offset >= 0) cursor = offset + entry.input.length;
    entries.push({
      key: entry.key,
      type: entry.type.toLowerCase(),
      line: offset >= 0 ? lineOf(lines, offset) : 0,
      fields: entry.fields,
      unknownCommands: [...(unknown.get(entry.key) ?? [])],
    });
  }
  return { entries, errors: errors.sort((a, b) => a.line - b.line) };
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
