import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import type { CollectionItemPageId, CollectionPageId, collectionModels } from '../../../core/collections/registry.ts';
import { isItemKey } from '../../../core/site/site-pages.ts';
import { useData } from '../../shared/data/data-context.tsx';
import type { DataKey } from '../../shared/data/data-keys.ts';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { useSections } from '../../shared/site/sections.ts';
import { siteCollections } from '../collections.tsx';
import { PageHead } from '../head/page-head.tsx';
import { NotFoundRoute } from './not-found-route.tsx';

type Model = (typeof collectionModels)[number];

/** A collection's page: only a site whose content has the collection has it; elsewhere the path is a 404. */
export function CollectionRoute({ model, page }: { model: Model; page: CollectionPageId }) {
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

/**
 * A collection's item page (/posts/<slug>/): its key from the URL, its head and its page from the item's own data
 * file. A key that is not URL-safe, or at the root one of the product's paths, cannot be an item's, so it is the
 * 404 page, as is any path of a site without the collection.
 */
export function CollectionItemRoute({
  model,
  page,
}: {
  model: Model;
  page: { id: CollectionItemPageId; pattern: string; dataKey: (language: string, key: string) => string };
}) {
  const sections = useSections();
  const { language } = useI18n();
  const key = useParams().key ?? '';
  const Page = siteCollections[model.id].itemPages?.[page.id];
  if (!sections.includes(model.section) || Page === undefined || !isItemKey(page.pattern, key)) return <NotFoundRoute />;
  return <ItemPage page={page.id} itemKey={key} dataKey={page.dataKey(language, key)} Page={Page} />;
}

/** An item the content does not have in this language (a post written in another) is the 404 page. */
function ItemPage({
  page,
  itemKey,
  dataKey,
  Page,
}: {
  page: CollectionItemPageId;
  itemKey: string;
  dataKey: string;
  Page: ComponentType<{ itemKey: string; dataKey: string }>;
}) {
  const item = useData<unknown>(dataKey as DataKey);
  if (item.status === 'error' || (item.status === 'success' && item.data === undefined)) return <NotFoundRoute />;
  return (
    <>
      <PageHead page={page} itemKey={itemKey} itemDataKey={dataKey} />
      <Page itemKey={itemKey} dataKey={dataKey} />
    </>
  );
}
