import { findNodeAtLocation, parseTree, printParseErrorCode } from 'jsonc-parser';
import type { Node, ParseError } from 'jsonc-parser';

export interface Position {
  line: number;
  column: number;
}

export interface JsonDocument {
  value: unknown;
  /** Where the value at a JSON pointer starts (or the nearest parent that exists), 1-based. */
  locate(pointer: string): Position;
}

export type ParsedJson = { ok: true; document: JsonDocument } | { ok: false; error: Position & { message: string } };

/** Parses strict JSON, keeping enough of the text to point at any value by its JSON pointer. */
export function parseJsonDocument(text: string): ParsedJson {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const lineStarts = [0];
  for (let index = 0; index < source.length; index += 1) if (source[index] === '\n') lineStarts.push(index + 1);
  const positionAt = (offset: number): Position => {
    let line = 0;
    while (line + 1 < lineStarts.length && (lineStarts[line + 1] as number) <= offset) line += 1;
    return { line: line + 1, column: offset - (lineStarts[line] as number) + 1 };
  };

  const parseErrors: ParseError[] = [];
  const root = parseTree(source, parseErrors, { disallowComments: true, allowTrailingComma: false });
  if (parseErrors.length > 0 || root === undefined) {
    // Only the first syntax error is reliable: the parser's later ones follow from it.
    const [first] = parseErrors;
    const error = first === undefined ? { line: 1, column: 1, message: 'the file is empty' } : { ...positionAt(first.offset), message: describeParseError(first) };
    return { ok: false, error };
  }
  return {
    ok: true,
    document: {
      value: JSON.parse(source) as unknown,
      locate(pointer: string): Position {
        const path = pointerSegments(pointer);
        for (let length = path.length; length >= 0; length -= 1) {
          const node: Node | undefined = findNodeAtLocation(root, path.slice(0, length));
          if (node !== undefined) return positionAt(node.offset);
        }
        return positionAt(root.offset);
      },
    },
  };
}

function pointerSegments(pointer: string): Array<string | number> {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}

function describeParseError(error: ParseError): string {
  const readable: Record<string, string> = {
    InvalidSymbol: 'unexpected character',
    InvalidNumberFormat: 'malformed number',
    PropertyNameExpected: 'expected a "quoted" property name',
    ValueExpected: 'expected a value (a trailing or doubled comma?)',
    ColonExpected: 'expected ":"',
    CommaExpected: 'expected "," between entries',
    CloseBraceExpected: 'expected "}"',
    CloseBracketExpected: 'expected "]"',
    EndOfFileExpected: 'unexpected text after the end of the JSON value',
    InvalidCommentToken: 'comments are not allowed in JSON',
    UnexpectedEndOfComment: 'comments are not allowed in JSON',
    UnexpectedEndOfString: 'unterminated string',
    UnexpectedEndOfNumber: 'unterminated number',
    InvalidUnicode: 'invalid \\u escape',
    InvalidEscapeCharacter: 'invalid escape character',
    InvalidCharacter: 'invalid character in a string',
  };
  const code = printParseErrorCode(error.error);
  return `invalid JSON: ${readable[code] ?? code}`;
}
