/**
 * al-folio's social links — `_data/socials.yml` in recent versions, top-level `_config.yml` keys in older ones,
 * the same key names — as the new profile's links.
 */

export interface Socials {
  email: string | null;
  orcid: string | null;
  links: Array<{ kind: string; url: string }>;
  /** Keys with a value the new site has no kind for, to name in the report. */
  unknown: string[];
}

const toUrl: Record<string, (id: string) => { kind: string; url: string }> = {
  scholar_userid: (id) => ({ kind: 'scholar', url: `https://scholar.google.com/citations?user=${id}` }),
  orcid_id: (id) => ({ kind: 'orcid', url: `https://orcid.org/${id}` }),
  github_username: (id) => ({ kind: 'github', url: `https://github.com/${id}` }),
  gitlab_username: (id) => ({ kind: 'gitlab', url: `https://gitlab.com/${id}` }),
  linkedin_username: (id) => ({ kind: 'linkedin', url: `https://www.linkedin.com/in/${id}` }),
  research_gate_profile: (id) => ({ kind: 'researchgate', url: `https://www.researchgate.net/profile/${id}` }),
  x_username: (id) => ({ kind: 'x', url: `https://x.com/${id}` }),
  twitter_username: (id) => ({ kind: 'x', url: `https://x.com/${id}` }),
  mastodon_username: (id) => ({ kind: 'mastodon', url: `https://${id.replace(/^https?:\/\//, '')}` }),
  bluesky_url: (url) => ({ kind: 'bluesky', url }),
  work_url: (url) => ({ kind: 'website', url }),
  blogger_url: (url) => ({ kind: 'website', url }),
};

/** Keys that are settings, not links. */
const settings = new Set(['rss_icon', 'enable_navbar_social', 'socials_in_search']);

export function readSocials(data: Record<string, unknown>, keys: 'all' | 'known only'): Socials {
  const socials: Socials = { email: null, orcid: null, links: [], unknown: [] };
  for (const [key, value] of Object.entries(data)) {
    if (typeof value !== 'string' && typeof value !== 'number') {
      if (keys === 'all' && value !== null && typeof value === 'object' && !settings.has(key)) socials.unknown.push(key);
      continue;
    }
    const id = String(value).trim();
    if (id === '') continue;
    if (key === 'email') {
      socials.email = id;
      continue;
    }
    if (key === 'orcid_id') socials.orcid = id;
    const link = toUrl[key];
    if (link !== undefined) socials.links.push(link(id));
    else if (keys === 'all' && !settings.has(key)) socials.unknown.push(key);
  }
  return socials;
}
