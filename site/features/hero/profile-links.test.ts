import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../../schemas/types.generated.ts';
import site from '../../../content/site.json';
import { cvHref, profileLinks } from './profile-links.ts';

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

describe('cvHref', () => {
  it('serves the CV from the site root under its file name', () => {
    expect(cvHref('files/CV_2025.pdf')).toBe('/CV_2025.pdf');
  });

  it('drops the folders under files/', () => {
    expect(cvHref('files/cv/2025/Marchand-CV.pdf')).toBe('/Marchand-CV.pdf');
  });

  it('escapes characters that would break the URL', () => {
    expect(cvHref('files/CV#1?.pdf')).toBe('/CV%231%3F.pdf');
  });
});
