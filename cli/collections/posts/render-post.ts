import type { Element, Root } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import rehypeKatex from 'rehype-katex';
import rehypeSlug from 'rehype-slug';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { highlightCode } from './highlight-code.ts';

/** Positions say where each node was in the Markdown: the pages need none of it, and it doubled the data file. */
function withoutPositions() {
  return (tree: Root) => {
    visit(tree, (node) => {
      delete node.position;
    });
  };
}

/** The page's h1 is the post's title: a post that uses "# Heading" has each of its headings moved one level down. */
function belowTitle(tree: MdastRoot): MdastRoot {
  let usesTopLevel = false;
  visit(tree, 'heading', (heading) => {
    if (heading.depth === 1) usesTopLevel = true;
  });
  if (!usesTopLevel) return tree;
  visit(tree, 'heading', (heading) => {
    heading.depth = Math.min(6, heading.depth + 1) as typeof heading.depth;
  });
  return tree;
}

/**
 * Each footnote's link back to its reference carries the footnote's number (data-reference), which the page
 * names in its language ("Back to reference 2"): remark-rehype's own label is English and its ids the labels.
 */
function numberedBackReferences() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'section' || node.properties.dataFootnotes === undefined) return;
      let number = 0;
      visit(node, 'element', (item: Element) => {
        if (item.tagName === 'li') number += 1;
        else if (item.tagName === 'a' && item.properties.dataFootnoteBackref !== undefined) item.properties.dataReference = number;
      });
    });
  };
}

const toHtmlTree = unified()
  .use(remarkRehype)
  .use(rehypeKatex, { output: 'mathml' })
  .use(rehypeSlug)
  .use(highlightCode)
  .use(numberedBackReferences)
  .use(withoutPositions);

/**
 * A post's body as an HTML tree (hast), at build time: GFM tables, footnotes and task lists, math as MathML
 * (KaTeX, nothing to load in the browser), code highlighted in both themes, an id on each heading (below the
 * page's title). The front matter is left out; raw HTML never gets here (validate refuses it). The page turns the tree into React
 * elements (site/features/posts/post-body.tsx).
 */
export function renderPostBody(tree: MdastRoot): Root {
  const body: MdastRoot = structuredClone({ ...tree, children: tree.children.filter((node) => node.type !== 'yaml') });
  return toHtmlTree.runSync(belowTitle(body)) as Root;
}
