import type { Profile } from '../../../schemas/types.generated.ts';
import type { Translate } from '../i18n/translate.ts';

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

/** The CV's contact line: email, ORCID, then the profiles elsewhere, in the hero's order. */
export function contactLinks(profile: Profile, t: Translate): CvLink[] {
  const links: CvLink[] = [];
  if (profile.email !== undefined) links.push(link(t('cv.email'), `mailto:${profile.email}`));
  if (profile.orcid !== undefined) links.push(link('ORCID', `https://orcid.org/${profile.orcid}`));
  const elsewhere = [
    ['cv.scholar', profile.links.scholar],
    ['cv.github', profile.links.github],
    ['cv.linkedin', profile.links.linkedin],
    ['cv.researchgate', profile.links.researchgate],
  ] as const;
  for (const [key, url] of elsewhere) links.push(link(t(key), url));
  return links;
}
