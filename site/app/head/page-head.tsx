import { useEffect } from 'react';
import { Head } from 'vite-react-ssg';
import type { Edition, Publication, PublicationsFile } from '../../../schemas/types.generated.ts';
import { useData } from '../../shared/data/data-context.tsx';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { useSite } from '../../shared/site/site-context.tsx';
import { applyHeadTags } from './apply-head-tags.ts';
import { buildHeadTags, type HeadTags } from './head-tags.ts';
import type { PageId } from './page-urls.ts';

const noPublications: readonly Publication[] = [];

/** Title, description, canonical and alternate URLs, social cards and structured data of one page. */
export function PageHead({ page }: { page: PageId }) {
  return page === 'home' ? <HomeHead /> : <HeadTagsOf page={page} publications={noPublications} />;
}

/** Only the home page lists the publications in its structured data, so only it reads them. */
function HomeHead() {
  const publications = useData<PublicationsFile>('publications');
  return (
    <HeadTagsOf
      page="home"
      publications={publications.status === 'success' ? publications.data.items : noPublications}
    />
  );
}

function HeadTagsOf({ page, publications }: { page: PageId; publications: readonly Publication[] }) {
  const site = useSite();
  const { t, language } = useI18n();
  const edition = useData<Edition>('edition');
  const socialImageSize = edition.status === 'success' ? edition.data.socialImageSize : null;
  const otherLocales =
    edition.status === 'success'
      ? edition.data.languages.filter((entry) => entry.code !== language).map((entry) => entry.ogLocale)
      : [];
  return <HeadElements tags={buildHeadTags({ page, language, site, t, publications, socialImageSize, otherLocales })} />;
}

function HeadElements({ tags }: { tags: HeadTags }) {
  // Helmet writes the head into each prerendered page; in the browser (where the bundle leaves Helmet out) the
  // head is already there and only changes when the visitor moves to another page.
  return import.meta.env.SSR ? <PrerenderedHead tags={tags} /> : <BrowserHead tags={tags} />;
}

function BrowserHead({ tags }: { tags: HeadTags }) {
  const signature = JSON.stringify(tags);
  // Keyed on the content: a new render with the same tags leaves the head alone.
  useEffect(() => applyHeadTags(document, tags), [signature]);
  return null;
}

function PrerenderedHead({ tags }: { tags: HeadTags }) {
  return (
    // Only `lang`: the theme class on <html> belongs to the theme code.
    <Head htmlAttributes={{ lang: tags.language }}>
      <title>{tags.title}</title>
      {/* Spread, not one prop per attribute: Helmet writes an undefined prop as a bare attribute. */}
      {tags.meta.map((meta) => (
        <meta key={`${meta.name ?? meta.property}${meta.media ?? ''}${meta.property === 'og:locale:alternate' ? meta.content : ''}`} {...meta} />
      ))}
      {tags.canonicalUrl && <link rel="canonical" href={tags.canonicalUrl} />}
      {/* Helmet copies prop names into the HTML as they are: `hreflang`, not React's `hrefLang`. */}
      {tags.alternates.map(({ hreflang, href }) => (
        <link key={hreflang} {...{ rel: 'alternate', hreflang, href }} />
      ))}
      <script type="application/ld+json">{tags.structuredData}</script>
    </Head>
  );
}
