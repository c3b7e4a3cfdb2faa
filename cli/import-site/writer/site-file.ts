import { initialsOf, placeholder } from '../../authors/starter-site.ts';
import { placeholderSiteUrl } from '../../content/rules/placeholder-site-url.ts';
import { currentFormat } from '../../upgrade/content-format.ts';
import type { OldProfile, OldSite } from '../old-site.ts';
import { firstParagraph, inEveryLanguage, secureUrl } from './texts.ts';

export interface ImportOptions {
  /** Site languages, the first being the old site's (the default); the others get copies to translate. */
  languages: readonly string[];
  /** OpenAlex author ids to import from beside the old site's works (--author). */
  authorIds: readonly string[];
  /** The owner's ORCID iD to import from (--orcid); else the old site's, as a profile link only. */
  orcid: string | null;
  /** From the new content folder to the product's schemas/, for the files' `$schema`. */
  schemaDirectory: string;
}

/** What the writer did beside copying: each change for the report, and what the owner should look at. */
export interface Notes {
  changes: string[];
  toCheck: string[];
}

const knownKinds = new Set(['orcid', 'scholar', 'github', 'gitlab', 'linkedin', 'researchgate', 'mastodon', 'bluesky', 'x', 'website']);
const kindAliases: Readonly<Record<string, string>> = { twitter: 'x', 'google-scholar': 'scholar', googlescholar: 'scholar', homepage: 'website' };

/** The old site's profile links as site.json takes them: an email as mailto:, the others https, unknown kinds labelled. */
function profileLinks(profile: OldProfile, notes: Notes): Array<Record<string, string>> {
  const links: Array<Record<string, string>> = profile.email === null ? [] : [{ kind: 'email', url: `mailto:${profile.email}` }];
  for (const link of profile.links) {
    const kind = kindAliases[link.kind.toLowerCase()] ?? link.kind.toLowerCase().replace(/[^a-z0-9-]+/g, '-');
    if (kind === 'email') continue;
    const url = secureUrl(link.url);
    if (url === null || !/^[a-z]/.test(kind)) {
      notes.changes.push(`profile link ${link.kind} (${link.url}) left out: not a web address`);
      continue;
    }
    if (url !== link.url) notes.toCheck.push(`The ${kind} link is now ${url} (was ${link.url}): check that it opens.`);
    links.push(knownKinds.has(kind) ? { kind, url } : { kind, url, label: link.kind });
  }
  if (profile.orcid !== null && !links.some((link) => link.kind === 'orcid')) links.push({ kind: 'orcid', url: `https://orcid.org/${profile.orcid}` });
  return links;
}

/** The old site's portrait when site.json can take it (a JPEG, PNG or WebP under images/). */
function photo(profile: OldProfile, languages: readonly string[], notes: Notes): Record<string, unknown> | undefined {
  if (profile.photo === null) return undefined;
  if (!/^images\/\S+\.(jpg|jpeg|png|webp)$/i.test(profile.photo.path)) {
    notes.changes.push(`profile photo ${profile.photo.path} left out: the hero shows a JPEG, PNG or WebP under images/`);
    return undefined;
  }
  if (profile.photo.alt === null) notes.toCheck.push(`The profile photo had no alt text: "Portrait of ${profile.name}" was written; describe it in site.json profile.photo.alt.`);
  return { path: profile.photo.path, alt: inEveryLanguage(profile.photo.alt ?? `Portrait of ${profile.name}`, languages) };
}

/** Where the works come from: the old site's bibliography, and OpenAlex and ORCID when the owner named them. */
export function publicationSources(old: OldSite, options: ImportOptions): Array<Record<string, unknown>> {
  return [
    ...(old.bibliography === null ? [] : [{ bibtex: 'publications.bib' }]),
    ...(options.authorIds.length === 0 ? [] : [{ openalex: { authors: [...options.authorIds] } }]),
    ...(options.orcid === null ? [] : [{ orcid: options.orcid }]),
  ];
}

/** site.json from the old site's profile: what it said, TODO placeholders for what site.json needs and it lacked. */
export function importedSite(old: OldSite, options: ImportOptions, notes: Notes): Record<string, unknown> {
  const { profile } = old;
  const { languages } = options;
  const text = (value: string | null, key: Parameters<typeof placeholder>[0]) => (value === null || value.trim() === '' ? placeholder(key, languages) : inEveryLanguage(value.trim(), languages));
  const about = firstParagraph(profile.about);
  const orcid = options.orcid ?? profile.orcid;
  const portrait = photo(profile, languages, notes);
  const cv = profile.cvPdf !== null && /^files\/\S+\.pdf$/.test(profile.cvPdf) ? profile.cvPdf : undefined;
  if (profile.cvPdf !== null && cv === undefined) notes.changes.push(`CV ${profile.cvPdf} left out: site.json takes a PDF under files/`);
  for (const [field, value] of [['subtitle', profile.subtitle], ['about', about], ['affiliation', profile.affiliation], ['location', profile.location]] as const) {
    if (value === null || value.trim() === '') notes.toCheck.push(`site.json profile.${field}: the old site had none; replace the TODO.`);
  }
  notes.toCheck.push('site.json profile.specialization and profile.jobTitle: write them (the old site has no such field).');
  return {
    $schema: `${options.schemaDirectory}/site.schema.json`,
    format: currentFormat,
    siteUrl: placeholderSiteUrl,
    languages: [...languages],
    defaultLanguage: languages[0],
    defaultTheme: 'system',
    profile: {
      name: profile.name,
      initials: initialsOf(profile.name),
      subtitle: text(profile.subtitle, 'subtitle'),
      specialization: placeholder('specialization', languages),
      about: text(about, 'about'),
      jobTitle: text(profile.subtitle, 'jobTitle'),
      affiliation: profile.affiliation?.trim() || (placeholder('affiliation', languages)[languages[0] ?? 'en'] as string),
      ...(profile.email === null ? {} : { email: profile.email }),
      location: text(profile.location, 'location'),
      ...(orcid === null ? {} : { orcid }),
      links: profileLinks({ ...profile, orcid }, notes),
      ...(cv === undefined ? {} : { cv }),
      ...(portrait === undefined ? {} : { photo: portrait }),
      ...(profile.interests.length === 0 ? {} : { researchKeywords: inEveryLanguage(profile.interests, languages) }),
    },
    publications: { sources: publicationSources(old, options), exclude: [] },
    analytics: { endpoint: null },
  };
}
