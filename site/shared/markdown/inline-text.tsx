import type { ReactNode } from 'react';
import type { InlineNode } from '../../../core/markdown/inline-nodes.ts';

/**
 * Inline Markdown parsed by the build (cli/markdown/inline-markdown.ts) as React elements: emphasis, strong,
 * links and code. Texts are React text nodes, so nothing the owner writes is ever read as HTML.
 */
export function InlineText({ nodes }: { nodes: readonly InlineNode[] }): ReactNode {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return node.value;
      case 'code':
        return <code key={index}>{node.value}</code>;
      case 'emphasis':
        return (
          <em key={index}>
            <InlineText nodes={node.children} />
          </em>
        );
      case 'strong':
        return (
          <strong key={index}>
            <InlineText nodes={node.children} />
          </strong>
        );
      case 'link':
        return (
          <a key={index} href={node.url}>
            <InlineText nodes={node.children} />
          </a>
        );
    }
  });
}
