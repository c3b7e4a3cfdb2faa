import type { Nodes, Paragraph } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { stringify } from 'yaml';
import { keyFromName } from '../../../core/collections/publications/publication-key.ts';

/** The same text in every site language: the old site had one, so the others are copies to translate. */
export function inEveryLanguage<T>(value: T, languages: readonly string[]): Record<string, T> {
  return Object.fromEntries(languages.map((language) => [language, value]));
}

/** The plain text of the first paragraph of some Markdown (links' and emphasis' words kept), or null when it has none. */
export function firstParagraph(markdown: string): string | null {
  const tree = unified().use(remarkParse).parse(markdown);
  const paragraph = tree.children.find((node): node is Paragraph => node.type === 'paragraph' && toString(node).trim() !== '');
  return paragraph === undefined ? null : toString(paragraph).replace(/\s+/g, ' ').trim();
}

/** How many paragraphs, lists, headings… some Markdown has. */
export function blockCount(markdown: string): number {
  return unified().use(remarkParse).parse(markdown).children.length;
}

/** How many images of some Markdown have no alt text (`![](…)`). */
export function imagesWithoutAlt(markdown: string): number {
  const count = (node: Nodes): number =>
    (node.type === 'image' && (node.alt ?? '').trim() === '' ? 1 : 0) + ('children' in node ? (node.children as Nodes[]).reduce((sum, child) => sum + count(child), 0) : 0);
  return count(unified().use(remarkParse).parse(markdown));
}

/** A Markdown file with YAML front matter, as posts and an owner's pages are written. */
export function markdownFile(frontMatter: Record<string, unknown>, body: string): string {
  const fields = Object.fromEntries(Object.entries(frontMatter).filter(([, value]) => value !== undefined));
  return `---\n${stringify(fields, { lineWidth: 0 })}---\n\n${body.trim()}\n`;
}

/**
 * Ids for a list's items from their names, each kebab-case and unique in the list (`waves`, `waves-2`); an
 * empty name becomes the fallback's.
 */
export function uniqueIds(names: readonly string[], fallback: string): string[] {
  const used = new Set<string>();
  return names.map((name) => {
    const base = keyFromName(name) || fallback;
    let id = base;
    for (let suffix = 2; used.has(id); suffix += 1) id = `${base}-${suffix}`;
    used.add(id);
    return id;
  });
}

/** An http(s) address as the secure one the content asks for; null for anything else. */
export function secureUrl(url: string | null): string | null {
  if (url === null) return null;
  const trimmed = url.trim();
  if (/^https:\/\/\S+$/.test(trimmed)) return trimmed;
  if (/^http:\/\/\S+$/.test(trimmed)) return `https://${trimmed.slice('http://'.length)}`;
  return null;
}
