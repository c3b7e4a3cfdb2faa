import type { ComponentType } from 'react';
import { isKnownLinkKind, type KnownLinkKind } from '../../../../core/site/profile-links.ts';
import { BlueskyIcon } from './bluesky-icon.tsx';
import { GithubIcon } from './github-icon.tsx';
import { GitlabIcon } from './gitlab-icon.tsx';
import { GlobeIcon } from './globe-icon.tsx';
import type { IconProps } from './icon-svg.tsx';
import { LinkIcon } from './link-icon.tsx';
import { LinkedinIcon } from './linkedin-icon.tsx';
import { MailIcon } from './mail-icon.tsx';
import { MastodonIcon } from './mastodon-icon.tsx';
import { OrcidIcon } from './orcid-icon.tsx';
import { ResearchgateIcon } from './researchgate-icon.tsx';
import { ScholarIcon } from './scholar-icon.tsx';
import { XIcon } from './x-icon.tsx';

const icons: Record<KnownLinkKind, ComponentType<IconProps>> = {
  email: MailIcon,
  orcid: OrcidIcon,
  scholar: ScholarIcon,
  github: GithubIcon,
  gitlab: GitlabIcon,
  linkedin: LinkedinIcon,
  researchgate: ResearchgateIcon,
  mastodon: MastodonIcon,
  bluesky: BlueskyIcon,
  x: XIcon,
  website: GlobeIcon,
};

/** The icon of a profile link's kind; a kind the product does not know gets the generic link icon. */
export function ProfileLinkIcon({ kind, ...props }: IconProps & { kind: string }) {
  const Icon = isKnownLinkKind(kind) ? icons[kind] : LinkIcon;
  return <Icon {...props} />;
}
