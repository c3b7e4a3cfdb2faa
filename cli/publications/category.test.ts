import { describe, expect, it } from 'vitest';
import { categoryOf } from './category.ts';
import { recordedWorkSets } from './testing/recorded-works.ts';

describe.each(recordedWorkSets())('categories of real works ($label)', (recorded) => {
  it.each([
    ['W4317212455', 'dissertation', 'thesis'],
    ['W2101234009', 'preprint on a repository', 'preprint'],
    ['W2402144811', 'article whose primary source is a conference', 'conference'],
    ['W1983854065', 'article with type_crossref proceedings-article', 'conference'],
    ['W2997591727', 'article in a journal', 'article'],
    ['W3197265335', 'review', 'article'],
  ])('%s (%s) → %s', (id, _what, category) => {
    expect(categoryOf(recorded.byId(id))).toBe(category);
  });
});

describe('categoryOf', () => {
  it.each([
    [{ type: 'book' }, 'book'],
    [{ type: 'book-chapter' }, 'book'],
    [{ type: 'reference-entry' }, 'book'],
    [{ type: 'conference-paper' }, 'conference'],
    [{ type: 'conference-abstract' }, 'conference'],
    [{ type: 'article', primary_location: { raw_type: 'proceedings-article' } }, 'conference'],
    [{ type: 'letter' }, 'article'],
    [{ type: 'data-paper' }, 'article'],
    [{ type: 'dataset' }, 'other'],
    [{ type: 'report' }, 'other'],
    [{ type: null }, 'other'],
    [{}, 'other'],
  ] as const)('%j → %s', (work, category) => {
    expect(categoryOf(work)).toBe(category);
  });

  it('lets the first rule win: a preprint or a book in a conference source stays a preprint or a book', () => {
    const conferenceSource = { primary_location: { source: { type: 'conference' } } };
    expect(categoryOf({ type: 'preprint', ...conferenceSource })).toBe('preprint');
    expect(categoryOf({ type: 'book-chapter', ...conferenceSource })).toBe('book');
    expect(categoryOf({ type: 'dissertation', type_crossref: 'proceedings-article' })).toBe('thesis');
  });

  it('reads only the primary location: a repository copy typed conferenceObject does not make a book a conference paper', () => {
    expect(categoryOf({ type: 'book', primary_location: { raw_type: 'monograph', source: { type: 'ebook platform' } } })).toBe('book');
    expect(categoryOf({ type: 'other', primary_location: { raw_type: 'info:eu-repo/semantics/conferenceObject' } })).toBe('other');
  });
});
