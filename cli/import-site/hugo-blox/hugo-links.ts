import { type Data, text } from './hugo-values.ts';

/** The author's links as the profile holds them, and what did not fit (for the report). */
export interface ReadLinks {
  links: Array<{ kind: string; url: string }>;
  email: string | null;
  orcid: string | null;
  /** A CV the site served itself (`/uploads/resume.pdf`), as the old site's address. */
  cvAddress: string | null;
  notes: string[];
}

const hosts: Array<[RegExp, string]> = [
  [/(^|\.)orcid\.org$/, 'orcid'],
  [/^scholar\.google\./, 'scholar'],
  [/(^|\.)github\.com$/, 'github'],
  [/(^|\.)gitlab\.com$/, 'gitlab'],
  [/(^|\.)linkedin\.com$/, 'linkedin'],
  [/(^|\.)researchgate\.net$/, 'researchgate'],
  [/(^|\.)(twitter|x)\.com$/, 'x'],
  [/(^|\.)bsky\.app$/, 'bluesky'],
];

/** The icon's own name, whichever pack notation the site used: `brands/github`, `academicons/orcid`, `fab` + `github`. */
function iconName(entry: Data): string {
  return (text(entry, 'icon') ?? '').replace(/^.*\//, '').toLowerCase();
}

function kindOf(url: URL, icon: string): string {
  const byHost = hosts.find(([host]) => host.test(url.hostname));
  if (byHost !== undefined) return byHost[1];
  return icon === 'mastodon' || /^\/@[\w.]+$/.test(url.pathname) ? 'mastodon' : 'website';
}

/**
 * Hugo Blox's social links: `social: [{icon, icon_pack, link}]` (Academic, Wowchemy), `profiles: [{icon, url}]`
 * (Hugo Blox 5.9) or `links: [{icon, url}]` (data/authors/*.yaml). The kind comes from the address, the icon
 * only when the address does not tell (a Mastodon server).
 */
export function readLinks(entries: Data[]): ReadLinks {
  const read: ReadLinks = { links: [], email: null, orcid: null, cvAddress: null, notes: [] };
  for (const entry of entries) {
    const address = text(entry, 'url') ?? text(entry, 'link');
    const icon = iconName(entry);
    if (address === null) continue;
    if (address.startsWith('mailto:')) {
      read.email = address.slice('mailto:'.length);
      continue;
    }
    if (icon === 'cv' || /\.pdf$/i.test(address)) {
      if (!/^[a-z]+:/i.test(address)) read.cvAddress = address;
      else read.links.push({ kind: 'website', url: address });
      continue;
    }
    if (!/^https?:\/\//i.test(address)) {
      read.notes.push(`link ${address} (${icon || 'no icon'}) left out: it points inside the old site`);
      continue;
    }
    const secure = address.replace(/^http:/i, 'https:');
    if (secure !== address) read.notes.push(`link ${address} changed to https://`);
    const url = new URL(secure);
    const kind = kindOf(url, icon);
    if (kind === 'orcid') read.orcid = /(\d{4}-\d{4}-\d{4}-\d{3}[\dX])/.exec(url.pathname)?.[1] ?? null;
    read.links.push({ kind, url: secure });
  }
  return read;
}
