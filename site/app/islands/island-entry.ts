import type { ComponentType } from 'react';
import type { DataKey } from '../../shared/data/data-keys.ts';

// Islands receive the JSON-serialised props their prerender was given.
type IslandComponent = ComponentType<any>;

export interface IslandEntry {
  load: () => Promise<IslandComponent>;
  /** The data files it reads besides the site settings, the edition and the page's strings, given its props. */
  data?: (props: Record<string, unknown>) => DataKey[];
  /** Shows toasts: its root renders the page's notifications region. */
  toasts?: boolean;
}
