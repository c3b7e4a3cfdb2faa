/**
 * Inline Markdown as data: what the build parses a short text into (cli/markdown/inline-markdown.ts) and the
 * site renders as React elements (site/shared/markdown/inline-text.tsx), never as HTML strings. Only emphasis,
 * strong emphasis, links and inline code: a news item or a caption is one or two sentences, not a document.
 */
export type InlineNode =
  | { type: 'text'; value: string }
  | { type: 'code'; value: string }
  | { type: 'emphasis' | 'strong'; children: InlineNode[] }
  | { type: 'link'; url: string; children: InlineNode[] };

/** The text a visitor reads, without its marks (for a title attribute, a feed or a test). */
export function plainText(nodes: readonly InlineNode[]): string {
  return nodes.map((node) => ('children' in node ? plainText(node.children) : node.value)).join('');
}
