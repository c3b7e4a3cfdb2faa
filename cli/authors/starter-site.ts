import { relative } from 'node:path';
import { placeholderSiteUrl } from '../content/rules/placeholder-site-url.ts';
import { currentFormat } from '../upgrade/content-format.ts';
import type { AuthorCandidate } from './author-candidate.ts';

/** How many of the owner's top topics become research keywords. */
const keywordCount = 5;

export interface StarterSiteInput {
  /** The owner's OpenAlex records, in the order given with --author; at least one. */
  authors: readonly AuthorCandidate[];
  /** --orcid, else the first ORCID a record carries. */
  orcid: string | null;
  /** Site languages, the first being the default. */
  languages: readonly string[];
  /** Relative path from the new content folder to the product's schemas/ (for editors' completion). */
  schemaDirectory: string;
}

type Localized<T> = Record<string, T>;

/** Placeholders that read as what they are, in the languages the product ships strings for. */
const todo: Record<'subtitle' | 'specialization' | 'about' | 'jobTitle' | 'location' | 'affiliation', Localized<string>> = {
  subtitle: { en: 'TODO: one line under your name, e.g. your current position', fr: 'À FAIRE : une ligne sous votre nom, p. ex. votre poste actuel' },
  specialization: { en: 'TODO: your research specialization in one sentence', fr: 'À FAIRE : votre spécialité de recherche en une phrase' },
  about: {
    en: 'TODO: a short paragraph about you and your research (search engines and link previews show it).',
    fr: 'À FAIRE : un court paragraphe sur vous et vos recherches (les moteurs de recherche et les aperçus de liens l’affichent).',
  },
  jobTitle: { en: 'TODO: your job title', fr: 'À FAIRE : votre intitulé de poste' },
  location: { en: 'TODO: City, Country', fr: 'À FAIRE : Ville, Pays' },
  affiliation: { en: 'TODO: your institution', fr: 'À FAIRE : votre établissement' },
};

export function placeholder(key: keyof typeof todo, languages: readonly string[]): Localized<string> {
  // A third language has no product translation of the placeholder: the English one says what to write.
  return Object.fromEntries(languages.map((language) => [language, todo[key][language] ?? `${todo[key].en} (${language})`]));
}

/** `Élodie Marchand` → `ÉM`, `Jean-Luc Picard` → `JLP`, `Ada` → `A`: the first name's parts and the family name's first letter. */
export function initialsOf(name: string): string {
  const words = name.normalize('NFC').split(/\s+/).filter((word) => /\p{L}/u.test(word));
  const first = words[0];
  if (first === undefined) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letters = [...first.split('-'), ...(last === undefined ? [] : [last])]
    .map((part) => [...part].find((character) => /\p{L}/u.test(character)) ?? '')
    .filter((letter) => letter !== '');
  return letters.join('').toLocaleUpperCase().slice(0, 4);
}

/** The owner's topics across all their records, the ones with the most works first, without repeats. */
export function researchKeywords(authors: readonly AuthorCandidate[], count = keywordCount): string[] {
  const seen = new Set<string>();
  const merged: string[] = [];
  // Round-robin by rank: each record's best topic comes before any record's second best.
  const longest = Math.max(0, ...authors.map((author) => author.topics.length));
  for (let rank = 0; rank < longest; rank += 1) {
    for (const author of authors) {
      const topic = author.topics[rank];
      if (topic !== undefined && !seen.has(topic.toLowerCase())) {
        seen.add(topic.toLowerCase());
        merged.push(topic);
      }
    }
  }
  return merged.slice(0, count);
}

/** The record that speaks for the owner: the one with the most works (OpenAlex's split-off ids hold a few). */
function mainRecord(authors: readonly AuthorCandidate[]): AuthorCandidate {
  const [first, ...rest] = authors;
  if (first === undefined) throw new Error('starterSite needs at least one author record');
  return rest.reduce((best, author) => (author.worksCount > best.worksCount ? author : best), first);
}

/**
 * site.json for a new owner: what OpenAlex knows (name, initials, affiliation, ORCID and its link, research
 * keywords, import settings), the languages, obvious TODO placeholders for the rest, and no optional section.
 */
export function starterSite(input: StarterSiteInput): Record<string, unknown> {
  const owner = mainRecord(input.authors);
  const { languages } = input;
  const institution = input.authors.flatMap((author) => author.institutions)[0];
  const keywords = researchKeywords([owner, ...input.authors.filter((author) => author !== owner)]);
  const profile: Record<string, unknown> = {
    name: owner.name,
    initials: initialsOf(owner.name),
    subtitle: placeholder('subtitle', languages),
    specialization: placeholder('specialization', languages),
    about: placeholder('about', languages),
    jobTitle: placeholder('jobTitle', languages),
    affiliation: institution ?? placeholder('affiliation', languages)[languages[0] ?? 'en'],
    location: placeholder('location', languages),
    ...(input.orcid === null ? {} : { orcid: input.orcid }),
    links: input.orcid === null ? [] : [{ kind: 'orcid', url: `https://orcid.org/${input.orcid}` }],
    // OpenAlex names topics in English only: every language starts from them, to be translated.
    ...(keywords.length === 0 ? {} : { researchKeywords: Object.fromEntries(languages.map((language) => [language, keywords])) }),
  };
  return {
    $schema: `${input.schemaDirectory}/site.schema.json`,
    format: currentFormat,
    siteUrl: placeholderSiteUrl,
    languages: [...languages],
    defaultLanguage: languages[0],
    defaultTheme: 'system',
    profile,
    publications: {
      sources: [{ openalex: { authors: input.authors.map((author) => author.id) } }],
      ...(input.orcid === null ? {} : { orcid: input.orcid }),
      exclude: [],
    },
    analytics: { endpoint: null },
  };
}

/** `$schema` values resolve from the file: `../schemas` for the shipped content/, whatever it takes elsewhere. */
export function schemaDirectoryFrom(contentDirectory: string, schemasDirectory: string): string {
  const path = relative(contentDirectory, schemasDirectory).split('\\').join('/');
  return path === '' ? '.' : path;
}
