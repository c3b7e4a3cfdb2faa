import type { ItemHeadFromData } from './collection-model.ts';
import { paperHead } from './publications/publication-head.ts';
import type { CollectionItemPageId } from './registry.ts';

/**
 * The item pages whose head is made from their data file when the page renders (docs/collections.md), by item page
 * id; the others' head is the `CollectionItemHead` their data file holds. Apart from the models, which every page's
 * header loads: only the head reads these.
 */
export const collectionItemHeads: { readonly [Id in CollectionItemPageId]?: ItemHeadFromData } = {
  publication: paperHead,
};
