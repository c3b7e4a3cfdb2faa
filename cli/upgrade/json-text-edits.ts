import { parseTree, printParseErrorCode } from 'jsonc-parser';
import type { Edit, Node, ParseError } from 'jsonc-parser';
import type { Problem } from '../shared/problems.ts';

/**
 * Edits of a JSON file's text that leave every other byte as it was (indentation, line breaks, comments,
 * key order), so an owner's diff shows only what a migration meant to change.
 */

export type ParsedJson = { root: Node } | { problem: Problem };

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - (before.lastIndexOf('\n') + 1) + 1 };
}

/** A problem at a node of a file a migration reads (its path in the content folder). */
export function problemAtNode(path: string, text: string, node: Node, pointer: string, message: string): Problem {
  return { severity: 'error', file: path, ...lineAndColumn(text, node.offset), pointer, message };
}

/** The file's syntax tree (comments and trailing commas tolerated: the owner's file is migrated as it is). */
export function parseJsonText(path: string, text: string): ParsedJson {
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { allowTrailingComma: true });
  const error = errors[0];
  if (root === undefined || error !== undefined) {
    const where = lineAndColumn(text, error?.offset ?? 0);
    const reason = error === undefined ? 'empty file' : printParseErrorCode(error.error);
    const message = `cannot be migrated: it is not valid JSON (${reason}): fix it (npx portfolio validate shows where), then upgrade again`;
    return { problem: { severity: 'error', file: path, ...where, pointer: '', message } };
  }
  return { root };
}

export function propertyNode(object: Node, key: string): Node | undefined {
  return object.type === 'object' ? object.children?.find((property) => property.children?.[0]?.value === key) : undefined;
}

export function replaceNode(node: Node, content: string): Edit {
  return { offset: node.offset, length: node.length, content };
}

/**
 * Sets a property of an object to `valueText`: its value replaced when it exists, else a new property right after
 * `after` (or first), indented as the object's first property is.
 */
export function setPropertyEdit(object: Node, text: string, key: string, valueText: string, after?: string): Edit {
  const existing = propertyNode(object, key)?.children?.[1];
  if (existing !== undefined) return replaceNode(existing, valueText);
  const member = `${JSON.stringify(key)}: ${valueText}`;
  const properties = object.children ?? [];
  const first = properties[0];
  if (first === undefined) return { offset: object.offset + 1, length: 0, content: ` ${member} ` };
  const separator = /\s*$/.exec(text.slice(object.offset + 1, first.offset))?.[0] ?? ' ';
  const previous = after === undefined ? undefined : propertyNode(object, after);
  if (previous === undefined) return { offset: first.offset, length: 0, content: `${member},${separator}` };
  return { offset: previous.offset + previous.length, length: 0, content: `,${separator}${member}` };
}
