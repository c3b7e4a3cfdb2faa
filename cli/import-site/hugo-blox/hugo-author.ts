import path from 'node:path';
import type { OldProfile } from '../old-site.ts';
import { readLinks } from './hugo-links.ts';
import { convertBody } from './hugo-shortcodes.ts';
import { type Data, isData, record, records, strings, text } from './hugo-values.ts';

/** The owner's author file, read: `content/authors/<slug>/_index.md` or `data/authors/<slug>.yaml`. */
export interface AuthorSource {
  file: string;
  slug: string;
  data: Data;
  body: string;
}

/** The authors the starters ship: Academic's and Wowchemy's professor, Hugo Blox's research scientist. */
const demoAuthors = new Set(['nelson bighetti', 'alex johnson', 'dr. alex johnson', 'your name']);

/** The site titles the starters ship. */
const demoSiteTitles = new Set(['academic', 'hugo blox', 'wowchemy']);

/** Where the owner's author file may be, most likely first: Hugo Blox's data file, then the content bundles. */
export function authorCandidates(siteFiles: ReadonlySet<string>): string[] {
  const files = [...siteFiles].sort();
  const data = files.filter((file) => /^data\/authors\/[^/]+\.ya?ml$/.test(file));
  const content = files.filter((file) => /^content\/authors?\/[^/]+\/_index\.md$/.test(file));
  const admin = content.filter((file) => file.includes('/admin/'));
  return [...data, ...admin, ...content.filter((file) => !admin.includes(file))];
}

/** The owner among the authors read: `is_owner` or `superuser`, else the first. */
export function chooseOwner(authors: AuthorSource[]): AuthorSource | null {
  return authors.find(({ data }) => data.is_owner === true || data.superuser === true) ?? authors[0] ?? null;
}

function authorName(data: Data): string | null {
  const name = data.name;
  if (isData(name)) return text(name, 'display') ?? ([text(name, 'given'), text(name, 'family')].filter(Boolean).join(' ') || null);
  return text(data, 'name') ?? text(data, 'title') ?? ([text(data, 'first_name'), text(data, 'last_name')].filter(Boolean).join(' ') || null);
}

export function isDemoAuthor(author: AuthorSource): boolean {
  return demoAuthors.has((authorName(author.data) ?? '').toLowerCase());
}

export interface ProfileRead {
  profile: OldProfile;
  assets: Array<{ from: string; to: string }>;
  notes: string[];
}

function photoOf(author: AuthorSource, siteFiles: ReadonlySet<string>): string | null {
  const folder = path.posix.dirname(author.file);
  const candidates = ['jpg', 'jpeg', 'png', 'webp'].flatMap((extension) => [`${folder}/avatar.${extension}`, `assets/media/authors/${author.slug}.${extension}`]);
  return candidates.find((candidate) => siteFiles.has(candidate)) ?? null;
}

/** The site's name when no author is the owner's: Hugo Blox's `identity.name`, else the site title. */
export function siteOwnerName(params: Data, title: string | null): string {
  const name = text(record(record(params, 'hugoblox'), 'identity'), 'name') ?? title ?? '';
  return demoAuthors.has(name.toLowerCase()) || demoSiteTitles.has(name.toLowerCase()) ? '' : name;
}

/** The profile from the owner's author file; `fallbackName` when there is none (or only the starter's). */
export function readProfile(author: AuthorSource | null, siteFiles: ReadonlySet<string>, fallbackName: string): ProfileRead {
  const empty: OldProfile = { name: fallbackName, subtitle: null, affiliation: null, email: null, location: null, about: '', interests: [], photo: null, orcid: null, links: [], cvPdf: null };
  if (author === null) return { profile: empty, assets: [], notes: [] };
  const { data } = author;
  const links = readLinks([...records(data, 'social'), ...records(data, 'profiles'), ...records(data, 'links')]);
  const about = convertBody(author.body.trim() === '' ? (text(data, 'bio') ?? '') : author.body, {
    pageDir: path.posix.dirname(author.file),
    imageFolder: 'images',
    siteFiles,
    pages: new Map(),
  });
  const assets = [...about.assets];
  const photo = photoOf(author, siteFiles);
  if (photo !== null) assets.push({ from: photo, to: `images/profile${path.posix.extname(photo)}` });
  const cvFile = links.cvAddress === null ? null : `static/${links.cvAddress.replace(/^\/+/, '')}`;
  const cvPdf = cvFile !== null && siteFiles.has(cvFile) ? `files/${path.posix.basename(cvFile)}` : null;
  if (cvFile !== null && cvPdf !== null) assets.push({ from: cvFile, to: cvPdf });
  const organizations = [...records(data, 'organizations'), ...records(data, 'affiliations')];
  const profile: OldProfile = {
    name: authorName(data) ?? fallbackName,
    subtitle: text(data, 'role'),
    affiliation: organizations.map((organization) => text(organization, 'name')).find((name) => name !== null) ?? null,
    email: text(data, 'email') ?? links.email,
    location: null,
    about: about.markdown,
    interests: strings(data, 'interests'),
    photo: photo === null ? null : { path: `images/profile${path.posix.extname(photo)}`, alt: null },
    orcid: links.orcid,
    links: links.links,
    cvPdf,
  };
  const cvMissing = cvFile !== null && cvPdf === null ? [`CV ${links.cvAddress ?? ''} not found in static/: add it as content/files/cv.pdf`] : [];
  return { profile, assets, notes: [...links.notes, ...about.notes, ...cvMissing] };
}
