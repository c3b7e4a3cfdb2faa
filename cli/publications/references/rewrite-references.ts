import { applyEdits, getNodeValue, findNodeAtLocation, modify, parseTree } from 'jsonc-parser';
import type { ReferringFile } from './find-references.ts';
import { publicationLinkPattern } from './find-references.ts';
import type { Rewrite } from './follow-references.ts';

/** Replaces the key of every link to a former key, and nothing else of the text. */
export function rewriteLinks(text: string, keys: ReadonlyMap<string, string>): string {
  return text.replace(publicationLinkPattern, (link: string, prefix: string, key: string) => {
    const to = keys.get(key);
    return to === undefined ? link : `${prefix}${to}`;
  });
}

/**
 * The file with its references rewritten: in JSON each value that holds one is replaced in place (jsonc-parser's
 * modify, so the rest of the file keeps its bytes: spacing, order, line breaks), in Markdown the link targets
 * only. Manuscripts are renamed, not rewritten.
 */
export function rewriteFile(file: ReferringFile, rewrites: readonly Rewrite[]): string {
  const own = rewrites.filter((rewrite) => rewrite.reference.file === file.path && rewrite.reference.kind !== 'manuscript');
  if (own.length === 0) return file.text;
  const linkKeys = new Map(own.filter((rewrite) => rewrite.reference.kind === 'link').map((rewrite) => [rewrite.reference.written, rewrite.to]));
  if (file.path.endsWith('.md')) return rewriteLinks(file.text, linkKeys);
  let text = file.text;
  const done = new Set<string>();
  for (const { reference, to } of own) {
    const path = reference.jsonPath ?? [];
    const pathKey = JSON.stringify(path);
    if (done.has(pathKey)) continue;
    done.add(pathKey);
    const root = parseTree(text);
    const node = root === undefined ? undefined : findNodeAtLocation(root, path);
    if (node === undefined) continue;
    const value = reference.kind === 'link' ? rewriteLinks(String(getNodeValue(node)), linkKeys) : to;
    text = applyEdits(text, modify(text, path, value, {}));
  }
  return text;
}
