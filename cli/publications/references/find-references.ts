import { findNodeAtLocation, parseTree } from 'jsonc-parser';
import type { JSONPath, Node } from 'jsonc-parser';
import { collectionModels } from '../../../core/collections/registry.ts';

/**
 * What points at a publication: a collection's item (a talk, software: its model's `workReferences`), a featured
 * work, a CV choice, a manuscript, a link to its page.
 */
export type ReferenceKind = 'item' | 'featured' | 'cv' | 'manuscript' | 'link';

/** A content file that may refer to publications, as read (path as shown to the owner, e.g. content/talks.json). */
export interface ReferringFile {
  path: string;
  text: string;
}

/** One reference to a publication in the content, located for the owner and for a rewrite. */
export interface PublicationReference {
  kind: ReferenceKind;
  file: string;
  /** 1-based; 0 for a manuscript, which is a whole file. */
  line: number;
  column: number;
  /** The id (item, featured, cv) or key (manuscript, link) as written. */
  written: string;
  /** An item's kind in words ('talk'), for messages. */
  itemNoun?: string;
  /** JSON files: the value holding the reference (for a link, the string it is in). */
  jsonPath?: JSONPath;
}

/**
 * A link to a work's page, `/publications/<key>/` or `/<lang>/publications/<key>/`, as a Markdown link target,
 * a reference definition or an HTML attribute. Group 1 is what precedes the key, group 2 the key. The key ends
 * where the page's path does, so `/publications/feed.xml` is no work.
 */
export const publicationLinkPattern = /(?<=\]\(\s*<?|\]:\s*<?|href=["'])(\/(?:[a-z]{2}\/)?publications\/)([a-z0-9][a-z0-9-]*)(?=[/)#?"'>\s]|$)/gm;

/** A manuscript's file name in content/papers/: `<key>.pdf`. */
const manuscriptName = /^([a-z0-9][a-z0-9-]*)\.pdf$/;

/** The JSON values that name a publication by id, per content file. */
const idLists: Readonly<Record<string, ReadonlyArray<{ kind: ReferenceKind; path: JSONPath }>>> = {
  'site.json': [
    { kind: 'featured', path: ['publications', 'featured'] },
    { kind: 'cv', path: ['cv', 'publications'] },
  ],
};

/** The collections' JSON files whose items name works, by file name (a talk's `publication`). */
const itemReferences: ReadonlyMap<string, { field: string; itemNoun: string }> = new Map(
  collectionModels.flatMap((model) => {
    const references: { field: string; itemNoun: string } | undefined = 'workReferences' in model ? model.workReferences : undefined;
    return references !== undefined && 'name' in model.file ? [[model.file.name, references] as const] : [];
  }),
);

/** The names of the collections' JSON files whose items name works (content-references.ts reads them). */
export const itemReferenceFiles: readonly string[] = [...itemReferences.keys()];

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) starts.push(index + 1);
  return starts;
}

function place(starts: readonly number[], offset: number): { line: number; column: number } {
  let line = 0;
  while (line + 1 < starts.length && (starts[line + 1] ?? Infinity) <= offset) line += 1;
  return { line: line + 1, column: offset - (starts[line] ?? 0) + 1 };
}

function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

function linksIn(text: string): Array<{ key: string; offset: number }> {
  return [...text.matchAll(publicationLinkPattern)].map((match) => ({ key: match[2] as string, offset: match.index + (match[1] as string).length }));
}

function jsonReferences(file: ReferringFile): PublicationReference[] {
  const root = parseTree(file.text);
  if (root === undefined) return [];
  const starts = lineStarts(file.text);
  const at = (node: Node, kind: ReferenceKind, written: string, jsonPath: JSONPath, offset = node.offset): PublicationReference => ({
    kind,
    file: file.path,
    ...place(starts, offset),
    written,
    jsonPath,
  });
  const name = baseName(file.path);
  const references: PublicationReference[] = [];
  for (const { kind, path } of idLists[name] ?? []) {
    findNodeAtLocation(root, path)?.children?.forEach((node, index) => {
      if (node.type === 'string') references.push(at(node, kind, String(node.value), [...path, index]));
    });
  }
  const items = itemReferences.get(name);
  if (items !== undefined) {
    findNodeAtLocation(root, ['items'])?.children?.forEach((_, index) => {
      const path = ['items', index, items.field];
      const node = findNodeAtLocation(root, path);
      const named = node?.type === 'array' ? (node.children ?? []).map((child, position) => ({ child, path: [...path, position] })) : node === undefined ? [] : [{ child: node, path }];
      for (const { child, path: childPath } of named) {
        if (child.type === 'string') references.push({ ...at(child, 'item', String(child.value), childPath), itemNoun: items.itemNoun });
      }
    });
  }
  if (name === 'news.json') {
    visitStrings(root, [], (node, path) => {
      for (const link of linksIn(String(node.value))) references.push(at(node, 'link', link.key, path));
    });
  }
  return references;
}

function visitStrings(node: Node, path: JSONPath, visit: (node: Node, path: JSONPath) => void): void {
  if (node.type === 'string') visit(node, path);
  if (node.type === 'array') node.children?.forEach((child, index) => visitStrings(child, [...path, index], visit));
  if (node.type === 'object') {
    for (const property of node.children ?? []) {
      const [key, value] = property.children ?? [];
      if (key !== undefined && value !== undefined) visitStrings(value, [...path, String(key.value)], visit);
    }
  }
}

function markdownReferences(file: ReferringFile): PublicationReference[] {
  const starts = lineStarts(file.text);
  return linksIn(file.text).map(({ key, offset }) => ({ kind: 'link', file: file.path, ...place(starts, offset), written: key }));
}

/**
 * Every reference to a publication in the content: ids in site.json (publications.featured, cv.publications) and
 * in the collections' items (a talk's publication, a model's `workReferences`), links to a work's page in news.json and in Markdown files (posts, projects),
 * and the manuscripts of content/papers/ (`manuscripts`: their paths, e.g. content/papers/w123.pdf). In the
 * files' order, each file's references in reading order. Validation, the import's rewrite and its summary all
 * read this one list.
 */
export function findPublicationReferences(files: readonly ReferringFile[], manuscripts: readonly string[] = []): PublicationReference[] {
  const references = files.flatMap((file) => (file.path.endsWith('.md') ? markdownReferences(file) : jsonReferences(file)));
  const byPlace = (a: PublicationReference, b: PublicationReference): number => a.line - b.line || a.column - b.column;
  const sorted = files.flatMap((file) => references.filter((reference) => reference.file === file.path).sort(byPlace));
  for (const path of manuscripts) {
    const match = manuscriptName.exec(baseName(path));
    if (match !== null) sorted.push({ kind: 'manuscript', file: path, line: 0, column: 0, written: match[1] as string });
  }
  return sorted;
}
