import { createHash } from 'node:crypto';
import type { Root } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import { parseMarkdown } from './markdown-file.ts';
import { renderMarkdownBody } from './render-markdown.ts';
import { highlightedBlockKeys, type HighlightedBlocks } from './highlight-code.ts';
import type { Remembered } from '../shared/remembered.ts';

/** Turns a Markdown file's text into its tree (parseMarkdown, or what remembers its results). */
export type MarkdownParser = (text: string) => MdastRoot;

/** Turns a Markdown file's tree into its body (renderMarkdownBody, or what remembers its results). */
export type MarkdownRenderer = (tree: MdastRoot) => Promise<Root>;

/** Bodies rendered before, by the hash of their tree. */
export type RenderedBodies = Remembered<Root>;

function hashOf(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function remembering<From, To>(make: (from: From) => To, keyOf: (from: From) => string, kept: Remembered<To>): (from: From) => To {
  return (from) => {
    const key = keyOf(from);
    const known = kept.read(key);
    if (known !== undefined) return known;
    const made = make(from);
    kept.write(key, made);
    return made;
  };
}

/** The keys of a body's highlighted blocks, found once per body (`portfolio dev` gives the same ones from save to save). */
const blockKeys = new WeakMap<Root, string[]>();
function blockKeysOf(body: Root): string[] {
  let keys = blockKeys.get(body);
  if (keys === undefined) blockKeys.set(body, (keys = highlightedBlockKeys(body)));
  return keys;
}

/**
 * renderMarkdownBody, remembering: a tree rendered before (the same Markdown, to its positions) gives its body
 * again without the Markdown pipeline, KaTeX and Shiki, which took 5–40 ms a post (a code block's highlighting
 * the most). The body depends on the tree and the product's code alone; `bodies` is kept per product version. A
 * body rendered again takes its unchanged code blocks from `blocks` (an edited post's code is rarely what changed).
 */
export function rememberingRenderer(bodies: RenderedBodies, blocks?: HighlightedBlocks): MarkdownRenderer {
  return async (tree) => {
    const key = hashOf(JSON.stringify(tree));
    const known = bodies.read(key);
    if (known === undefined) {
      const made = await renderMarkdownBody(tree, blocks);
      bodies.write(key, made);
      return made;
    }
    // A body remembered whole still wants its blocks: the next edit of its post renders it again.
    if (blocks !== undefined) for (const blockKey of blockKeysOf(known)) blocks.keep(blockKey);
    return known;
  };
}

/**
 * The bodies of items written in Markdown (posts, pages), rendered all at once (a body may wait for the highlighter
 * or KaTeX to load), by item.
 */
export async function renderedBodies<Item extends { tree: MdastRoot }>(items: readonly Item[], render: MarkdownRenderer): Promise<(item: Item) => Root> {
  const bodies = new Map(await Promise.all(items.map(async (item) => [item, await render(item.tree)] as const)));
  return (item) => {
    const body = bodies.get(item);
    if (body === undefined) throw new Error('cli/markdown/remembered-markdown.ts: a body was asked for an item not rendered');
    return body;
  };
}

/**
 * parseMarkdown, remembering: a text parsed before gives its tree again (micromark took about 5 ms a post: 1.5 s
 * of every check of a blog of 300 posts, in `portfolio dev` at each save). The trees are read, never changed, by
 * what checks and renders them.
 */
export function rememberingParser(trees: Remembered<MdastRoot>): MarkdownParser {
  return remembering(parseMarkdown, hashOf, trees);
}
