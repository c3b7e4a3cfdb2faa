import type { ReactNode } from 'react';

/**
 * When an island's code is loaded: 'interaction' on the first pointer, touch, focus or key on it; 'offer' when
 * the browser offers to install the site (the install prompt, which is empty until then); 'query' on
 * interaction, or at once when the URL has a query (a view kept in the URL, such as the publications page's
 * filters).
 */
export type IslandLoad = 'interaction' | 'offer' | 'query';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'site-island': {
        children?: ReactNode;
        'data-island': string;
        'data-load'?: IslandLoad;
        'data-props'?: string;
      };
    }
  }
}

interface IslandProps {
  /** The island's name in site/app/islands/island-registry.ts. */
  name: string;
  /** What the island's component is rendered with, serialised into the page for its hydration. */
  props?: Record<string, unknown>;
  load?: IslandLoad;
  /** The island's component rendered with `props`: the prerendered HTML its hydration starts from. */
  children: ReactNode;
}

/**
 * A part of a page that needs script for what a visitor does. On a page of islands (docs/decisions/islands.md)
 * only these hydrate, each as its own React root; on a page the whole app hydrates, the wrapper is inert.
 */
export function Island({ name, props, load = 'interaction', children }: IslandProps) {
  return (
    <site-island
      data-island={name}
      data-load={load === 'interaction' ? undefined : load}
      data-props={props === undefined ? undefined : JSON.stringify(props)}
    >
      {children}
    </site-island>
  );
}
