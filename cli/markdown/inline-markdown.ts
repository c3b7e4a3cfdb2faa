import type { PhrasingContent, RootContent } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { InlineNode } from '../../core/markdown/inline-nodes.ts';

/** What a construct is called in a message, and how to write the text without it. */
const notInline: Readonly<Record<string, string>> = {
  heading: 'a heading (a line starting with #)',
  list: 'a list (a line starting with -, * or a number)',
  blockquote: 'a quotation (a line starting with >)',
  code: 'a code block (a fenced or indented block)',
  thematicBreak: 'a horizontal rule',
  html: 'HTML',
  image: 'an image',
  imageReference: 'an image',
  linkReference: 'a reference link ([text][label])',
  definition: 'a link definition',
  break: 'a line break',
};

const allowedUrl = /^(https?:\/\/|mailto:|\/|#)/;

export interface InlineMarkdown {
  nodes: InlineNode[];
  /** What the text has beyond inline Markdown, each a sentence ending with the fix; empty when it is fine. */
  problems: string[];
}

/**
 * Parses a short text of inline Markdown (remark-parse, CommonMark) into inline nodes: emphasis, strong, links
 * and inline code. Anything else (a second paragraph, a heading, a list, HTML, an image…) is reported, and
 * left out of the nodes as its plain text.
 */
export function parseInlineMarkdown(markdown: string): InlineMarkdown {
  const problems: string[] = [];
  const tree = unified().use(remarkParse).parse(markdown);
  const blocks = tree.children;
  if (blocks.filter((block) => block.type === 'paragraph').length > 1) problems.push('the text has more than one paragraph: write it as one paragraph, without an empty line');
  const nodes = blocks.flatMap((block) => blockNodes(block, problems));
  return { nodes: mergeTexts(nodes), problems: [...new Set(problems)] };
}

function blockNodes(block: RootContent, problems: string[]): InlineNode[] {
  if (block.type === 'paragraph') return block.children.flatMap((child) => phrasing(child, problems));
  problems.push(`${notInline[block.type] ?? block.type} is not allowed: use emphasis (*text*), strong (**text**), links ([text](https://…)) and \`code\` only`);
  return [];
}

function phrasing(node: PhrasingContent, problems: string[]): InlineNode[] {
  switch (node.type) {
    case 'text':
      return [{ type: 'text', value: node.value }];
    case 'inlineCode':
      return [{ type: 'code', value: node.value }];
    case 'emphasis':
    case 'strong':
      return [{ type: node.type, children: node.children.flatMap((child) => phrasing(child, problems)) }];
    case 'link': {
      const children = node.children.flatMap((child) => phrasing(child, problems));
      if (allowedUrl.test(node.url)) return [{ type: 'link', url: node.url, children }];
      problems.push(`the link to "${node.url}" is not allowed: link to an https:// or http:// address, a mailto: address or a path of the site (/…)`);
      return children;
    }
    case 'break':
      problems.push(`${notInline.break} is not allowed: write the text on one line`);
      return [{ type: 'text', value: ' ' }];
    default:
      problems.push(`${notInline[node.type] ?? node.type} is not allowed: use emphasis (*text*), strong (**text**), links ([text](https://…)) and \`code\` only`);
      return [];
  }
}

/** Adjacent texts as one (the parser splits a text around what it tried as a mark). */
function mergeTexts(nodes: InlineNode[]): InlineNode[] {
  const merged: InlineNode[] = [];
  for (const node of nodes) {
    const last = merged.at(-1);
    if (node.type === 'text' && last?.type === 'text') last.value += node.value;
    else merged.push('children' in node ? { ...node, children: mergeTexts(node.children) } : node);
  }
  return merged;
}
