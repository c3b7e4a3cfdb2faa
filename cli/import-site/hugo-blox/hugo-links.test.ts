import { describe, expect, it } from 'vitest';
import { readLinks } from './hugo-links.ts';

describe('readLinks', () => {
  it('reads Academic social links (icon_pack + link) by their address', () => {
    const read = readLinks([
      { icon: 'envelope', icon_pack: 'fas', link: '/#contact' },
      { icon: 'twitter', icon_pack: 'fab', link: 'https://twitter.com/okafor' },
      { icon: 'graduation-cap', icon_pack: 'fas', link: 'https://scholar.google.co.uk/citations?user=sIwtMXoAAAAJ' },
      { icon: 'cv', icon_pack: 'ai', link: 'media/resume.pdf' },
    ]);
    expect(read).toEqual({
      links: [
        { kind: 'x', url: 'https://twitter.com/okafor' },
        { kind: 'scholar', url: 'https://scholar.google.co.uk/citations?user=sIwtMXoAAAAJ' },
      ],
      email: null,
      orcid: null,
      cvAddress: 'media/resume.pdf',
      notes: ['link /#contact (envelope) left out: it points inside the old site'],
    });
  });

  it('reads Hugo Blox links (icon pack in the name), email from mailto and the ORCID iD', () => {
    const read = readLinks([
      { icon: 'at-symbol', url: 'mailto:a.j@example.org', label: 'E-mail Me' },
      { icon: 'brands/x', url: 'https://x.com/example' },
      { icon: 'brands/bluesky', url: 'https://bsky.app/profile/okafor.bsky.social' },
      { icon: 'academicons/researchgate', url: 'https://www.researchgate.net/profile/M-Okafor' },
      { icon: 'academicons/orcid', url: 'https://orcid.org/0000-0002-1694-233X' },
      { icon: 'brands/gitlab', url: 'https://gitlab.com/okafor' },
      { icon: 'globe', url: 'https://okafor.example.org' },
    ]);
    expect(read.email).toBe('a.j@example.org');
    expect(read.orcid).toBe('0000-0002-1694-233X');
    expect(read.links.map((link) => link.kind)).toEqual(['x', 'bluesky', 'researchgate', 'orcid', 'gitlab', 'website']);
  });
});
