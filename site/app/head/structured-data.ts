import type { Publication, SiteConfig } from '../../../schemas/types.generated.ts';
import { displayedVenue } from '../../features/publications/venue.ts';
import type { Language } from '../../shared/i18n/languages.ts';
import { textIn } from '../../shared/i18n/localized-text.ts';
import { profilesElsewhere } from '../../shared/site/profile-links.ts';
import { serializeForScript } from './script-json.ts';
import { absoluteUrl, pagePath } from './page-urls.ts';

type JsonLdNode = Record<string, unknown>;

export function personId(siteUrl: string): string {
  return `${absoluteUrl(siteUrl, '/')}#person`;
}

/** schema.org Person: who the site is about, with the profiles that confirm it is the same person. */
export function personJsonLd(site: SiteConfig, language: Language, photo: string | null): JsonLdNode {
  const { profile } = site;
  const sameAs = profilesElsewhere(profile.links).map((link) => link.url);
  const orcidUrl = profile.orcid === undefined ? undefined : `https://orcid.org/${profile.orcid}`;
  if (orcidUrl !== undefined && !sameAs.includes(orcidUrl)) sameAs.push(orcidUrl);
  return {
    '@type': 'Person',
    '@id': personId(site.siteUrl),
    name: profile.name,
    jobTitle: textIn(profile.jobTitle, language),
    description: textIn(profile.about, language),
    affiliation: { '@type': 'Organization', name: profile.affiliation },
    email: profile.email,
    url: absoluteUrl(site.siteUrl, pagePath(language, 'home')),
    ...(photo ? { image: absoluteUrl(site.siteUrl, photo) } : {}),
    sameAs,
    address: { '@type': 'PostalAddress', addressLocality: textIn(profile.location, language) },
    ...(profile.researchKeywords ? { knowsAbout: profile.researchKeywords[language] ?? [] } : {}),
  };
}

/** schema.org ScholarlyArticle for one publication; fields OpenAlex did not give are left out, never guessed. */
export function scholarlyArticleJsonLd(publication: Publication, pageUrl?: string): JsonLdNode {
  const venue = displayedVenue(publication.venue);
  const url = pageUrl ?? publication.url;
  const doiUrl = publication.doi ? `https://doi.org/${publication.doi}` : null;
  return {
    '@type': 'ScholarlyArticle',
    ...(pageUrl ? { '@id': pageUrl, headline: publication.title } : {}),
    name: publication.title,
    url,
    author: publication.authors.map((author) => ({
      '@type': 'Person',
      name: author.name,
      ...(author.orcid ? { sameAs: `https://orcid.org/${author.orcid}` } : {}),
    })),
    ...(publication.date ? { datePublished: publication.date } : publication.year !== null ? { datePublished: String(publication.year) } : {}),
    ...(pageUrl && publication.abstract.trim() !== '' ? { abstract: publication.abstract } : {}),
    // The DOI, unless it is the URL already (a work without a page of its own on the site).
    ...(doiUrl !== null && doiUrl !== url ? { sameAs: doiUrl } : {}),
    ...(venue
      ? {
          isPartOf: {
            '@type': publication.category === 'article' ? 'Periodical' : 'CreativeWork',
            name: venue,
          },
        }
      : {}),
  };
}

/**
 * The text of the page's <script type="application/ld+json">. Helmet writes script children into the HTML
 * as they are, so the JSON is escaped: a title holding '</script>' cannot end the element.
 */
export function structuredDataScript(
  site: SiteConfig,
  language: Language,
  photo: string | null,
  publications: readonly Publication[],
  paper: { publication: Publication; url: string } | null = null,
): string {
  return serializeForScript({
    '@context': 'https://schema.org',
    '@graph': [
      personJsonLd(site, language, photo),
      ...publications.map((publication) => scholarlyArticleJsonLd(publication)),
      ...(paper ? [scholarlyArticleJsonLd(paper.publication, paper.url)] : []),
    ],
  });
}
