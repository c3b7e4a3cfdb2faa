import { createHash } from 'node:crypto';
import type { Root } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import { renderMarkdownBody } from './render-markdown.ts';

/** Turns a Markdown file's tree into its body (renderMarkdownBody, or what remembers its results). */
export type MarkdownRenderer = (tree: MdastRoot) => Root;

/** Bodies rendered before, by the hash of the tree they were rendered from. */
export interface RenderedBodies {
  read(key: string): Root | undefined;
  write(key: string, body: Root): void;
}

/**
 * renderMarkdownBody, remembering: a tree rendered before (the same Markdown, to its positions) gives its body
 * again without the Markdown pipeline, KaTeX and Shiki, which took 5–40 ms a post (a code block's highlighting
 * the most). The body depends on the tree and the product's code alone; `bodies` is kept per product version.
 */
export function rememberingRenderer(bodies: RenderedBodies): MarkdownRenderer {
  return (tree) => {
    const key = createHash('sha256').update(JSON.stringify(tree)).digest('hex');
    const known = bodies.read(key);
    if (known !== undefined) return known;
    const body = renderMarkdownBody(tree);
    bodies.write(key, body);
    return body;
  };
}

/**
 * Bodies kept in memory from one run to the next (`portfolio dev`: between two saves of the content, a post not
 * edited is not rendered again): those the last run used, no others, however long the session.
 */
export class BodiesBetweenRuns implements RenderedBodies {
  private last = new Map<string, Root>();
  private current = new Map<string, Root>();

  read(key: string): Root | undefined {
    const body = this.current.get(key) ?? this.last.get(key);
    if (body !== undefined) this.current.set(key, body);
    return body;
  }

  write(key: string, body: Root): void {
    this.current.set(key, body);
  }

  /** A new run begins: what the one before did not use is forgotten. */
  nextRun(): void {
    this.last = this.current;
    this.current = new Map();
  }
}
