import type { ReactNode } from 'react';
import { serializeForScript } from '../html/script-json.ts';
import { NoteIntl } from '../i18n/i18n-context.tsx';

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

/** Marks the data block after an island that holds the Intl results its prerender formatted. */
export const islandIntlAttribute = 'data-island-intl';

/**
 * The numbers, dates and plurals the island's prerender formatted, after it: its hydration reads them instead of
 * asking Intl, whose first use in a tab costs 20–100 ms while ICU loads (on the 1,000-work list, 22 ms of its first
 * filter), and draws exactly the prerendered text whatever the browser's ICU writes. Rendered after the island's
 * own elements, so everything below them has been formatted; nothing when they formatted nothing.
 */
function IslandIntl({ noted }: { noted: ReadonlyMap<string, string> }) {
  if (noted.size === 0) return null;
  return (
    <script type="application/json" {...{ [islandIntlAttribute]: '' }}>
      {serializeForScript(Object.fromEntries(noted))}
    </script>
  );
}

/**
 * A part of a page that needs script for what a visitor does. On a page of islands (docs/decisions/islands.md)
 * only these hydrate, each as its own React root; on a page the whole app hydrates, the wrapper is inert.
 */
export function Island({ name, props, load = 'interaction', children }: IslandProps) {
  const element = (content: ReactNode) => (
    <site-island
      data-island={name}
      data-load={load === 'interaction' ? undefined : load}
      data-props={props === undefined ? undefined : JSON.stringify(props)}
    >
      {content}
    </site-island>
  );
  if (!import.meta.env.SSR) return element(children);
  const noted = new Map<string, string>();
  return (
    <>
      {element(<NoteIntl noted={noted}>{children}</NoteIntl>)}
      <IslandIntl noted={noted} />
    </>
  );
}
