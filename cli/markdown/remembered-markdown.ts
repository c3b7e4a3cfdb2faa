import { createHash } from 'node:crypto';
import type { Root } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import { parseMarkdown } from './markdown-file.ts';
import { renderMarkdownBody } from './render-markdown.ts';

/** Turns a Markdown file's text into its tree (parseMarkdown, or what remembers its results). */
export type MarkdownParser = (text: string) => MdastRoot;

/** Turns a Markdown file's tree into its body (renderMarkdownBody, or what remembers its results). */
export type MarkdownRenderer = (tree: MdastRoot) => Root;

/** Values made before, by the hash of what they were made from. */
export interface Remembered<T> {
  read(key: string): T | undefined;
  write(key: string, value: T): void;
}

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

/**
 * renderMarkdownBody, remembering: a tree rendered before (the same Markdown, to its positions) gives its body
 * again without the Markdown pipeline, KaTeX and Shiki, which took 5–40 ms a post (a code block's highlighting
 * the most). The body depends on the tree and the product's code alone; `bodies` is kept per product version.
 */
export function rememberingRenderer(bodies: RenderedBodies): MarkdownRenderer {
  return remembering(renderMarkdownBody, (tree) => hashOf(JSON.stringify(tree)), bodies);
}

/**
 * parseMarkdown, remembering: a text parsed before gives its tree again (micromark took about 5 ms a post: 1.5 s
 * of every check of a blog of 300 posts, in `portfolio dev` at each save). The trees are read, never changed, by
 * what checks and renders them.
 */
export function rememberingParser(trees: Remembered<MdastRoot>): MarkdownParser {
  return remembering(parseMarkdown, hashOf, trees);
}

/** `first`, then `then` for what `first` lacks (kept in `first` once read there); what is made is kept in both. */
export function layered<T>(first: Remembered<T>, then: Remembered<T>): Remembered<T> {
  return {
    read(key) {
      const known = first.read(key);
      if (known !== undefined) return known;
      const found = then.read(key);
      if (found !== undefined) first.write(key, found);
      return found;
    },
    write(key, value) {
      first.write(key, value);
      then.write(key, value);
    },
  };
}

/**
 * Values kept in memory from one run to the next (`portfolio dev`: between two saves of the content, a post not
 * edited is neither parsed nor rendered again): those the last run used, no others, however long the session.
 */
export class BetweenRuns<T> implements Remembered<T> {
  private last = new Map<string, T>();
  private current = new Map<string, T>();

  read(key: string): T | undefined {
    const value = this.current.get(key) ?? this.last.get(key);
    if (value !== undefined) this.current.set(key, value);
    return value;
  }

  write(key: string, value: T): void {
    this.current.set(key, value);
  }

  /** A new run begins: what the one before did not use is forgotten. */
  nextRun(): void {
    this.last = this.current;
    this.current = new Map();
  }
}
