import { collectionModels } from '../collections/registry.ts';

/**
 * The site search is one index per part of the site, which the browser merges (Pagefind's `mergeIndex`): the site's
 * own pages in `/pagefind/`, and each kind indexed apart (its model's `searchIndexApart`: the papers) in
 * `/pagefind/<kind>/`. An edit to a post then indexes the site's pages again, not a thousand papers
 * (docs/decisions/search-index-of-the-works-apart.md).
 */
export interface SearchIndexApart {
  /** The kind's id: its index's name, and its folder in `/pagefind/`. */
  name: string;
  /** The folder its item pages are in, in each language's (`publications` for `/publications/:key`). */
  folder: string;
}

function folderOf(kind: string, pattern: string): string {
  const folder = /^\/([a-z0-9-]+)\/:key$/.exec(pattern)?.[1];
  if (folder === undefined) throw new Error(`core/site/search-indexes.ts: the ${kind} pages (${pattern}) are indexed apart, so their pattern must be /<folder>/:key`);
  return folder;
}

export const searchIndexesApart: readonly SearchIndexApart[] = collectionModels.flatMap((model) => {
  const itemPages: ReadonlyArray<{ pattern: string; searchIndexApart?: boolean }> = 'itemPages' in model ? model.itemPages : [];
  return itemPages.filter((page) => page.searchIndexApart === true).map((page) => ({ name: model.id, folder: folderOf(model.id, page.pattern) }));
});

/** The index apart that holds the page at a language-neutral path (an item page of such a kind); undefined: the site's. */
export function searchIndexApartAt(neutralPath: string): string | undefined {
  const [, folder, key] = neutralPath.split('/');
  if (key === undefined || key === '') return undefined;
  return searchIndexesApart.find((index) => index.folder === folder)?.name;
}

/** An index of the items of a kind kept apart: its name (its folder in `/pagefind/`) and its items' keys. */
export interface SearchShard {
  name: string;
  keys: string[];
}

/**
 * A kind kept apart whose build gives its items in groups (the papers: the older works, and the newest two years',
 * which a refresh changes; docs/decisions/search-index-recent-works-apart.md) has an index per group, the browser
 * merging them like the rest: the first named as the kind's (`publications`), the next after it (`publications-2`).
 * An empty group has none; a site with one group has one index, as without groups.
 */
export function searchShards(name: string, groups: readonly (readonly string[])[]): SearchShard[] {
  return groups.filter((keys) => keys.length > 0).map((keys, at) => ({ name: at === 0 ? name : `${name}-${at + 1}`, keys: [...keys] }));
}
