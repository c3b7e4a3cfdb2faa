import { describe, expect, it } from 'vitest';
import type { Publication } from '../../schemas/types.generated.ts';
import { mergeManual } from './merge.ts';
import { mergeSources } from './merge-sources.ts';
import { recordMergedIds } from './merged-ids.ts';

function publication(overrides: Partial<Publication> & Pick<Publication, 'id' | 'title'>): Publication {
  return {
    url: `https://example.org/${overrides.id}`,
    year: 2021,
    date: null,
    venue: null,
    authors: [],
    abstract: '',
    abstractTeaser: '',
    category: 'article',
    isOpenAccess: false,
    oaUrl: null,
    citedByCount: 0,
    doi: null,
    volume: null,
    issue: null,
    firstPage: null,
    lastPage: null,
    pdfUrl: null,
    language: null,
    keywords: [],
    ...overrides,
  };
}

const owner = { name: 'Claire Dubreuil', orcid: '0000-0002-1825-0097', isOwner: true };

const fromOpenAlex = publication({
  id: 'W100',
  title: 'WAVE ENERGY IN THE BAY OF BISCAY',
  url: 'https://doi.org/10.1029/2020jc016789',
  doi: '10.1029/2020jc016789',
  date: '2021-03-10',
  venue: 'Journal of Geophysical Research: Oceans',
  authors: [owner],
  abstract: 'OpenAlex abstract.',
  abstractTeaser: 'OpenAlex abstract.',
  isOpenAccess: true,
  oaUrl: 'https://oa.example.org/w100',
  citedByCount: 12,
  volume: '126',
  keywords: ['Oceanography'],
  mergedIds: ['W99'],
});

const fromBibtex = publication({
  id: 'vanderberg2021waves',
  title: 'Wave energy in the Bay of Biscay',
  url: 'https://doi.org/10.1029/2020jc016789',
  doi: '10.1029/2020jc016789',
  venue: 'J. Geophys. Res.',
  authors: [{ name: 'Claire Dubreuil', orcid: null, isOwner: false, family: 'Dubreuil', given: 'Claire' }],
  abstract: 'My own abstract.',
  abstractTeaser: 'My own abstract.',
  category: 'conference',
  keywords: ['waves', 'Biscay'],
  pdfUrl: 'https://me.example.org/waves.pdf',
  firstPage: '1',
  lastPage: '20',
});

describe('mergeSources', () => {
  it('merges an OpenAlex and a BibTeX work with the same DOI: facts from OpenAlex, the owner\'s words from the .bib', () => {
    const merged = mergeSources([
      { kind: 'openalex', label: 'OpenAlex', publications: [fromOpenAlex] },
      { kind: 'bibtex', label: 'publications.bib', publications: [fromBibtex] },
    ]);
    expect(merged.publications).toEqual([
      {
        ...fromOpenAlex,
        title: 'Wave energy in the Bay of Biscay',
        abstract: 'My own abstract.',
        abstractTeaser: 'My own abstract.',
        category: 'conference',
        keywords: ['waves', 'Biscay'],
        pdfUrl: 'https://me.example.org/waves.pdf',
        firstPage: '1',
        lastPage: '20',
        sources: ['openalex', 'bibtex'],
      },
    ]);
    expect(merged.merges).toEqual([
      {
        kept: { id: 'W100', title: 'Wave energy in the Bay of Biscay' },
        dropped: { id: 'vanderberg2021waves', title: 'Wave energy in the Bay of Biscay' },
        reason: 'same DOI 10.1029/2020jc016789 (publications.bib)',
      },
    ]);
    expect([...merged.mergedInto]).toEqual([['vanderberg2021waves', 'W100']]);
    expect([...merged.mergedCount]).toEqual([['publications.bib', 1]]);
  });

  it('without a DOI, matches the same title (case, punctuation, dashes aside) and year, never another year', () => {
    const bib = publication({ id: 'smith2019', title: 'Tides — a review!', year: 2019, url: 'https://scholar.google.com/scholar?q=%22Tides%22' });
    const orcid = publication({ id: 'orcid-1', title: 'tides: A Review', year: 2019, url: 'https://hal.example.org/tides' });
    const later = publication({ id: 'orcid-2', title: 'Tides - a review', year: 2020 });
    const merged = mergeSources([
      { kind: 'bibtex', label: 'publications.bib', publications: [bib] },
      { kind: 'orcid', label: 'ORCID 0000-0002-1825-0097', publications: [orcid, later] },
    ]);
    expect(merged.publications.map((work) => [work.id, work.title, work.url, work.sources])).toEqual([
      // The BibTeX key names the page; its search link gives way to ORCID's real address.
      ['smith2019', 'Tides — a review!', 'https://hal.example.org/tides', ['bibtex', 'orcid']],
      ['orcid-2', 'Tides - a review', 'https://example.org/orcid-2', ['orcid']],
    ]);
    expect(merged.merges.map((merge) => merge.reason)).toEqual(['same title and year (ORCID 0000-0002-1825-0097)']);
  });

  it('leaves works of one source alone and lists their source', () => {
    const works = [publication({ id: 'a', title: 'A' }), publication({ id: 'b', title: 'B', doi: '10.1/b' })];
    const merged = mergeSources([{ kind: 'bibtex', label: 'publications.bib', publications: works }]);
    expect(merged.publications).toEqual(works.map((work) => ({ ...work, sources: ['bibtex'] })));
    expect(merged.merges).toEqual([]);
  });

  it('lets publications.manual.json win over the merged work, and records every absorbed id for redirects', () => {
    const merged = mergeSources([
      { kind: 'openalex', label: 'OpenAlex', publications: [fromOpenAlex] },
      { kind: 'bibtex', label: 'publications.bib', publications: [fromBibtex] },
    ]);
    const manual = mergeManual(merged.publications, [{ id: 'vanderberg2021waves', title: 'Hand title', url: 'https://example.org/hand', year: 2021, category: 'article' }], merged.mergedInto);
    const [work] = recordMergedIds(manual.publications, merged.mergedInto, new Map());
    expect(work).toMatchObject({
      id: 'W100',
      title: 'Hand title',
      url: 'https://example.org/hand',
      category: 'article',
      citedByCount: 12,
      mergedIds: ['W99', 'vanderberg2021waves'],
      sources: ['openalex', 'bibtex', 'manual'],
    });
  });
});
