import type { CollectionPageId, collectionModels } from '../../../core/collections/registry.ts';
import { useSections } from '../../shared/site/sections.ts';
import { siteCollections } from '../collections.tsx';
import { PageHead } from '../head/page-head.tsx';
import { NotFoundRoute } from './not-found-route.tsx';

/** A collection's page: only a site whose content has the collection has it; elsewhere the path is a 404. */
export function CollectionRoute({ model, page }: { model: (typeof collectionModels)[number]; page: CollectionPageId }) {
  const sections = useSections();
  const Page = siteCollections[model.id].pages[page];
  if (!sections.includes(model.section) || Page === undefined) return <NotFoundRoute />;
  return (
    <>
      <PageHead page={page} />
      <Page />
    </>
  );
}
