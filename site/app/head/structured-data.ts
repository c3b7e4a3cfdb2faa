import type { SiteConfig } from '../../../schemas/types.generated.ts';
import type { Language } from '../../../core/i18n/languages.ts';
import { textIn } from '../../../core/i18n/localized-text.ts';
import { profilesElsewhere } from '../../../core/site/profile-links.ts';
import { serializeForScript } from '../../shared/html/script-json.ts';
import { absoluteUrl, pagePath } from '../../../core/site/page-urls.ts';

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

/**
 * The text of the page's <script type="application/ld+json">: the owner, then what the page describes (a paper, a
 * post, the talks). React writes a script's text into the HTML as it is (but `</script`), so the JSON is escaped: a
 * title holding '</script>' or '</noscript>' cannot end the element, nor the <noscript> the prerender moves the
 * head out of (core/site/page-head.ts).
 */
export function structuredDataScript(
  site: SiteConfig,
  language: Language,
  photo: string | null,
  nodes: readonly JsonLdNode[] = [],
): string {
  return serializeForScript({
    '@context': 'https://schema.org',
    '@graph': [personJsonLd(site, language, photo), ...nodes],
  });
}
