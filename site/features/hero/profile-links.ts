import type { Profile } from '../../../schemas/types.generated.ts';

export type ProfileLinkKind = 'email' | 'scholar' | 'github' | 'linkedin' | 'researchgate';

export interface ProfileLink {
  kind: ProfileLinkKind;
  href: string;
  /** Profiles on other sites open in a new tab; the mailto link does not. */
  external: boolean;
}

/** The hero's icon links, in the specification's order: email, scholar, code host, professional, research. */
export function profileLinks(profile: Pick<Profile, 'email' | 'links'>): ProfileLink[] {
  return [
    ...(profile.email ? [{ kind: 'email' as const, href: `mailto:${profile.email}`, external: false }] : []),
    { kind: 'scholar', href: profile.links.scholar, external: true },
    { kind: 'github', href: profile.links.github, external: true },
    { kind: 'linkedin', href: profile.links.linkedin, external: true },
    { kind: 'researchgate', href: profile.links.researchgate, external: true },
  ];
}
