import { readFileSync } from 'node:fs';
import { parse as parseBibtex, type Creator, type Entry } from '@retorquere/bibtex-parser';
import { AST, parse as parseRis } from 'astrocite-ris';
import { describe, expect, it } from 'vitest';
import { generateRealisticWorks } from '../../bench/realistic-works.ts';
import type { Publication, PublicationsFile } from '../../schemas/types.generated.ts';
import { invertedName, personName } from '../../core/collections/person-name.ts';
import { displayedVenue } from '../../core/collections/publications/venue.ts';
import { issuingBody } from '../../core/collections/publications/work-kind.ts';
import { mapWork } from '../publications/map-work.ts';
import { generateWorks } from '../publications/testing/openalex-stand-in.ts';
import { toCsl, type CslItem } from './csl.ts';
import { apaReferences, bibtex, ris } from './formats.ts';
import { cslJson } from './citation-files.ts';

/**
 * Every export of a work read back by parsers that share no code with citation-js: @retorquere/bibtex-parser
 * (the BibTeX parser of Better BibTeX for Zotero) and astrocite-ris.
 */

type Kind = 'article' | 'conference' | 'preprint' | 'thesis' | 'chapter' | 'book' | 'report';

/** What each kind of work must be in each format, and the BibTeX field that holds its venue. */
const expected: Record<Kind, { bibtex: string; venueField: string; ris: string; csl: CslItem['type']; risCsl: string }> = {
  article: { bibtex: 'article', venueField: 'journal', ris: 'JOUR', csl: 'article-journal', risCsl: 'article-journal' },
  conference: { bibtex: 'inproceedings', venueField: 'booktitle', ris: 'CPAPER', csl: 'paper-conference', risCsl: 'paper-conference' },
  preprint: { bibtex: 'misc', venueField: 'howpublished', ris: 'UNPB', csl: 'article', risCsl: 'manuscript' },
  thesis: { bibtex: 'phdthesis', venueField: 'school', ris: 'THES', csl: 'thesis', risCsl: 'thesis' },
  chapter: { bibtex: 'incollection', venueField: 'booktitle', ris: 'CHAP', csl: 'chapter', risCsl: 'chapter' },
  book: { bibtex: 'book', venueField: 'publisher', ris: 'BOOK', csl: 'book', risCsl: 'book' },
  report: { bibtex: 'techreport', venueField: 'institution', ris: 'RPRT', csl: 'report', risCsl: 'report' },
};

function kindOf(publication: Publication): Kind {
  if (publication.category === 'other') return 'report';
  if (publication.category === 'book') return publication.firstPage === null ? 'book' : 'chapter';
  return publication.category;
}

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A name as the BibTeX parser reads it, in CSL's parts: the particles ("van der") belong to the family name. */
function readName(creator: Creator): ReturnType<typeof personName> {
  if (creator.name !== undefined) return { literal: creator.name };
  const family = [creator.prefix, creator.lastName].filter(Boolean).join(' ');
  return creator.firstName ? { family, given: creator.firstName } : { family };
}

function cslName(name: { family?: string; given?: string; literal?: string; 'non-dropping-particle'?: string }): ReturnType<typeof personName> {
  if (name.given === undefined && name['non-dropping-particle'] === undefined && name.family !== undefined && !name.family.includes(' ')) {
    return { literal: name.family };
  }
  const family = [name['non-dropping-particle'], name.family].filter(Boolean).join(' ');
  return name.given === undefined ? { family } : { family, given: name.given };
}

/** A one-word name is a literal in CSL and a braced family name in BibTeX and RIS. */
function asRead(name: ReturnType<typeof personName>): ReturnType<typeof personName> {
  return 'literal' in name || name.given !== undefined || name.family.includes(' ') ? name : { literal: name.family };
}

/** What the parsers read back of one work, and what it must be: compared for every work at once. */
interface Read {
  key: string;
  csl: Pick<CslItem, 'id' | 'citation-key' | 'type'> | undefined;
  bibtex: { type?: string; title?: string; names: unknown[]; date: unknown[]; venue: unknown; journal?: unknown; ids: unknown[] };
  ris: { type?: string; tags: string[][]; authors: string[]; date: string[]; cslType: unknown; names: unknown[] };
}

function want(publication: Publication): Read {
  const key = publication.id.toLowerCase();
  const kind = expected[kindOf(publication)];
  const names = publication.authors.map((author) => asRead(personName(author)));
  const [year, month, day] = publication.date?.split('-') ?? [publication.year === null ? undefined : String(publication.year)];
  const venue = ['report', 'thesis'].includes(kindOf(publication)) ? issuingBody(publication) : displayedVenue(publication.venue);
  return {
    key,
    csl: { id: key, 'citation-key': key, type: kind.csl },
    bibtex: {
      type: kind.bibtex,
      title: publication.title,
      names,
      date: [year, month === undefined ? undefined : String(Number(month)), day === undefined ? undefined : publication.date],
      venue: venue ?? undefined,
      // A preprint has no journal: never an @article with an empty one.
      journal: kindOf(publication) === 'article' ? displayedVenue(publication.venue) ?? undefined : undefined,
      ids: [publication.doi ?? undefined, publication.url],
    },
    ris: {
      type: kind.ris,
      tags: [[key], [publication.title], year === undefined ? [] : [year], publication.doi === null ? [] : [publication.doi], [publication.url]],
      authors: publication.authors.map((author) => invertedName(author)),
      date: month === undefined ? [] : [`${year}/${month}/${day ?? ''}/`],
      cslType: kind.risCsl,
      names,
    },
  };
}

/** Reads every export of `publications` back and checks each work's key, type, names, date, venue and ids. */
function checkRoundTrip(publications: readonly Publication[]): void {
  const items = publications.map(toCsl);
  const library = parseBibtex(bibtex(items), { sentenceCase: false });
  expect(library.errors).toEqual([]);
  const bibEntries = new Map<string, Entry>(library.entries.map((entry) => [entry.key, entry]));
  const risText = ris(items);
  const risRecords = AST.parse(risText).children;
  const risCsl = parseRis(risText) as Array<Record<string, unknown>>;
  expect([bibEntries.size, risRecords.length, risCsl.length]).toEqual([items.length, items.length, items.length]);
  expect(JSON.parse(cslJson(items))).toEqual(items);

  const read = publications.map((publication, index): Read => {
    const key = publication.id.toLowerCase();
    const entry = bibEntries.get(key);
    const fields = entry?.fields ?? {};
    const venue = fields[expected[kindOf(publication)].venueField];
    const record = risRecords[index];
    const tags = (tag: string) => record?.properties.filter((property) => property.key === tag).map((property) => property.value) ?? [];
    const item = items[index];
    return {
      key,
      csl: item && { id: item.id, 'citation-key': item['citation-key'], type: item.type },
      bibtex: {
        type: entry?.type,
        title: fields.title,
        names: (fields.author ?? []).map(readName),
        date: [fields.year, fields.month, fields.date],
        venue: Array.isArray(venue) ? venue.join(' and ') : venue,
        journal: fields.journal,
        ids: [fields.doi, fields.url],
      },
      ris: {
        type: record?.type,
        tags: ['ID', 'TI', 'PY', 'DO', 'UR'].map(tags),
        authors: tags('AU'),
        date: tags('DA'),
        cslType: risCsl[index]?.type,
        names: ((risCsl[index]?.author ?? []) as Parameters<typeof cslName>[0][]).map(cslName),
      },
    };
  });
  expect(read).toEqual(publications.map(want));
}

const people = [
  { name: 'Yann Le Gall', orcid: null, isOwner: false },
  { name: 'Jan van der Berg', orcid: null, isOwner: false },
  { name: 'María José de la Fuente', orcid: null, isOwner: true },
  { name: 'Zoë Ó Briain', orcid: null, isOwner: false },
  { name: 'Élodie Marchand-Lefèvre', family: 'Marchand-Lefèvre', given: 'Élodie', orcid: null, isOwner: false },
];

function work(id: string, overrides: Partial<Publication>): Publication {
  return {
    id, title: `Shoreline response of the Île de Sein to storms: ${id}`, url: `https://example.org/${id}`, year: 2026, date: '2026-03-10',
    venue: null, authors: people, abstract: 'Storm clusters\ndrive erosion.', abstractTeaser: '', category: 'article', isOpenAccess: false,
    oaUrl: null, citedByCount: 0, doi: `10.5555/${id.toLowerCase()}`, volume: null, issue: null, firstPage: null, lastPage: null,
    pdfUrl: null, language: 'en', keywords: [], ...overrides,
  };
}

const table: Array<[Kind, Publication, RegExp]> = [
  ['article', work('W1', { venue: 'Estuarine, Coastal and Shelf Dynamics', volume: '41', issue: '3', firstPage: '101', lastPage: '120' }), /Estuarine, Coastal and Shelf Dynamics, 41\(3\), 101–120\./],
  ['conference', work('W2', { category: 'conference', venue: 'Proceedings of Coastal Structures 2025', firstPage: '142', lastPage: '153' }), /Proceedings of Coastal Structures 2025, 142–153\./],
  ['preprint', work('W3', { category: 'preprint', venue: 'EarthArXiv' }), /\[Preprint\]\. EarthArXiv\./],
  ['thesis', work('W4', { category: 'thesis', venue: 'Université de Bretagne Occidentale', date: null, doi: null }), /\(2026\)\..*\[Doctoral thesis, Université de Bretagne Occidentale\]/],
  ['chapter', work('W5', { category: 'book', venue: 'Coastal Adaptation', firstPage: '5', lastPage: '9', date: '2026-03-01' }), /In Coastal Adaptation \(pp\. 5–9\)\./],
  ['book', work('W6', { category: 'book', venue: 'Springer', year: null, date: null }), /\(n\.d\.\)\..*Springer\./],
  ['report', work('report-2024', { category: 'other', venue: 'Laboratoire', institution: "Laboratoire d'Hydraulique Côtière", number: 'LHC-TR-2024-03' }), /\(LHC-TR-2024-03\)\. Laboratoire d’Hydraulique Côtière\./],
];

describe('one citation record per work, every export', () => {
  it.each(table)('%s: the same key, type, names, date and venue in BibTeX, RIS, CSL-JSON and APA', (kind, publication, apa) => {
    expect(kindOf(publication)).toBe(kind);
    checkRoundTrip([publication]);
    const key = publication.id.toLowerCase();
    expect(apaReferences([toCsl(publication)], 'en')[key]).toMatch(apa);
    expect(apaReferences([toCsl(publication)], 'en')[key]).toMatch(/^Le Gall, Y\., van der Berg, J\., de la Fuente, M\. J\., Ó Briain, Z\., & Marchand-Lefèvre, É\. \(/);
  });

  it('writes dates BibTeX and biber read (year, a bare month macro, an ISO date) and UTF-8 letters as they are', () => {
    const [article, , , thesis] = table.map(([, publication]) => bibtex([toCsl(publication)]));
    expect(article).toContain('  year = {2026},\n  month = mar,\n  date = {2026-03-10},\n');
    expect(article).toContain('author = {Le Gall, Yann and van der Berg, Jan and de la Fuente, María José and Ó Briain, Zoë and Marchand-Lefèvre, Élodie}');
    expect(article).toContain('title = {Shoreline response of the {Île} de {Sein} to storms: W1}');
    expect(thesis).toContain('  year = {2026},\n');
    expect(thesis).not.toMatch(/month|date =/);
    expect(table.map(([, publication]) => bibtex([toCsl(publication)])).join('')).not.toMatch(/\\['`^"~=.uvHckbdrt] |month = \{/);
  });

  it('reports: institution and number in BibTeX, PB and SN in RIS, the number in CSL-JSON', () => {
    const item = toCsl((table[6] as [Kind, Publication, RegExp])[1]);
    expect(item).toMatchObject({ type: 'report', publisher: "Laboratoire d'Hydraulique Côtière", number: 'LHC-TR-2024-03' });
    expect(bibtex([item])).toMatch(/institution = \{Laboratoire d'Hydraulique Côtière\},\n {2}number = \{LHC-TR-2024-03\},/);
    expect(ris([item])).toMatch(/^PB {2}- Laboratoire d'Hydraulique Côtière\nSN {2}- LHC-TR-2024-03$/m);
  });
});

describe('every export of a whole bibliography reads back', () => {
  const owner = { authorIds: new Set(['A5023888391']), orcid: null };
  const imported = (works: ReturnType<typeof generateWorks>) =>
    works.flatMap((openAlexWork) => {
      const mapped = mapWork(openAlexWork, owner, new Set());
      return mapped.kind === 'publication' ? [mapped.publication] : [];
    });

  it('the shipped example (content/publications.json with the hand-kept report)', () => {
    const shipped = JSON.parse(readFileSync(new URL('../../content/publications.json', import.meta.url), 'utf8')) as PublicationsFile;
    expect(new Set(shipped.items.map(kindOf))).toEqual(new Set(['article', 'conference', 'preprint', 'thesis', 'chapter', 'report']));
    checkRoundTrip(shipped.items);
    expect(Object.keys(apaReferences(shipped.items.map(toCsl), 'en')).sort()).toEqual(shipped.items.map((item) => item.id.toLowerCase()).sort());
  });

  it("the import stand-in's 1,000 works", () => {
    // No abstract, as below: the BibTeX parser's time goes on long fields, which zotero-import.test.ts reads back.
    const publications = imported(generateWorks(1000, { authorId: 'A5023888391' })).map((publication) => ({ ...publication, abstract: '' }));
    expect(publications).toHaveLength(1000);
    checkRoundTrip(publications);
  });

  it('1,000 works shaped like a large group\'s (accented names, particles, articles, proceedings, preprints)', () => {
    // Each work keeps its first 12 authors and no abstract: the BibTeX parser takes about 9 s over the corpus's
    // 110,000 names, 70 s over its 2 MB of abstracts (read back in zotero-import.test.ts).
    const works = generateRealisticWorks(1000, { authorId: 'A5023888391' }).map((one) => ({ ...one, authorships: one.authorships?.slice(0, 12) }));
    const publications = imported(works).map((publication) => ({ ...publication, abstract: '' }));
    expect(new Set(publications.map(kindOf))).toEqual(new Set(['article', 'conference', 'preprint']));
    checkRoundTrip(publications);
  });
});
