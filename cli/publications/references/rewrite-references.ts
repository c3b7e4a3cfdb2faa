import { applyEdits, getNodeValue, findNodeAtLocation, modify, parseTree } from 'jsonc-parser';
import type { Edit, Node } from 'jsonc-parser';
import type { ReferringFile } from './find-references.ts';
import { publicationLinkPattern } from './find-references.ts';
import type { Rewrite } from './follow-references.ts';

/** Replaces the key of every link to a former key, and nothing else of the text. */
function rewriteLinks(text: string, keys: ReadonlyMap<string, string>): string {
  return text.replace(publicationLinkPattern, (link: string, prefix: string, key: string) => {
    const to = keys.get(key);
    return to === undefined ? link : `${prefix}${to}`;
  });
}

/**
 * The file with its references rewritten: in JSON each value that holds one is replaced or removed in place
 * (jsonc-parser's modify, so the rest of the file keeps its bytes: spacing, order, line breaks), in Markdown the
 * link targets only. Manuscripts are renamed, not rewritten.
 */
export function rewriteFile(file: ReferringFile, rewrites: readonly Rewrite[]): string {
  const own = rewrites.filter((rewrite) => rewrite.reference.file === file.path && rewrite.reference.kind !== 'manuscript');
  if (own.length === 0) return file.text;
  const linkKeys = new Map(own.flatMap(({ reference, to }) => (reference.kind === 'link' && to !== null ? [[reference.written, to] as const] : [])));
  if (file.path.endsWith('.md')) return rewriteLinks(file.text, linkKeys);
  let text = file.text;
  const done = new Set<string>();
  // Last first: removing a list's item leaves the places of the items before it as they were.
  for (const { reference, to } of [...own].reverse()) {
    const path = reference.jsonPath ?? [];
    const pathKey = JSON.stringify(path);
    if (done.has(pathKey)) continue;
    done.add(pathKey);
    const root = parseTree(text);
    const node = root === undefined ? undefined : findNodeAtLocation(root, path);
    if (node === undefined) continue;
    if (to === null) {
      text = applyEdits(text, [removal(node)]);
      continue;
    }
    const value = reference.kind === 'link' ? rewriteLinks(String(getNodeValue(node)), linkKeys) : to;
    text = applyEdits(text, modify(text, path, value, {}));
  }
  return text;
}

/**
 * Removes an array's item with the comma that separates it from its neighbour. (jsonc-parser's own removal of a
 * last item assumes a line break before the closing bracket and cuts a quote off `["a", "b"]`.)
 */
function removal(item: Node): Edit {
  const siblings = item.parent?.children ?? [item];
  const position = siblings.indexOf(item);
  const next = siblings[position + 1];
  const previous = siblings[position - 1];
  if (next !== undefined) return { offset: item.offset, length: next.offset - item.offset, content: '' };
  const start = previous === undefined ? item.offset : previous.offset + previous.length;
  return { offset: start, length: item.offset + item.length - start, content: '' };
}
