import type { CollectionItemHead, HeadFromData } from '../../../core/collections/collection-model.ts';
import { collectionModels } from '../../../core/collections/registry.ts';
import type { ImageSize, SiteConfig } from '../../../schemas/types.generated.ts';
import { localizedPath, type Language } from '../../../core/i18n/languages.ts';
import { textIn } from '../../../core/i18n/localized-text.ts';
import type { Translate } from '../../../core/i18n/translate.ts';
import { absoluteUrl, alternateLinks, pagePath, type AlternateLink, type PageId } from '../../../core/site/page-urls.ts';
import { personId, structuredDataScript } from './structured-data.ts';

interface MetaTag {
  name?: string;
  property?: string;
  media?: string;
  content: string;
}

export interface HeadTags {
  language: Language;
  title: string;
  canonicalUrl: string | null;
  alternates: AlternateLink[];
  /**
   * The Atom feeds of the page's language (`<link rel="alternate" type="application/atom+xml">`): the
   * publications', and the site's (news, posts, talks) where the content has one.
   */
  feeds: Array<{ href: string; title: string }>;
  meta: MetaTag[];
  structuredData: string;
}

export interface HeadInput {
  page: PageId;
  language: Language;
  site: SiteConfig;
  t: Translate;
  /** The social image's size as the build measured it (edition data); null while unknown. */
  socialImageSize: ImageSize | null;
  /** Site path of the profile photo as search engines are shown it (edition data); null without one or while unknown. */
  photo: string | null;
  /** The Open Graph locales of the site's other languages (edition data), for og:locale:alternate. */
  otherLocales: readonly string[];
  /** An item page's head made from its data file (a paper's; null while the file is on its way). */
  fromData?: HeadFromData | null;
  /** The key of the item a collection's item page shows (a paper's, a post's). */
  itemKey?: string;
  /** What a collection's item page (a post) says of itself (null while its data is on its way). */
  item?: CollectionItemHead | null;
  /** Whether the site has its Atom feed of news, posts and talks (a collection in it is in the content). */
  siteFeed?: boolean;
  /** The schema.org nodes a collection's page describes beside the owner (its talks as Events). */
  pageNodes?: ReadonlyArray<Record<string, unknown>>;
}

/** The browser bar colour follows the page background: these mirror --color-bg of both themes in global.css. */
const themeColors = { light: '#f7fafc', dark: '#0b1320' } as const;

/** A content collection's page (core/collections/registry.ts): its title and description strings. */
function collectionPage(page: string): { titleKey: string; descriptionKey: string } | undefined {
  const pages: ReadonlyArray<{ id: string; titleKey: string; descriptionKey: string }> = collectionModels.flatMap((model): ReadonlyArray<{ id: string; titleKey: string; descriptionKey: string }> => model.pages);
  return pages.find((candidate) => candidate.id === page);
}

/** An item page's title or description: as written, or an interface string of the page's language. */
function itemText({ site, t }: Pick<HeadInput, 'site' | 't'>, text: CollectionItemHead['title']): string {
  return typeof text === 'string' ? text : t(text.key, { name: site.profile.name, ...text.values });
}

function pageTitle(input: HeadInput): string {
  const { page, language, site, t } = input;
  const { name, subtitle } = site.profile;
  if (page === 'home') return `${name} — ${textIn(subtitle, language)}`;
  if (page === 'cv') return `${t('cv.title')} — ${name}`;
  if (page === 'search') return `${t('search.title')} — ${name}`;
  if (input.fromData) return `${input.fromData.title} — ${name}`;
  if (input.item) return `${itemText(input, input.item.title)} — ${name}`;
  const collection = collectionPage(page);
  if (collection !== undefined) return `${t(collection.titleKey)} — ${name}`;
  return t('notFound.metaTitle', { name });
}

/** Each indexable page has its own description: search engines flag pages that share one. */
function pageDescription({ page, language, site, t, fromData, item }: HeadInput): string {
  if (fromData) return fromData.description;
  if (item) return itemText({ site, t }, item.description);
  if (page === 'cv') return t('cv.metaDescription', { name: site.profile.name });
  if (page === 'search') return t('search.metaDescription', { name: site.profile.name });
  const collection = collectionPage(page);
  if (collection !== undefined) return t(collection.descriptionKey, { name: site.profile.name });
  return textIn(site.profile.about, language);
}

/**
 * The picture of link previews. Most previewers ignore SVG, which the poster may be, so the owner's PNG or JPEG
 * social image wins when there is one, as a large card. Its width and height let a previewer lay out the card
 * on the first share, before it has fetched the image; they are left out rather than guessed while unknown.
 */
function previewImageTags({ language, site, socialImageSize, item }: HeadInput): MetaTag[] {
  const { socialImage, spotlight } = site;
  // A post's own image: its file as it is (previewers take JPEG and PNG, not the AVIF the page draws).
  if (item?.image) {
    const url = absoluteUrl(site.siteUrl, `/${item.image.path}`);
    return [
      { property: 'og:image', content: url },
      { property: 'og:image:alt', content: item.image.alt },
      { name: 'twitter:card', content: 'summary_large_image' },
    ];
  }
  if (socialImage === undefined) {
    // Without a social image or a spotlight poster, previews show the title and description alone.
    if (spotlight === undefined) return [{ name: 'twitter:card', content: 'summary' }];
    return [
      { property: 'og:image', content: absoluteUrl(site.siteUrl, `/${spotlight.poster}`) },
      { property: 'og:image:alt', content: textIn(spotlight.posterAlt, language) },
      { name: 'twitter:card', content: 'summary' },
    ];
  }
  const url = absoluteUrl(site.siteUrl, `/${socialImage.path}`);
  const alt = textIn(socialImage.alt, language);
  const size: MetaTag[] = socialImageSize
    ? [
        { property: 'og:image:width', content: String(socialImageSize.width) },
        { property: 'og:image:height', content: String(socialImageSize.height) },
      ]
    : [];
  return [
    { property: 'og:image', content: url },
    // The schema allows only .png, .jpg and .jpeg, and the validator checks that the file is what its name says.
    { property: 'og:image:type', content: socialImage.path.endsWith('.png') ? 'image/png' : 'image/jpeg' },
    ...size,
    { property: 'og:image:alt', content: alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:image', content: url },
    { name: 'twitter:image:alt', content: alt },
  ];
}

/**
 * Everything the <head> of a page says about it, in one language. The 404 page is served at any unknown
 * path, so it has no canonical URL, no alternates and no og:url, and it asks not to be indexed.
 */
export function buildHeadTags(input: HeadInput): HeadTags {
  const { page, language, site, t } = input;
  const title = pageTitle(input);
  const description = pageDescription(input);
  const { itemKey, fromData } = input;
  const canonicalUrl = page === 'notFound' ? null : absoluteUrl(site.siteUrl, pagePath(language, page, itemKey));

  const meta: MetaTag[] = [
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: input.item?.ogType ?? fromData?.ogType ?? (page === 'home' ? 'profile' : 'website') },
    { property: 'og:site_name', content: site.profile.name },
    { property: 'og:locale', content: t('language.ogLocale') },
    ...input.otherLocales.map((locale) => ({ property: 'og:locale:alternate', content: locale })),
    ...previewImageTags(input),
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'theme-color', media: '(prefers-color-scheme: light)', content: themeColors.light },
    { name: 'theme-color', media: '(prefers-color-scheme: dark)', content: themeColors.dark },
  ];
  if (canonicalUrl) meta.push({ property: 'og:url', content: canonicalUrl });
  if (page === 'notFound') meta.push({ name: 'robots', content: 'noindex' });
  const published = input.item?.structuredData?.datePublished;
  if (typeof published === 'string') meta.push({ property: 'article:published_time', content: published });
  if (fromData && canonicalUrl) meta.push(...fromData.meta);

  return {
    language,
    title,
    canonicalUrl,
    alternates: page === 'notFound' ? [] : alternateLinks(site.siteUrl, page, itemKey, input.item?.languages),
    feeds: [
      { href: localizedPath(language, '/publications/feed.xml'), title: t('publicationsPage.feedTitle', { name: site.profile.name }) },
      ...(input.siteFeed ? [{ href: localizedPath(language, '/feed.xml'), title: t('feed.siteTitle', { name: site.profile.name }) }] : []),
    ],
    meta,
    structuredData: structuredDataScript(
      site,
      language,
      input.photo,
      [...(fromData && canonicalUrl ? fromData.nodes : []), ...(input.item?.structuredData && canonicalUrl ? [itemJsonLd(input.item, canonicalUrl, site)] : []), ...(input.pageNodes ?? [])],
    ),
  };
}

/** An item page's schema.org node (a BlogPosting) with its URL, its author (the site's Person) and its image. */
function itemJsonLd(item: CollectionItemHead, url: string, site: SiteConfig): Record<string, unknown> {
  return {
    ...item.structuredData,
    url,
    mainEntityOfPage: url,
    author: { '@id': personId(site.siteUrl) },
    ...(item.image ? { image: absoluteUrl(site.siteUrl, `/${item.image.path}`) } : {}),
  };
}
