import { describe, expect, it } from 'vitest';
import { mapOrcidWork, type MappedOrcidWork } from './orcid-map.ts';
import type { OrcidWork } from './orcid-types.ts';
import { recordedOrcid, recordedRecord } from './testing/orcid-records.ts';

const works = new Map(recordedRecord().works.map((work) => [work['put-code'], work]));

function recorded(putCode: number): OrcidWork {
  const work = works.get(putCode);
  if (work === undefined) throw new Error(`no fixture work ${putCode}`);
  return work;
}

function publicationOf(mapped: MappedOrcidWork) {
  if (mapped.kind !== 'publication') throw new Error(`skipped: ${mapped.skipped.reason}`);
  return mapped.publication;
}

describe('mapOrcidWork', () => {
  it('maps a Crossref-sourced journal article with its contributors, abstract and BibTeX details', () => {
    expect(mapOrcidWork(recorded(83125001), recordedOrcid)).toEqual({
      kind: 'publication',
      publication: {
        id: 'orcid-83125001',
        title: 'Storm-driven shoreline retreat measured by video monitoring',
        url: 'https://doi.org/10.1016/j.coastaleng.2021.103941',
        year: 2021,
        date: '2021-09-01',
        venue: 'Coastal Engineering',
        authors: [
          { name: 'Josiah Carberry', orcid: '0000-0002-1825-0097', isOwner: true },
          { name: 'Élodie Marchand', orcid: '0000-0001-5109-3700', isOwner: false },
          { name: 'Chidi Okafor', orcid: null, isOwner: false },
        ],
        abstract: 'We measured shoreline retreat during 14 storms & found that video monitoring resolves it.',
        abstractTeaser: 'We measured shoreline retreat during 14 storms & found that video monitoring resolves it.',
        category: 'article',
        isOpenAccess: false,
        oaUrl: null,
        citedByCount: 0,
        doi: '10.1016/j.coastaleng.2021.103941',
        volume: '168',
        issue: null,
        firstPage: '103941',
        lastPage: null,
        pdfUrl: null,
        language: null,
        keywords: [],
      },
    });
  });

  it('keeps a conference paper without a DOI at its own address, with a year and no made-up day', () => {
    const paper = publicationOf(mapOrcidWork(recorded(83125003), recordedOrcid));
    expect(paper).toMatchObject({
      category: 'conference',
      doi: null,
      url: 'https://coastaldynamics2019.dk/papers/142',
      year: 2019,
      date: null,
      venue: 'Proceedings of Coastal Dynamics 2019',
      authors: [
        { name: 'Josiah Carberry', orcid: '0000-0002-1825-0097', isOwner: true },
        { name: 'Ana Lima', orcid: null, isOwner: false },
      ],
    });
  });

  it('keeps a thesis in its own language and ignores a handle filed as a DOI', () => {
    const thesis = publicationOf(mapOrcidWork(recorded(83125004), recordedOrcid));
    expect(thesis).toMatchObject({
      title: "Évolution du trait de côte sous l'action des tempêtes",
      category: 'thesis',
      language: 'fr',
      doi: null,
      url: 'http://hdl.handle.net/10985/12345',
      year: 2016,
      date: null,
      venue: 'Université de Bordeaux',
      abstract: "Cette thèse étudie l'évolution du trait de côte.",
    });
  });

  it('takes the translated title when the work has no title of its own', () => {
    const work: OrcidWork = { ...recorded(83125004), title: { title: null, subtitle: null, 'translated-title': { value: 'Shoreline evolution under storms', 'language-code': 'en' } } };
    expect(publicationOf(mapOrcidWork(work, recordedOrcid)).title).toBe('Shoreline evolution under storms');
  });

  it('gives a preprint its arXiv copy as the free full text, without the version', () => {
    const preprint = publicationOf(mapOrcidWork(recorded(83125005), recordedOrcid));
    expect(preprint).toMatchObject({
      category: 'preprint',
      doi: '10.48550/arxiv.2403.01234',
      isOpenAccess: true,
      oaUrl: 'https://arxiv.org/abs/2403.01234',
      pdfUrl: 'https://arxiv.org/pdf/2403.01234',
      date: '2024-03-02',
    });
    // Contributors without an iD are never taken for the owner, whatever their name.
    expect(preprint.authors.map((author) => author.isOwner)).toEqual([false, false]);
  });

  it('skips a work without a title, naming its put-code and the fix', () => {
    expect(mapOrcidWork(recorded(83125006), recordedOrcid)).toEqual({
      kind: 'skipped',
      skipped: { title: null, reason: 'it has no title (ORCID work 83125006): add one on orcid.org' },
    });
  });

  it("joins a chapter's subtitle, takes its own DOI and not the book's, and lists its author and not the book's editor", () => {
    const chapter = publicationOf(mapOrcidWork(recorded(83125007), recordedOrcid));
    expect(chapter).toMatchObject({
      title: 'Beaches: a review of monitoring methods',
      category: 'book',
      doi: '10.1007/978-3-030-12345-6_7',
      venue: 'Coastal Risk Management',
      authors: [{ name: 'Josiah Carberry', orcid: '0000-0002-1825-0097', isOwner: true }],
    });
  });

  it('reads a data set whose DOI is a URL in capitals, its authors and keywords from its BibTeX citation', () => {
    const dataSet = publicationOf(mapOrcidWork(recorded(83125008), recordedOrcid));
    expect(dataSet).toMatchObject({
      category: 'other',
      doi: '10.5281/zenodo.4567890',
      url: 'https://doi.org/10.5281/zenodo.4567890',
      authors: [
        { name: 'Josiah Carberry', orcid: null, isOwner: false },
        { name: 'Élodie Marchand', orcid: null, isOwner: false },
      ],
      keywords: ['shoreline', 'video monitoring', 'Biscarrosse'],
    });
  });

  it('keeps the year of a date that does not exist (30 February) and drops the day', () => {
    const report = publicationOf(mapOrcidWork(recorded(83125009), recordedOrcid));
    expect(report).toMatchObject({ category: 'other', year: 2018, date: null, venue: null, url: 'https://infoterre.brgm.fr/rapports/RP-67890-FR.pdf' });
  });

  it('lists the editors of an edited book, who are its only contributors, and falls back to the record for its address', () => {
    const book = publicationOf(mapOrcidWork(recorded(83125010), recordedOrcid));
    expect(book).toMatchObject({
      category: 'book',
      url: 'https://orcid.org/0000-0002-1825-0097',
      authors: [
        { name: 'Josiah Carberry', orcid: '0000-0002-1825-0097', isOwner: true },
        { name: 'Ana Lima', orcid: null, isOwner: false },
      ],
    });
  });

  it.each([
    ['journal-article', 'article'],
    ['JOURNAL_ARTICLE', 'article'],
    ['conference-abstract', 'conference'],
    ['conference-poster', 'conference'],
    ['dissertation', 'thesis'],
    ['working-paper', 'preprint'],
    ['encyclopedia-entry', 'book'],
    ['software', 'other'],
    ['lecture-speech', 'other'],
  ])('files the ORCID type %s as %s', (type, category) => {
    expect(publicationOf(mapOrcidWork({ ...recorded(83125003), type }, recordedOrcid)).category).toBe(category);
  });

  it('skips a work without a put-code', () => {
    const { 'put-code': _, ...work } = recorded(83125003);
    expect(mapOrcidWork(work, recordedOrcid)).toMatchObject({ kind: 'skipped', skipped: { reason: 'it has no put-code' } });
  });

  it('strips the markup Crossref leaves in titles', () => {
    const work: OrcidWork = { ...recorded(83125003), title: { title: { value: '<i>Posidonia</i> meadows &amp; CO<sub>2</sub>' }, subtitle: null } };
    expect(publicationOf(mapOrcidWork(work, recordedOrcid)).title).toBe('Posidonia meadows & CO2');
  });

  it('reads an API v2.0 put-code written as a string', () => {
    const work = { ...recorded(83125003), 'put-code': '83125003' } as unknown as OrcidWork;
    expect(publicationOf(mapOrcidWork(work, recordedOrcid)).id).toBe('orcid-83125003');
  });

  it('maps a work whose parts come in unexpected shapes, leaving those parts out instead of failing', () => {
    const odd = {
      'put-code': 7,
      title: { title: { value: 'Odd work' } },
      type: 42,
      'external-ids': { 'external-id': { 'external-id-type': 'doi' } },
      contributors: { contributor: ['Josiah Carberry', null, { 'credit-name': { value: 'Ana Lima' }, 'contributor-attributes': { 'contributor-role': 3 } }] },
      'short-description': { text: 'an object' },
      'language-code': ['en'],
      citation: { 'citation-type': 1, 'citation-value': '@article{k, volume = {3}}' },
    } as unknown as OrcidWork;
    expect(publicationOf(mapOrcidWork(odd, recordedOrcid))).toMatchObject({
      id: 'orcid-7',
      title: 'Odd work',
      category: 'other',
      doi: null,
      authors: [{ name: 'Ana Lima', orcid: null, isOwner: false }],
      abstract: '',
      language: null,
      volume: null,
    });
  });
});
