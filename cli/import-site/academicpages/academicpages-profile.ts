import type { OldProfile } from '../old-site.ts';
import { text } from '../jekyll/front-matter-values.ts';
import type { JekyllFile } from '../jekyll/jekyll-files.ts';
import { type BodyContext, importBody, importFile } from '../jekyll/import-body.ts';
import { redirectFrom } from '../jekyll/permalinks.ts';
import { isDemoAbout } from './academicpages-demo.ts';

/** The owner as academicpages describes them: `_config.yml`'s `author:` block (the sidebar) and `_pages/about.md`. */

type Data = Record<string, unknown>;

/** The sidebar's keys: some hold a whole address, others a user name the template puts in one. */
const linkKinds: Record<string, (value: string) => { kind: string; url: string }> = {
  googlescholar: (url) => ({ kind: 'scholar', url }),
  orcid: (url) => ({ kind: 'orcid', url: url.startsWith('http') ? url : `https://orcid.org/${url}` }),
  researchgate: (url) => ({ kind: 'researchgate', url }),
  github: (name) => ({ kind: 'github', url: `https://github.com/${name}` }),
  linkedin: (name) => ({ kind: 'linkedin', url: `https://www.linkedin.com/in/${name}` }),
  twitter: (name) => ({ kind: 'x', url: `https://x.com/${name}` }),
  bluesky: (name) => ({ kind: 'bluesky', url: `https://bsky.app/profile/${name}` }),
  mastodon: (url) => ({ kind: 'mastodon', url }),
  uri: (url) => ({ kind: 'website', url }),
};
const notLinks = new Set(['avatar', 'name', 'pronouns', 'bio', 'location', 'employer', 'email']);

export function readProfile(config: Data, about: JekyllFile | null, context: BodyContext): OldProfile {
  const author = config['author'] !== null && typeof config['author'] === 'object' ? (config['author'] as Data) : {};
  const links: OldProfile['links'] = [];
  const unknown: string[] = [];
  for (const key of Object.keys(author)) {
    const value = text(author, key);
    if (value === null || notLinks.has(key)) continue;
    const link = linkKinds[key];
    if (link === undefined) unknown.push(key);
    else links.push(link(value));
  }
  const orcidUrl = links.find((link) => link.kind === 'orcid')?.url ?? null;
  const avatar = text(author, 'avatar');
  const photo = avatar === null ? null : importFile(avatar.includes('/') ? avatar : `images/${avatar}`, context);
  const changes = [
    ...(unknown.length > 0 ? [`author links with no kind in the new site left out: ${unknown.join(', ')}`] : []),
    ...(avatar !== null && photo === null ? [`the avatar ${avatar} is not in the old site`] : []),
  ];
  context.log.imported('_config.yml', "the author: block (name, bio, links) and the site's address rules", changes);
  const profile: OldProfile = {
    name: text(author, 'name') ?? text(config, 'name') ?? text(config, 'title') ?? '',
    subtitle: text(author, 'bio'),
    affiliation: text(author, 'employer'),
    email: text(author, 'email'),
    location: text(author, 'location'),
    about: '',
    interests: [],
    photo: photo === null ? null : { path: photo, alt: null },
    orcid: orcidUrl === null ? null : (/\d{4}-\d{4}-\d{4}-\d{3}[\dX]/.exec(orcidUrl)?.[0] ?? null),
    links,
    cvPdf: null,
  };
  if (about !== null) {
    const { markdown, changes: aboutChanges } = importBody(about, context);
    if (isDemoAbout(markdown)) {
      context.log.leftOut(about.path, 'demo content academicpages ships (the example front page): write your own about text');
    } else {
      profile.about = markdown;
      for (const address of redirectFrom(about.data)) context.log.redirect(address, '/');
      context.log.imported(about.path, 'the about text of the profile', aboutChanges);
    }
  }
  return profile;
}
