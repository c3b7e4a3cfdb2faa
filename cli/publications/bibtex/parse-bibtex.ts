import { parse, type RawBibtexEntry } from '@citation-js/plugin-bibtex/lib/input/file.js';
import { decodeFields, type BibtexFields } from './decode-fields.ts';

/** One entry of a .bib file as the parser reads it, with the line it starts on. */
export interface BibtexEntry {
  key: string;
  type: string;
  line: number;
  fields: BibtexFields;
  /** LaTeX commands the parser does not know, left out of the text. */
  unknownCommands: string[];
}

/** An entry the parser could not read: the others are still read. */
interface BibtexSyntaxError {
  line: number;
  key: string | null;
  message: string;
}

export interface ParsedBibtex {
  entries: BibtexEntry[];
  errors: BibtexSyntaxError[];
}

/** The text from a line that starts with `@` to the next such line: one entry, and what follows it. */
interface Piece {
  text: string;
  line: number;
  type: string | null;
  key: string | null;
}

const entryHead = /^\s*@\s*([A-Za-z]+)\s*[{(]\s*([^,\s{}()]*)/;
const notEntries = new Set(['string', 'preamble']);
const entriesPerChunk = 20;

/**
 * Reads a .bib text with citation-js's BibTeX input: `@string` and month macros expanded, LaTeX decoded to
 * Unicode, names split into their parts, titles as written (no sentence case). citation-js gives up on the whole
 * text at its first syntax error, so it reads the file in chunks of entries, and a chunk it cannot read entry by
 * entry: an entry with a syntax error is named with its line and key and left out; every other entry is kept.
 */
export function parseBibtex(text: string): ParsedBibtex {
  const entries: BibtexEntry[] = [];
  const errors: BibtexSyntaxError[] = [];
  // Each chunk is read alone, so the `@string`s read so far go before it.
  let strings = '';
  const pieces = piecesOf(text);
  for (let index = 0; index < pieces.length; index += entriesPerChunk) {
    const chunk = pieces.slice(index, index + entriesPerChunk);
    const whole = readChunk(strings, chunk);
    if (whole !== null) {
      const starts = dataPieces(chunk);
      whole.forEach((raw, at) => entries.push(entryOf(raw, (starts[at] as Piece).line)));
      strings += chunk.filter((piece) => piece.type === 'string').map((piece) => piece.text).join('');
      continue;
    }
    for (const piece of chunk) {
      const read = readPiece(strings, piece);
      if (read instanceof Error) {
        errors.push({ line: piece.line, key: piece.key, message: messageOf(read) });
        continue;
      }
      for (const raw of read) entries.push(entryOf(raw, piece.line));
      if (piece.type === 'string') strings += piece.text;
    }
  }
  return { entries, errors };
}

/** The chunk's entries, or null when citation-js cannot read it or reads other entries than the chunk starts. */
function readChunk(strings: string, chunk: readonly Piece[]): RawBibtexEntry[] | null {
  const read = attempt(() => parse(strings + chunk.map((piece) => piece.text).join('')));
  if (read instanceof Error) return null;
  const keys = dataPieces(chunk).map((piece) => piece.key);
  // A brace left open can swallow the next entries and still close: the chunk is then read entry by entry.
  return read.length === keys.length && read.every((raw, index) => raw.label === keys[index]) ? read : null;
}

/**
 * One entry alone. Outside entries citation-js takes `%` for text, so an address in a comment line after an entry
 * (`% mail me@example.org`) starts an entry that fails: the entry is read again without its comment lines.
 */
function readPiece(strings: string, piece: Piece): RawBibtexEntry[] | Error {
  const read = attempt(() => parse(strings + piece.text));
  if (!(read instanceof Error)) return read;
  const again = attempt(() => parse(strings + piece.text.replace(/^[ \t]*%.*$/gm, '')));
  return again instanceof Error ? read : again;
}

function dataPieces(chunk: readonly Piece[]): Piece[] {
  return chunk.filter((piece) => piece.type !== null && !notEntries.has(piece.type));
}

/** citation-js's grammar throws a SyntaxError, its lexer an Error, both for text it cannot read. */
function attempt<T>(read: () => T): T | Error {
  try {
    return read();
  } catch (error) {
    if (error instanceof Error) return error;
    throw error;
  }
}

function entryOf(raw: RawBibtexEntry, line: number): BibtexEntry {
  return { key: raw.label, type: raw.type, line, ...decodeFields(raw.properties) };
}

/**
 * citation-js's message without its position (a line of the text it read, not of the file) and its excerpt; its
 * `expected "text", got EOF` for a value never closed is said in the owner's words.
 */
function messageOf(error: Error): string {
  const message = error.message.split(/ at line \d+ col \d+/)[0] as string;
  return message.endsWith('got EOF') ? 'a brace or quote is never closed' : message;
}

/**
 * The text cut where a line starts with `@`, each piece with its line. citation-js ends `@comment` at the end of its
 * line, so a comment spanning lines is left out here: an address on its next lines would start an entry.
 */
function piecesOf(text: string): Piece[] {
  const pieces: Piece[] = [];
  let line = 1;
  for (const piece of text.split(/^(?=[ \t]*@)/m)) {
    const head = entryHead.exec(piece);
    pieces.push({ text: piece, line, type: head?.[1]?.toLowerCase() ?? null, key: head?.[2] || null });
    line += piece.split('\n').length - 1;
  }
  return pieces.filter((piece) => piece.type !== 'comment');
}
