import type { RawBibtexEntry } from '@citation-js/plugin-bibtex/lib/input/file.js';
import {
  argumentCommands, commands, diacritics, formattingCommands, formattingEnvs, mathCommands, mathScriptFormatting,
} from '@citation-js/plugin-bibtex/lib/input/constants.js';
import { parse as parseValue, type RawBibtexName } from '@citation-js/plugin-bibtex/lib/input/value.js';
import { withCommonCommands } from './latex-commands.ts';

/** A name as BibTeX splits it; `literal` for a name braced whole (`{Laboratoire d'Hydraulique}`). */
export interface BibtexName {
  family?: string;
  given?: string;
  prefix?: string;
  suffix?: string;
  literal?: string;
}

/** A field decoded to Unicode text (LaTeX formatting as HTML tags), or for author and editor the names. */
export type BibtexFields = Record<string, string | BibtexName[]>;

const nameFields = new Set(['author', 'editor']);
/** Addresses and identifiers: LaTeX in them is part of the value (`~`, `_`, `%`), not markup. */
const verbatimFields = new Set(['doi', 'eprint', 'file', 'pdf', 'url', 'website']);

/** Every field of an entry decoded, and the LaTeX commands nobody knows, left out of the text. */
export function decodeFields(properties: RawBibtexEntry['properties']): { fields: BibtexFields; unknownCommands: string[] } {
  const unknown = new Set<string>();
  const fields: BibtexFields = {};
  for (const [name, value] of Object.entries(properties)) {
    if (verbatimFields.has(name)) {
      fields[name] = String(value);
      continue;
    }
    const raw = withCommonCommands(name === 'keywords' ? verbatimSpecials(String(value)) : String(value));
    if (nameFields.has(name)) fields[name] = decodeNames(raw, unknown);
    else fields[name] = decodeText(raw, unknown);
  }
  return { fields, unknownCommands: [...unknown] };
}

/** Zotero and the site's own downloads escape in `keywords` only `\ { } % #`: a `$` or `~` there is text. */
function verbatimSpecials(keywords: string): string {
  return keywords.replace(/(?<!\\)\$/g, '\\$').replace(/(?<!\\)~/g, '\\textasciitilde{}');
}

function decodeText(raw: string, unknown: Set<string>): string {
  return withoutCommands(raw, tryDecoding(raw, (text) => parseValue(text, 'note')) ?? raw.replace(/[{}]/g, ''), unknown);
}

function decodeNames(raw: string, unknown: Set<string>): BibtexName[] {
  const names = tryDecoding(raw, (text) => parseValue(text, 'author'));
  if (names === undefined) return [{ literal: decodeText(raw, unknown) }];
  const written = splitNames(raw);
  const aligned = written.length === names.length;
  return names.map((name, index) => {
    const asWritten = aligned ? (written[index] as string) : '';
    const part = (value: string | undefined) => (value === undefined ? undefined : withoutCommands(asWritten, value, unknown).replace(/\s+/g, ' ').trim());
    const family = part(name.family);
    if (isBracedWhole(asWritten) && family !== undefined && name.given === undefined) return { literal: family };
    return withGivenNames(asWritten.includes(','), { family, given: part(name.given), prefix: part(name.prefix), suffix: part(name.suffix) });
  });
}

/**
 * citation-js takes a word whose capital is a braced accent (`{\'E}mile Zola`) for a lower-case particle: in a
 * name written given names first, the capitalised words that start the particles are given names.
 */
function withGivenNames(commaForm: boolean, name: RawBibtexName): BibtexName {
  const words = name.prefix?.split(' ') ?? [];
  const lowerCase = words.findIndex((word) => word.charAt(0) === word.charAt(0).toLowerCase());
  const moved = commaForm ? 0 : lowerCase === -1 ? words.length : lowerCase;
  const given = [name.given, ...words.slice(0, moved)].filter(Boolean).join(' ');
  const parts = { ...name, given, prefix: words.slice(moved).join(' ') };
  return Object.fromEntries(Object.entries(parts).filter(([, value]) => value !== undefined && value !== ''));
}

/** Math left open, an environment never ended: such a value is read again without them (else not decoded). */
function tryDecoding<T>(raw: string, decode: (text: string) => T): T | undefined {
  for (const text of [raw, raw.replace(/\\(?:begin|end)\s*\{[^}]*\}/g, '').replace(/(?<!\\)\$/g, '\\$')]) {
    try {
      return decode(text);
    } catch {
      // Read again without the LaTeX that stopped the decoder.
    }
  }
  return undefined;
}

/** The commands citation-js decodes; any other it keeps as written (`\cite{x}` → `\citex`). */
const knownCommands = new Set([
  ...Object.keys(commands), ...Object.keys(mathCommands), ...Object.keys(diacritics), ...Object.keys(formattingEnvs),
  ...Object.keys(formattingCommands), ...Object.keys(argumentCommands), ...Object.keys(mathScriptFormatting), 'begin', 'end',
]);

/** The unknown commands of the LaTeX named, and left out of its decoded text (their argument stays). */
function withoutCommands(raw: string, decoded: string, unknown: Set<string>): string {
  const found = [...new Set([...raw.matchAll(/\\([a-zA-Z]+)/g)].map((match) => match[1] as string))].filter((name) => !knownCommands.has(name));
  for (const name of found) unknown.add(`\\${name}`);
  const names = found.sort((a, b) => b.length - a.length).join('|');
  return names === '' ? decoded : decoded.replace(new RegExp(`\\\\(?:${names})\\s*`, 'g'), '');
}

/** The names of a name field as written, split at ` and ` outside braces. */
function splitNames(raw: string): string[] {
  const names: string[] = [];
  let depth = 0;
  let start = 0;
  for (const match of raw.matchAll(/[{}]|\s+and\s+/gi)) {
    if (match[0] === '{') depth += 1;
    else if (match[0] === '}') depth -= 1;
    else if (depth === 0) {
      names.push(raw.slice(start, match.index).trim());
      start = match.index + match[0].length;
    }
  }
  names.push(raw.slice(start).trim());
  return names;
}

/** `{…}` whose first brace closes at the very end: a name BibTeX must not split. */
function isBracedWhole(text: string): boolean {
  let depth = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (text[index] === '{') depth += 1;
    else if (text[index] === '}') depth -= 1;
    if (depth === 0) return index === text.length - 1 && index > 0;
  }
  return false;
}
