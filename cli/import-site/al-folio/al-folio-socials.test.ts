import { describe, expect, it } from 'vitest';
import { readSocials } from './al-folio-socials.ts';

describe('readSocials', () => {
  it('makes al-folio\'s ids full links and keeps the email and ORCID iD apart', () => {
    expect(readSocials({ email: 'a@uib.no', orcid_id: '0000-0002-1825-0097', linkedin_username: 'isolberg', mastodon_username: 'fediscience.org/@ingrid', research_gate_profile: 'Ingrid_Solberg' }, 'all')).toEqual({
      email: 'a@uib.no',
      orcid: '0000-0002-1825-0097',
      links: [
        { kind: 'orcid', url: 'https://orcid.org/0000-0002-1825-0097' },
        { kind: 'linkedin', url: 'https://www.linkedin.com/in/isolberg' },
        { kind: 'mastodon', url: 'https://fediscience.org/@ingrid' },
        { kind: 'researchgate', url: 'https://www.researchgate.net/profile/Ingrid_Solberg' },
      ],
      unknown: [],
    });
  });

  it('names socials.yml keys the new site has no kind for, but ignores _config.yml\'s other settings', () => {
    expect(readSocials({ kaggle_id: 'x', custom_social: { url: 'https://a.org' }, rss_icon: true }, 'all').unknown).toEqual(['kaggle_id', 'custom_social']);
    expect(readSocials({ title: 'blank', twitter_username: 'old_handle', lang: 'en' }, 'known only')).toEqual({ email: null, orcid: null, links: [{ kind: 'x', url: 'https://x.com/old_handle' }], unknown: [] });
  });
});
