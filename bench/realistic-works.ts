import type { OpenAlexWork } from '../cli/publications/openalex-types.ts';
import { generateWorks } from '../cli/publications/testing/openalex-stand-in.ts';

/**
 * Works shaped like a real research group's (large collaborations): 20–200 authors with accented names, an
 * abstract of 1,500–2,500 characters and a title of 8–22 words. The stand-in's own generator gives two authors
 * and a 60-word abstract, which hid what long author lists cost the CV and the pages. Seeded: the same works
 * every run.
 */
const realisticRanges = { authors: [20, 200], abstractCharacters: [1500, 2500], titleWords: [8, 22] } as const;

const givenNames = [
  'Élodie', 'José', 'Łukasz', 'Ørjan', 'Søren', 'Zoë', 'François', 'Müge', 'Ahmet', 'Chiara', 'Nguyễn', 'Björn', 'Joaquín',
  'Anaïs', 'Dmitri', 'Katarzyna', 'Siobhán', 'Hervé', 'Grégoire', 'Yūki', 'Mei', 'Rajesh', 'Ana', 'Tomás', 'Ines', 'Paul',
  'Sarah', 'Olusegun', 'Fatima', 'Hannah', 'Jürgen', 'Magdalena', 'Renée', 'Piotr', 'Laura', 'Kenji', 'Camille', 'Ioana',
];
const familyNames = [
  'Marchand', 'García-López', 'Żółkiewski', 'Ødegård', 'Müller', 'Nørgaard', 'Dubois', 'Yılmaz', 'Rossi', 'Trần', 'Lindqvist',
  'Fernández', 'Lefèvre', 'Ivanov', 'Kowalczyk', 'O’Sullivan', 'Castañeda', 'Takahashi', 'Chen', 'Krishnamurthy', 'Silva',
  'Van der Berg', 'Adeyemi', 'El Amrani', 'Schröder', 'Wiśniewska', 'Gauthier', 'Nowak', 'Moretti', 'Sato', 'Bernard',
  'Popescu', 'de la Fuente', 'Håkansson', 'Petit', 'Kuznetsova', 'Smith', 'Hernández', 'Novák', 'Åberg', 'Çelik', 'Brown',
];
const vocabulary = (
  'coastal shoreline sediment transport storm surge wave climate nearshore morphodynamics beach profile erosion accretion ' +
  'barrier island estuary tidal inlet longshore cross-shore runup overwash dune vegetation sea-level rise projection ' +
  'ensemble uncertainty observation satellite video monitoring lidar survey numerical model calibration validation ' +
  'hydrodynamic spectral boundary conditions bathymetry grain size seasonal interannual variability trend recovery ' +
  'management nourishment structure groyne breakwater adaptation hazard risk exposure vulnerability community policy ' +
  'dataset framework approach method results indicate significant correlation between forcing response over decades'
).split(' ');
const connectives = ['we', 'the', 'of', 'and', 'in', 'a', 'to', 'for', 'with', 'from', 'that', 'is', 'are', 'this', 'by', 'on'];
const venues = [
  { display_name: 'Coastal Engineering', type: 'journal', raw_type: 'journal-article', type_: 'article' },
  { display_name: 'Journal of Geophysical Research: Earth Surface', type: 'journal', raw_type: 'journal-article', type_: 'article' },
  { display_name: 'Nature Communications', type: 'journal', raw_type: 'journal-article', type_: 'article' },
  { display_name: 'Proceedings of the International Conference on Coastal Engineering', type: 'conference', raw_type: 'proceedings-article', type_: 'article' },
  { display_name: 'EarthArXiv', type: 'repository', raw_type: 'posted-content', type_: 'preprint' },
] as const;

/** mulberry32: a small seeded generator, so the corpus is the same on every machine. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

function between(random: () => number, [low, high]: readonly [number, number]): number {
  return low + Math.floor(random() * (high - low + 1));
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

function word(random: () => number): string {
  return random() < 0.35 ? pick(random, connectives) : pick(random, vocabulary);
}

/** Sentences of 12–30 words until the text is `length` characters (or just over). */
function abstractText(random: () => number, length: number): string {
  const sentences: string[] = [];
  let total = 0;
  while (total < length) {
    const words = Array.from({ length: between(random, [12, 30]) }, () => word(random));
    const sentence = `${words.join(' ')}.`;
    const capitalised = sentence.charAt(0).toUpperCase() + sentence.slice(1);
    sentences.push(capitalised);
    total += capitalised.length + 1;
  }
  return sentences.join(' ').slice(0, length).trimEnd();
}

function invertedIndex(text: string): Record<string, number[]> {
  const index: Record<string, number[]> = {};
  text.split(' ').forEach((token, position) => (index[token] ??= []).push(position));
  return index;
}

/** `count` realistic works by `owner` (at a random place among the authors); ids and DOIs as generateWorks gives them. */
export function generateRealisticWorks(count: number, owner: { authorId: string; orcid?: string }, seed = 2026): OpenAlexWork[] {
  const random = seeded(seed);
  return generateWorks(count, owner).map((base, index) => {
    const number = index + 1;
    const authorCount = between(random, realisticRanges.authors);
    const ownerAt = Math.floor(random() * authorCount);
    const ownerAuthorship = base.authorships?.[1];
    const authorships = Array.from({ length: authorCount }, (_, position) => {
      if (position === ownerAt && ownerAuthorship) return ownerAuthorship;
      const name = `${pick(random, givenNames)} ${pick(random, familyNames)}`;
      return { author: { id: `https://openalex.org/A${5_200_000_000 + number * 1000 + position}`, display_name: name, orcid: null }, raw_author_name: name };
    });
    const title = Array.from({ length: between(random, realisticRanges.titleWords) }, () => word(random)).join(' ');
    const venue = pick(random, venues);
    return {
      ...base,
      title: title.charAt(0).toUpperCase() + title.slice(1),
      type: venue.type_,
      primary_location: {
        landing_page_url: `https://example.org/articles/${number}`,
        raw_type: venue.raw_type,
        source: { display_name: venue.display_name, type: venue.type },
      },
      authorships,
      abstract_inverted_index: invertedIndex(abstractText(random, between(random, realisticRanges.abstractCharacters))),
    };
  });
}
