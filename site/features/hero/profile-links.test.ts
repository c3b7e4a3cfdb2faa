import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../../schemas/types.generated.ts';
import site from '../../../content/site.json';
import { profileLinks } from './profile-links.ts';

const { profile } = site as SiteConfig;

describe('profileLinks', () => {
  it('lists email, scholar, code host, professional and research network in that order', () => {
    expect(profileLinks(profile)).toEqual([
      { kind: 'email', href: `mailto:${profile.email}`, external: false },
      { kind: 'scholar', href: profile.links.scholar, external: true },
      { kind: 'github', href: profile.links.github, external: true },
      { kind: 'linkedin', href: profile.links.linkedin, external: true },
      { kind: 'researchgate', href: profile.links.researchgate, external: true },
    ]);
  });
});
