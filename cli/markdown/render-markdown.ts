import type { Element, Root } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import rehypeSlug from 'rehype-slug';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { highlightCode, type HighlightedBlocks } from './highlight-code.ts';

/** Positions say where each node was in the Markdown: the pages need none of it, and it doubled the data file. */
function withoutPositions() {
  return (tree: Root) => {
    visit(tree, (node) => {
      delete node.position;
    });
  };
}

/** The page's h1 is the file's title: a body that uses "# Heading" has each of its headings moved one level down. */
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

const blockTags = new Set(['p', 'ul', 'ol', 'pre', 'blockquote', 'table']);

/**
 * A task list's checkbox is named by its item's text: the item's words (its first paragraph's, in a loose list)
 * go into a <label> with the checkbox.
 */
function labelledTaskItems() {
  return (tree: Root) => {
    visit(tree, 'element', (item: Element) => {
      const classes = item.properties.className;
      if (item.tagName !== 'li' || !Array.isArray(classes) || !classes.includes('task-list-item')) return;
      const paragraph = item.children.find((child): child is Element => child.type === 'element' && child.tagName === 'p');
      const holder = paragraph ?? item;
      const split = holder.children.findIndex((child) => child.type === 'element' && blockTags.has(child.tagName));
      const inline = split === -1 ? holder.children : holder.children.slice(0, split);
      const rest = split === -1 ? [] : holder.children.slice(split);
      holder.children = [{ type: 'element', tagName: 'label', properties: {}, children: inline }, ...rest];
      if (paragraph !== undefined) {
        const box = item.children.find((child) => child.type === 'element' && child.tagName === 'input');
        if (box !== undefined) {
          item.children = item.children.filter((child) => child !== box);
          (paragraph.children[0] as Element).children.unshift(box);
        }
      }
    });
  };
}

/** Display math wider than a phone scrolls on its own, reachable by keyboard (axe: scrollable-region-focusable). */
function scrollableDisplayMath() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      const math = node.children[0];
      if (node.tagName === 'span' && math?.type === 'element' && math.tagName === 'math' && math.properties.display === 'block') {
        node.properties.className = ['katex', 'katex-display'];
        node.properties.tabIndex = 0;
      }
    });
  };
}

/** Whether a tree has math: KaTeX (70 ms to load) is loaded for the first that has. */
function hasMath(tree: MdastRoot): boolean {
  let found = false;
  visit(tree, (node) => {
    if (node.type === 'math' || node.type === 'inlineMath') found = true;
    return found ? false : undefined;
  });
  return found;
}

let mathPlugin: Promise<typeof import('rehype-katex').default> | undefined;

/** The pipeline from a Markdown tree to its body, highlighting with `blocks` (highlight-code.ts), math with `katex`. */
function htmlTreePipeline(blocks: HighlightedBlocks | undefined, katex: typeof import('rehype-katex').default | undefined) {
  return unified()
    .use(remarkRehype)
    .use(katex ? [[katex, { output: 'mathml' }]] : [])
    .use(rehypeSlug)
    .use(highlightCode, blocks)
    .use(numberedBackReferences)
    .use(labelledTaskItems)
    .use(scrollableDisplayMath)
    .use(withoutPositions)
    .freeze();
}

type Pipeline = ReturnType<typeof htmlTreePipeline>;
/** The pipelines made, by the blocks they highlight with (`noBlocks` for none), with math and without. */
const pipelines = new WeakMap<object, { withMath?: Pipeline; withoutMath?: Pipeline }>();
const noBlocks = {};

async function pipelineFor(blocks: HighlightedBlocks | undefined, math: boolean): Promise<Pipeline> {
  const katex = math ? await (mathPlugin ??= import('rehype-katex').then((module) => module.default)) : undefined;
  let made = pipelines.get(blocks ?? noBlocks);
  if (made === undefined) pipelines.set(blocks ?? noBlocks, (made = {}));
  return math ? (made.withMath ??= htmlTreePipeline(blocks, katex)) : (made.withoutMath ??= htmlTreePipeline(blocks, undefined));
}

/**
 * The body of a Markdown file (a post, an owner's page) as an HTML tree (hast), at build time: GFM tables, footnotes and task lists, math as MathML
 * (KaTeX, nothing to load in the browser), code highlighted in both themes, an id on each heading (below the
 * page's title). The front matter is left out; raw HTML never gets here (validate refuses it). The page turns the tree into React
 * elements (site/shared/markdown/markdown-body.tsx). Code blocks highlighted before are taken from `blocks`.
 */
export async function renderMarkdownBody(tree: MdastRoot, blocks?: HighlightedBlocks): Promise<Root> {
  const body: MdastRoot = structuredClone({ ...tree, children: tree.children.filter((node) => node.type !== 'yaml') });
  const pipeline = await pipelineFor(blocks, hasMath(body));
  return (await pipeline.run(belowTitle(body))) as Root;
}
