import type { Profile } from '../../schemas/types.generated.ts';
import type { Translate } from '../i18n/translate.ts';
import { linkName } from '../site/profile-links.ts';

export interface CvLink {
  /** What the link is ("Email", "ORCID", "GitHub"). */
  label: string;
  url: string;
  /** The address as printed: without the scheme, so a paper copy still says where it goes. */
  text: string;
}

function printed(url: string): string {
  return url
    .replace(/^mailto:/, '')
    .replace(/^https?:\/\//, '')
    .replace(/\/$/, '');
}

function link(label: string, url: string): CvLink {
  return { label, url, text: printed(url) };
}

/** The CV's contact line: the owner's profile links, in their order (the hero's), each with its name. */
export function contactLinks(profile: Profile, t: Translate): CvLink[] {
  return profile.links.map((profileLink) => link(linkName(profileLink, t), profileLink.url));
}
