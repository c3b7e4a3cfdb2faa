import type { DataKey } from '../../shared/data/data-keys.ts';
import type { Language } from '../../../core/i18n/languages.ts';
import { collectionIslands, collectionPageIslands } from './collection-islands.ts';
import type { IslandEntry } from './island-entry.ts';

/** Every island by name, each its own chunk: a page loads the code of the islands a visitor uses. */
export const islandRegistry: Record<string, IslandEntry> = {
  ...collectionIslands,
  ...collectionPageIslands,
  header: { load: () => import('../header/header.tsx').then((module) => module.Header) },
  install: { load: () => import('../../features/install/install-prompt.tsx').then((module) => module.InstallPrompt) },
  'hero-links': { load: () => import('../../features/hero/hero-links.tsx').then((module) => module.HeroLinks) },
  'hero-arrow': { load: () => import('../../features/hero/hero-links.tsx').then((module) => module.HeroScrollArrow) },
  spotlight: { load: () => import('../../features/spotlight/spotlight-section.tsx').then((module) => module.SpotlightSection) },
  contact: { load: () => import('../../features/contact/contact-section.tsx').then((module) => module.ContactSection) },
  search: { load: () => import('../../features/search/search-box.tsx').then((module) => module.SearchBox) },
};

/** The JSON-serialised props the island's prerender was given. */
export function islandProps(island: HTMLElement): Record<string, unknown> {
  return JSON.parse(island.dataset.props ?? '{}') as Record<string, unknown>;
}

/** Every data file an island reads: the site settings, the edition, the page's strings and its own. */
export function islandDataKeys(entry: IslandEntry, props: Record<string, unknown>, language: Language): DataKey[] {
  return ['site', 'edition', `strings.${language}`, ...(entry.data?.(props) ?? [])];
}
