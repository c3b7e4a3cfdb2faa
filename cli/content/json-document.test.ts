import { describe, expect, it } from 'vitest';
import { hasDuplicateKey, parseJsonDocument, pointerOf, problemAt } from './json-document.ts';
import type { JsonDocument } from './json-document.ts';

function parsed(text: string): JsonDocument {
  const { document, problems } = parseJsonDocument('content/x.json', text);
  expect(problems).toEqual([]);
  if (document === undefined) throw new Error('expected a document');
  return document;
}

function place(document: JsonDocument, pointer: string, target?: 'value' | 'key'): string {
  const problem = problemAt(document, pointer, 'error', 'm', target);
  return `${problem.line}:${problem.column}`;
}

describe('parseJsonDocument', () => {
  it('reads the value and locates values, keys and absent members', () => {
    const document = parsed('{\n  "a": { "b": [10, {"c/d": true}] },\n  "e~f": "x"\n}');
    expect(document.value).toEqual({ a: { b: [10, { 'c/d': true }] }, 'e~f': 'x' });
    expect(place(document, '')).toBe('1:1');
    expect(place(document, '/a/b/1')).toBe('2:20');
    expect(place(document, pointerOf('a', 'b', 1, 'c/d'))).toBe('2:28');
    expect(place(document, pointerOf('e~f'))).toBe('3:10');
    expect(place(document, pointerOf('e~f'), 'key')).toBe('3:3');
    expect(place(document, '/a/missing')).toBe('2:8');
    expect(place(document, '/a/b/7')).toBe('2:15');
  });

  it('keeps columns as the editor shows them when the file starts with a byte order mark', () => {
    expect(place(parsed('\uFEFF{ "a": 1 }'), '/a')).toBe('1:8');
  });

  it('reports every syntax error once, located, with the fix', () => {
    const { document, problems } = parseJsonDocument('content/x.json', '{\n  "a": 1,\n}\n');
    expect(document).toBeUndefined();
    expect(problems).toEqual([
      {
        severity: 'error',
        file: 'content/x.json',
        line: 3,
        column: 1,
        pointer: '',
        message: 'expected a "double-quoted" property name: remove the trailing comma or add the property',
      },
    ]);
  });

  it('reports single quotes and unterminated strings', () => {
    const messages = (text: string): string[] =>
      parseJsonDocument('x.json', text).problems.map((problem) => `${problem.line}:${problem.column} ${problem.message}`);
    expect(messages("{'a': 1}")[0]).toBe(
      '1:2 unexpected character: JSON allows objects, arrays, "double-quoted" strings, numbers, true, false and null',
    );
    expect(messages('{"a": "x}')).toContain('1:7 unterminated string: add the closing double quote');
  });

  it('reports duplicate keys at any depth but still returns the document', () => {
    const { document, problems } = parseJsonDocument('x.json', '{"a": [{"b": 1,\n "b": 2}], "a": []}');
    expect(document).toBeDefined();
    expect(problems.map((problem) => `${problem.line}:${problem.column} ${problem.pointer} ${problem.message}`)).toEqual([
      '2:2 /a/0/b duplicate key "b" (first on line 1): remove one of them',
      '2:12 /a duplicate key "a" (first on line 1): remove one of them',
    ]);
  });
});

const duplicated = (text: string) => hasDuplicateKey(text, JSON.parse(text));

describe('hasDuplicateKey', () => {
  it('finds a name given twice in one object, written alike or escaped, and nowhere else', () => {
    expect(duplicated('{"a": {"b": 1}, "c": [{"b": 2}, {"b": 3}], "d": "a"}')).toBe(false);
    expect(duplicated('{"a": [{"x": "\\"a\\":", "y": 1}], "b": {"x": 1, "x" : 2}}')).toBe(true);
    expect(duplicated('{"a\\\\": 1, "a\\u005c": 2}')).toBe(true);
    expect(duplicated('{"q\\"": {"q\\"": 1}}')).toBe(false);
    expect(duplicated('{"x": "\\"a\\": 1", "a": 1}')).toBe(false);
  });
});
