import { findNodeAtLocation, getNodeValue, parseTree, printParseErrorCode } from 'jsonc-parser';
import type { Node, ParseError } from 'jsonc-parser';
import type { Problem, Severity } from '../shared/problems.ts';

/** A parsed JSON file that can still tell where each value came from (`problemAt`). */
export interface JsonDocument {
  file: string;
  value: unknown;
  /** The text parsed (without a byte order mark): the values' places are found in it only when a problem needs one. */
  text: string;
}

interface LocatedDocument {
  root: Node;
  lineStarts: readonly number[];
}

// A tree of every value's place costs seconds for a 15 MB publications.json: made only for a document with a problem.
const locatedDocuments = new WeakMap<JsonDocument, LocatedDocument>();

function located(document: JsonDocument): LocatedDocument {
  let tree = locatedDocuments.get(document);
  if (tree === undefined) {
    const root = parseTree(document.text, [], { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
    if (root === undefined) throw new Error(`${document.file}: a parsed document has no JSON value`);
    tree = { root, lineStarts: lineStartsOf(document.text) };
    locatedDocuments.set(document, tree);
  }
  return tree;
}

const syntaxMessages: Partial<Record<ReturnType<typeof printParseErrorCode>, string>> = {
  InvalidSymbol:
    'unexpected character: JSON allows objects, arrays, "double-quoted" strings, numbers, true, false and null',
  InvalidNumberFormat: 'invalid number: write digits without leading zeros, e.g. 12 or 0.5',
  PropertyNameExpected: 'expected a "double-quoted" property name: remove the trailing comma or add the property',
  ValueExpected: 'expected a value: remove the trailing comma or add the missing value',
  ColonExpected: "expected ':' after the property name",
  CommaExpected: "expected ',' between the two values",
  CloseBraceExpected: "expected '}' to close the object",
  CloseBracketExpected: "expected ']' to close the array",
  EndOfFileExpected: 'unexpected text after the end of the JSON value: remove it',
  InvalidCommentToken: 'comments are not allowed in JSON: remove it',
  UnexpectedEndOfComment: 'comments are not allowed in JSON: remove it',
  UnexpectedEndOfString: 'unterminated string: add the closing double quote',
  UnexpectedEndOfNumber: 'incomplete number: add the missing digits',
  InvalidUnicode: 'invalid \\u escape: write four hex digits, e.g. \\u00e9',
  InvalidEscapeCharacter: 'invalid escape: write \\\\ for a backslash, \\" for a quote',
  InvalidCharacter: 'control character inside a string: write \\n for a line break, \\t for a tab',
};

function lineStartsOf(text: string): number[] {
  const starts = [0];
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) starts.push(index + 1);
  return starts;
}

function position(lineStarts: readonly number[], offset: number): { line: number; column: number } {
  let low = 0;
  let high = lineStarts.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((lineStarts[middle] ?? 0) <= offset) low = middle;
    else high = middle - 1;
  }
  return { line: low + 1, column: offset - (lineStarts[low] ?? 0) + 1 };
}

function parsedOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const backslash = 0x5c;
const colon = 0x3a;

function isJsonWhitespace(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;
}

/** The property names `text`, valid JSON, writes: each string followed by a colon (in valid JSON, only names are). */
function propertyNameCount(text: string): number {
  let count = 0;
  let index = text.indexOf('"');
  while (index !== -1) {
    let end = text.indexOf('"', index + 1);
    for (;;) {
      let backslashes = 0;
      while (text.charCodeAt(end - 1 - backslashes) === backslash) backslashes += 1;
      if (backslashes % 2 === 0) break;
      end = text.indexOf('"', end + 1);
    }
    let next = end + 1;
    while (isJsonWhitespace(text.charCodeAt(next))) next += 1;
    if (text.charCodeAt(next) === colon) count += 1;
    index = text.indexOf('"', next);
  }
  return count;
}

/** The properties of every object in a parsed JSON value. */
function propertyCount(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  let count = 0;
  if (Array.isArray(value)) {
    for (const item of value) count += propertyCount(item);
    return count;
  }
  const object = value as Record<string, unknown>;
  for (const key in object) if (Object.hasOwn(object, key)) count += 1 + propertyCount(object[key]);
  return count;
}

/**
 * Whether an object of `text`, valid JSON parsed as `value`, names a property twice (JSON.parse keeps the last one
 * silently): then the text names more properties than the value has. Counted, not collected: a name per property
 * in a set per object took 60–150 ms for a 16.8 MB publications.json and its garbage as much again; counting, 30 ms.
 */
export function hasDuplicateKey(text: string, value: unknown): boolean {
  return propertyNameCount(text) !== propertyCount(value);
}

export function encodePointerSegment(segment: string | number): string {
  return String(segment).replaceAll('~', '~0').replaceAll('/', '~1');
}

export function pointerOf(...segments: ReadonlyArray<string | number>): string {
  return segments.map((segment) => `/${encodePointerSegment(segment)}`).join('');
}

function decodePointer(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/** The node the pointer names, or its nearest existing ancestor when the value is absent. */
function nodeAt(root: Node, pointer: string): Node {
  let node = root;
  for (const segment of decodePointer(pointer)) {
    const child = findNodeAtLocation(node, [node.type === 'array' ? Number(segment) : segment]);
    if (child === undefined) return node;
    node = child;
  }
  return node;
}

/**
 * Locates `pointer` in the document: its value, or with `target: 'key'` the property name
 * (for an unknown or duplicate property, the name is what needs fixing).
 */
export function problemAt(
  document: JsonDocument,
  pointer: string,
  severity: Severity,
  message: string,
  target: 'value' | 'key' = 'value',
): Problem {
  const { root, lineStarts } = located(document);
  const node = nodeAt(root, pointer);
  const property = node.parent?.type === 'property' ? node.parent : undefined;
  const place = target === 'key' && property?.children?.[0] !== undefined ? property.children[0] : node;
  return { severity, file: document.file, ...position(lineStarts, place.offset), pointer, message };
}

function duplicateKeyProblems(document: LocatedDocument & { file: string }, node: Node, pointer: string): Problem[] {
  const problems: Problem[] = [];
  const seen = new Map<string, Node>();
  for (const [index, child] of (node.children ?? []).entries()) {
    if (node.type === 'array') {
      problems.push(...duplicateKeyProblems(document, child, `${pointer}/${index}`));
      continue;
    }
    const [key, value] = child.children ?? [];
    if (node.type !== 'object' || key === undefined) continue;
    const name = String(key.value);
    const childPointer = `${pointer}/${encodePointerSegment(name)}`;
    const first = seen.get(name);
    if (first !== undefined) {
      const firstLine = position(document.lineStarts, first.offset).line;
      problems.push({
        severity: 'error',
        file: document.file,
        ...position(document.lineStarts, key.offset),
        pointer: childPointer,
        message: `duplicate key "${name}" (first on line ${firstLine}): remove one of them`,
      });
    }
    seen.set(name, key);
    if (value !== undefined) problems.push(...duplicateKeyProblems(document, value, childPointer));
  }
  return problems;
}

/**
 * Parses strict JSON (no comments, no trailing commas). Every syntax error and duplicate key is a
 * located problem; the document is returned whenever a value could be read, so schema checks can
 * still run on a file with a duplicate key. `duplicateKeysCounted`: the same text parsed before without any
 * (checked-documents.ts), so its property names are not counted again.
 */
export function parseJsonDocument(file: string, source: string, { duplicateKeysCounted = false } = {}): { document?: JsonDocument; problems: Problem[] } {
  // Editors hide a byte order mark, so dropping it keeps columns the same as what the owner sees.
  const text = source.startsWith('\uFEFF') ? source.slice(1) : source;
  // The common case, valid JSON without a duplicate key, at JSON.parse's speed; anything else is parsed again below
  // to say where each problem is.
  const value = parsedOrUndefined(text);
  if (value !== undefined && (duplicateKeysCounted || !hasDuplicateKey(text, value))) return { document: { file, value, text }, problems: [] };
  const lineStarts = lineStartsOf(text);
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const syntaxProblems: Problem[] = [];
  const reportedOffsets = new Set<number>();
  for (const error of errors) {
    if (reportedOffsets.has(error.offset)) continue;
    reportedOffsets.add(error.offset);
    const message = text.trim() === '' ? 'the file is empty: write a JSON object { … }' : (syntaxMessages[printParseErrorCode(error.error)] ?? 'invalid JSON');
    syntaxProblems.push({ severity: 'error', file, ...position(lineStarts, error.offset), pointer: '', message });
  }
  if (root === undefined || syntaxProblems.length > 0) return { problems: syntaxProblems };
  const document: JsonDocument = { file, value: getNodeValue(root), text };
  locatedDocuments.set(document, { root, lineStarts });
  return { document, problems: duplicateKeyProblems({ file, root, lineStarts }, root, '') };
}
