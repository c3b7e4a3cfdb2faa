import { describe, expect, it } from 'vitest';
import type { ManualPublication, Publication } from '../../schemas/types.generated.ts';
import { abstractTeaser } from './abstract.ts';
import { mapWork } from './map-work.ts';
import { mergeDuplicates, mergeManual, titleKey } from './merge.ts';
import type { OpenAlexWork } from './openalex-types.ts';
import { recordedWorkSets } from './testing/recorded-works.ts';

function toPublication(work: OpenAlexWork): Publication {
  const mapped = mapWork(work, { authorIds: new Set(), orcid: null }, new Set());
  if (mapped.kind !== 'publication') throw new Error(mapped.leftOut.reason);
  return mapped.publication;
}

describe.each(recordedWorkSets())('merging real works ($label)', (recorded) => {
  const preprint = toPublication(recorded.byId('W2101234009'));
  const article = toPublication(recorded.byId('W2997591727'));

  it('folds a preprint into the published work with the same title, keeping its URL (scikit-learn)', () => {
    expect(preprint.category).toBe('preprint');
    expect(preprint.citedByCount).toBeGreaterThan(article.citedByCount);
    const { publications, merges, mergedInto } = mergeDuplicates([preprint, article]);
    expect(publications).toEqual([{ ...article, preprintUrl: 'https://doi.org/10.48550/arxiv.1201.0490' }]);
    expect(merges).toEqual([
      { kept: { id: 'W2997591727', title: article.title }, dropped: { id: 'W2101234009', title: preprint.title }, reason: 'preprint of the published work with the same title' },
    ]);
    expect(mergedInto.get('W2101234009')).toBe('W2997591727');
  });

  it('folds works sharing a DOI into the most cited one, whatever the DOI case (a real work recorded under a second id)', () => {
    const work = recorded.byId('W2402144811');
    const copy: OpenAlexWork = { ...work, id: 'https://openalex.org/W9999999999', doi: (work.doi ?? '').toUpperCase(), cited_by_count: (work.cited_by_count ?? 0) + 5 };
    const original = toPublication(work);
    const duplicate = toPublication(copy);
    expect(duplicate.doi).toBe(original.doi);
    const { publications, merges } = mergeDuplicates([original, toPublication(recorded.byId('W1983854065')), duplicate]);
    expect(publications.map((publication) => publication.id)).toEqual(['W9999999999', 'W1983854065']);
    expect(publications[0]?.citedByCount).toBe(duplicate.citedByCount);
    expect(merges).toEqual([{ kept: { id: 'W9999999999', title: original.title }, dropped: { id: 'W2402144811', title: original.title }, reason: `same DOI ${original.doi}` }]);
  });

  it('leaves unrelated works alone', () => {
    const works = ['W1663973292', 'W4317212455', 'W3197265335'].map((id) => toPublication(recorded.byId(id)));
    expect(mergeDuplicates(works)).toEqual({ publications: works, merges: [], mergedInto: new Map() });
  });
});

function publication(overrides: Partial<Publication> & Pick<Publication, 'id' | 'title'>): Publication {
  return {
    url: `https://example.org/${overrides.id}`,
    year: 2020,
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

describe('mergeDuplicates', () => {
  it('matches titles after NFKC, case, punctuation, dashes and spacing', () => {
    expect(titleKey('Tian–Shyug:  A “Study” — of ﬁsh!')).toBe('tian shyug a study of fish');
    expect(titleKey('Hello—World: A Test!')).toBe(titleKey('Hello World: a test'));
    expect(titleKey('Sea-level rise ‒ a ‐review‑ ― of ⸺ models')).toBe('sea level rise a review of models');
    expect(titleKey('TensorFlow: a system for large-scale machine learning')).toBe(titleKey('Tensorflow — A System for Large‐Scale Machine Learning.'));
    const published = publication({ id: 'W1', title: 'Waves — and  Sand: a Study', citedByCount: 3 });
    const preprint = publication({ id: 'W2', title: 'waves and sand a study', category: 'preprint', url: 'https://arxiv.org/abs/1' });
    expect(mergeDuplicates([preprint, published]).publications).toEqual([{ ...published, preprintUrl: 'https://arxiv.org/abs/1' }]);
  });

  it('folds a preprint whose title joins words with a dash where the published one has a space', () => {
    const published = publication({ id: 'W1', title: 'Hello World: a test' });
    const preprint = publication({ id: 'W2', title: 'Hello—World: A Test!', category: 'preprint', url: 'https://arxiv.org/abs/2' });
    expect(mergeDuplicates([preprint, published]).publications).toEqual([{ ...published, preprintUrl: 'https://arxiv.org/abs/2' }]);
  });

  it('keeps two preprints or two published works with one title apart; folds a preprint into the most cited published one', () => {
    const preprints = [publication({ id: 'W1', title: 'Same', category: 'preprint' }), publication({ id: 'W2', title: 'Same', category: 'preprint' })];
    expect(mergeDuplicates(preprints).publications).toHaveLength(2);
    const journal = publication({ id: 'W3', title: 'Same', citedByCount: 9 });
    const proceedings = publication({ id: 'W4', title: 'Same', category: 'conference', citedByCount: 2 });
    const result = mergeDuplicates([proceedings, preprints[0] as Publication, journal]);
    expect(result.publications.map((item) => [item.id, item.preprintUrl])).toEqual([['W4', undefined], ['W3', 'https://example.org/W1']]);
  });

  it('keeps the work the previous import published when a same-DOI copy overtakes it in citations', () => {
    const published = publication({ id: 'W1', title: 'Paper', doi: '10.1/a', citedByCount: 3 });
    const copy = publication({ id: 'W2', title: 'Paper', doi: '10.1/a', citedByCount: 9 });
    expect(mergeDuplicates([published, copy]).publications.map((item) => item.id)).toEqual(['W2']);
    const stable = mergeDuplicates([published, copy], new Set(['W1']));
    expect(stable.publications).toEqual([{ ...published, citedByCount: 9 }]);
    expect(stable.mergedInto).toEqual(new Map([['W2', 'W1']]));
    expect(mergeDuplicates([copy, published], new Set(['W1'])).publications.map((item) => item.id)).toEqual(['W1']);
  });

  it('points a work merged twice (by DOI, then as a preprint) at the final survivor', () => {
    const result = mergeDuplicates([
      publication({ id: 'W1', title: 'Paper', category: 'preprint', doi: '10.1/a', citedByCount: 1 }),
      publication({ id: 'W2', title: 'Paper', category: 'preprint', doi: '10.1/a', citedByCount: 5 }),
      publication({ id: 'W3', title: 'Paper', doi: '10.1/b' }),
    ]);
    expect(result.publications.map((item) => item.id)).toEqual(['W3']);
    expect(result.mergedInto).toEqual(new Map([['W1', 'W3'], ['W2', 'W3']]));
  });
});

describe('mergeManual', () => {
  const imported = [
    publication({ id: 'W1', title: 'Imported one', doi: '10.1/one', citedByCount: 7, abstract: 'Long imported abstract.', abstractTeaser: 'Long imported abstract.' }),
    publication({ id: 'W2', title: 'Imported two' }),
  ];

  it('overrides an imported work matched by id field by field, recomputing the teaser of a new abstract', () => {
    const manual: ManualPublication[] = [{ id: 'W1', title: 'Corrected title', url: 'https://example.org/fixed', year: 2019, category: 'conference', abstract: 'Hand-written.' }];
    const { publications, overrides, additions } = mergeManual(imported, manual, new Map());
    expect(publications[0]).toEqual({
      ...imported[0],
      title: 'Corrected title',
      url: 'https://example.org/fixed',
      year: 2019,
      category: 'conference',
      abstract: 'Hand-written.',
      abstractTeaser: 'Hand-written.',
      sources: ['manual'],
    });
    expect(publications[1]).toBe(imported[1]);
    expect(overrides).toEqual([{ id: 'W1', title: 'Corrected title' }]);
    expect(additions).toEqual([]);
  });

  it('matches by DOI, and by the id of a copy that was merged away, keeping the OpenAlex id of the imported work', () => {
    const byDoi: ManualPublication = { id: 'my-own-id', title: 'T', url: 'https://example.org/t', year: 2000, category: 'book', doi: '10.1/one' };
    const corrected = mergeManual(imported, [byDoi], new Map());
    expect(corrected.publications[0]).toMatchObject({ id: 'W1', title: 'T', citedByCount: 7, category: 'book' });
    expect(mergeManual([{ ...(imported[0] as Publication), sources: ['openalex', 'bibtex'] }], [byDoi], new Map()).publications[0]?.sources).toEqual([
      'openalex',
      'bibtex',
      'manual',
    ]);
    expect(corrected.overrides).toEqual([{ id: 'W1', title: 'T' }]);
    const byAlias: ManualPublication = { id: 'W9', title: 'T', url: 'https://example.org/t', year: 2000, category: 'article', venue: 'Fixed venue' };
    const merged = mergeManual(imported, [byAlias], new Map([['W9', 'W2']]));
    expect(merged.publications).toHaveLength(2);
    expect(merged.publications[1]).toMatchObject({ id: 'W2', venue: 'Fixed venue' });
  });

  it('records a hand-kept id that now corrects an imported work, so its old page redirects (and keeps the manual mergedIds)', () => {
    const byDoi: ManualPublication = { id: 'my-own-id', title: 'T', url: 'https://example.org/t', year: 2000, category: 'book', doi: '10.1/one', mergedIds: ['old-draft'] };
    expect(mergeManual(imported, [byDoi], new Map()).publications[0]?.mergedIds).toEqual(['my-own-id', 'old-draft']);
    const sameId: ManualPublication = { id: 'W1', title: 'T', url: 'https://example.org/t', year: 2000, category: 'book' };
    expect(mergeManual(imported, [sameId], new Map()).publications[0]).not.toHaveProperty('mergedIds');
  });

  it('adds a work OpenAlex lacks with the import defaults and a computed teaser', () => {
    const abstract = `${'word '.repeat(80)}end.`;
    const manual: ManualPublication[] = [
      { id: 'report-1', title: 'Report', url: 'https://example.org/r', year: 2024, category: 'other' },
      { id: 'report-2', title: 'Report 2', url: 'https://example.org/r2', year: null, category: 'other', abstract },
    ];
    const { publications, additions } = mergeManual([], manual, new Map());
    expect(publications[0]).toEqual({
      id: 'report-1',
      title: 'Report',
      url: 'https://example.org/r',
      year: 2024,
      date: null,
      venue: null,
      authors: [],
      abstract: '',
      abstractTeaser: '',
      category: 'other',
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
      sources: ['manual'],
    });
    expect(publications[1]?.abstractTeaser).toBe(abstractTeaser(abstract));
    expect(publications[1]?.abstractTeaser).not.toBe(abstract);
    expect(additions.map((item) => item.id)).toEqual(['report-1', 'report-2']);
  });

  it('keeps a teaser written by hand', () => {
    const manual: ManualPublication[] = [{ id: 'W2', title: 'Imported two', url: 'https://example.org/W2', year: 2020, category: 'article', abstract: 'A b c.', abstractTeaser: 'Custom' }];
    expect(mergeManual(imported, manual, new Map()).publications[1]?.abstractTeaser).toBe('Custom');
  });

  it('stores authors written as names, as family and given names, or as imported author objects', () => {
    const manual: ManualPublication[] = [
      {
        id: 'report-2024',
        title: 'A report',
        url: 'https://example.org/r',
        year: 2024,
        category: 'other',
        institution: 'Laboratoire',
        number: 'TR-3',
        authors: ['Yann Le Gall', { family: 'van der Berg', given: 'Jan', isOwner: true }, { family: 'Ó Briain' }, { name: 'Claire Dubreuil', orcid: '0000-0003-0457-9120', isOwner: false }],
      },
    ];
    const added = mergeManual(imported, manual, new Map()).publications[2];
    expect(added?.authors).toEqual([
      { name: 'Yann Le Gall', orcid: null, isOwner: false },
      { name: 'Jan van der Berg', orcid: null, isOwner: true, family: 'van der Berg', given: 'Jan' },
      { name: 'Ó Briain', orcid: null, isOwner: false, family: 'Ó Briain' },
      { name: 'Claire Dubreuil', orcid: '0000-0003-0457-9120', isOwner: false },
    ]);
    expect([added?.institution, added?.number]).toEqual(['Laboratoire', 'TR-3']);
  });
});
