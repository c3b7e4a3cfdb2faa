import { useEffect } from 'react';
import type { Edition, SectionId } from '../../../schemas/types.generated.ts';
import type { CollectionItemHead, CollectionModel, HeadFromData, ItemHeadFromData, PageStructuredData } from '../../../core/collections/collection-model.ts';
import { collectionItemHeads } from '../../../core/collections/item-heads.ts';
import { collectionModels, type CollectionItemPageId } from '../../../core/collections/registry.ts';
import { absoluteUrl, pagePath } from '../../../core/site/page-urls.ts';
import { personId } from './structured-data.ts';
import { useData } from '../../shared/data/data-context.tsx';
import type { DataKey } from '../../shared/data/data-keys.ts';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { useSite } from '../../shared/site/site-context.tsx';
import { applyHeadTags } from './apply-head-tags.ts';
import { buildHeadTags, type HeadTags } from './head-tags.ts';
import type { PageId } from '../../../core/site/page-urls.ts';
import { pageHeadMark } from '../../../core/site/page-head.ts';

/** The sections whose collection puts its items in the site's Atom feed. */
const siteFeedSections: readonly SectionId[] = collectionModels.flatMap((model): SectionId[] => ('inSiteFeed' in model && model.inSiteFeed ? [model.section] : []));

/** Title, description, canonical and alternate URLs, social cards and structured data of one page. */
export function PageHead({ page, itemKey, itemDataKey }: { page: PageId; itemKey?: string; itemDataKey?: string }) {
  if (page !== 'notFound' && itemDataKey !== undefined && itemKey !== undefined) {
    const headFromData = collectionItemHeads[page as CollectionItemPageId];
    if (headFromData !== undefined) return <HeadFromDataOf page={page} itemKey={itemKey} dataKey={itemDataKey} head={headFromData} />;
    return <ItemHeadOf page={page} itemKey={itemKey} dataKey={itemDataKey} />;
  }
  const collectionPage = collectionModels
    .flatMap((model): ReadonlyArray<CollectionModel['pages'][number]> => model.pages)
    .find((candidate) => candidate.id === page);
  if (collectionPage?.structuredData) {
    return <CollectionPageHeadOf page={page} neutralPath={collectionPage.neutralPath} structuredData={collectionPage.structuredData} />;
  }
  return <HeadTagsOf page={page} />;
}

/** An item page whose head is made from its data file (a paper's: its Highwire tags and ScholarlyArticle). */
function HeadFromDataOf({ page, itemKey, dataKey, head }: { page: Exclude<PageId, 'notFound'>; itemKey: string; dataKey: string; head: ItemHeadFromData }) {
  const site = useSite();
  const { language } = useI18n();
  const data = useData<unknown>(dataKey as DataKey);
  const url = absoluteUrl(site.siteUrl, pagePath(language, page, itemKey));
  const fromData = data.status === 'success' ? head(data.data as never, { url, absoluteUrl: (sitePath) => absoluteUrl(site.siteUrl, sitePath) }) : null;
  return <HeadTagsOf page={page} itemKey={itemKey} fromData={fromData} />;
}

/** A collection's item page (a post): its title, description, languages and structured data from its data file. */
function ItemHeadOf({ page, itemKey, dataKey }: { page: PageId; itemKey: string; dataKey: string }) {
  const item = useData<{ head: CollectionItemHead }>(dataKey as DataKey);
  return <HeadTagsOf page={page} itemKey={itemKey} item={item.status === 'success' ? item.data.head : null} />;
}

/** A collection's page whose data file holds what it describes (the talks page: its talks as Events). */
function CollectionPageHeadOf({ page, neutralPath, structuredData }: { page: PageId; neutralPath: string; structuredData: PageStructuredData }) {
  const site = useSite();
  const { language, path } = useI18n();
  const data = useData<unknown>(structuredData.dataKey(language) as DataKey);
  const url = absoluteUrl(site.siteUrl, path(`${neutralPath}/`));
  const nodes = data.status === 'success' ? structuredData.nodes(data.data as never, { url, ownerId: personId(site.siteUrl) }) : [];
  return <HeadTagsOf page={page} pageNodes={nodes} />;
}

function HeadTagsOf({
  page,
  fromData = null,
  itemKey,
  item = null,
  pageNodes,
}: {
  page: PageId;
  fromData?: HeadFromData | null;
  itemKey?: string;
  item?: CollectionItemHead | null;
  pageNodes?: ReadonlyArray<Record<string, unknown>>;
}) {
  const site = useSite();
  const { t, language } = useI18n();
  const edition = useData<Edition>('edition');
  const socialImageSize = edition.status === 'success' ? edition.data.socialImageSize : null;
  const photo = edition.status === 'success' ? edition.data.photo : null;
  const siteFeed = edition.status === 'success' && siteFeedSections.some((section) => edition.data.sections.includes(section));
  const otherLocales =
    edition.status === 'success'
      ? edition.data.languages.filter((entry) => entry.code !== language).map((entry) => entry.ogLocale)
      : [];
  return (
    <HeadElements
      tags={buildHeadTags({ page, language, site, t, socialImageSize, photo, otherLocales, fromData, itemKey, item, pageNodes, siteFeed })}
    />
  );
}

function HeadElements({ tags }: { tags: HeadTags }) {
  // The prerender moves the page's head into each prerendered page; in the browser the head is already there and
  // only changes when the visitor moves to another page.
  return import.meta.env.SSR ? <PrerenderedHead tags={tags} /> : <BrowserHead tags={tags} />;
}

function BrowserHead({ tags }: { tags: HeadTags }) {
  const signature = JSON.stringify(tags);
  // Keyed on the content: a new render with the same tags leaves the head alone.
  useEffect(() => applyHeadTags(document, tags), [signature]);
  return null;
}

/**
 * The head's elements, in a <noscript> the prerender takes out of the page and moves into its <head>, with the
 * language onto <html> (core/site/page-head.ts). Each is marked as the page's own (`data-rh`, which
 * apply-head-tags.ts replaces when the visitor moves to another page).
 */
function PrerenderedHead({ tags }: { tags: HeadTags }) {
  return (
    <noscript {...{ [pageHeadMark]: tags.language }}>
      <title data-rh="true">{tags.title}</title>
      {tags.meta.map((meta, index) => (
        // Several citation_author tags share a name: the index keeps the keys apart.
        <meta key={`${meta.name ?? meta.property}${meta.media ?? ''}-${index}`} data-rh="true" {...meta} />
      ))}
      {tags.canonicalUrl && <link data-rh="true" rel="canonical" href={tags.canonicalUrl} />}
      {tags.alternates.map(({ hreflang, href }) => (
        // Written `hrefLang`, as the header's language links are: HTML's attribute names ignore case.
        <link key={hreflang} data-rh="true" rel="alternate" hrefLang={hreflang} href={href} />
      ))}
      {tags.feeds.map((feed) => (
        <link key={feed.href} data-rh="true" rel="alternate" type="application/atom+xml" title={feed.title} href={feed.href} />
      ))}
      <script data-rh="true" type="application/ld+json">
        {tags.structuredData}
      </script>
    </noscript>
  );
}
