import type { ProfileLink } from '../../schemas/types.generated.ts';
import type { Translate } from '../i18n/translate.ts';

/** The kinds the product knows: each has an icon and a name (`links.<kind>`) in every language. */
const knownLinkKinds = [
  'email',
  'orcid',
  'scholar',
  'github',
  'gitlab',
  'linkedin',
  'researchgate',
  'mastodon',
  'bluesky',
  'x',
  'website',
] as const;

export type KnownLinkKind = (typeof knownLinkKinds)[number];

export function isKnownLinkKind(kind: string): kind is KnownLinkKind {
  return (knownLinkKinds as readonly string[]).includes(kind);
}

/** The link's accessible name: the product's name of a known kind, or the owner's label of any other. */
export function linkName(link: ProfileLink, t: Translate): string {
  if (isKnownLinkKind(link.kind)) return t(`links.${link.kind}`);
  return link.label ?? link.kind;
}

/** Profiles on other sites open in a new tab; a mailto link does not. */
export function isExternalLink(link: ProfileLink): boolean {
  return !link.url.startsWith('mailto:');
}

/** The links that show the same person elsewhere (JSON-LD sameAs, the contact card's list): all but email. */
export function profilesElsewhere(links: readonly ProfileLink[]): ProfileLink[] {
  return links.filter((link) => link.kind !== 'email' && isExternalLink(link));
}
