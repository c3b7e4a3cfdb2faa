import { describe, expect, it } from 'vitest';
import { answerAuthors, sampleAuthors } from './stand-in-authors.ts';

const authors = sampleAuthors();
const ask = (path: string, query = '') => answerAuthors(authors, path, new URLSearchParams(query));
const ids = (answer: ReturnType<typeof ask>) => (answer?.status === 200 ? (answer.body as { results: Array<{ id: string }> }).results.map((author) => author.id.slice(-11)) : answer);

describe('the stand-in authors endpoint', () => {
  it('searches names and alternatives accent- and case-blind, every word, at most per_page', () => {
    expect(ids(ask('/authors', 'search=elodie MARCHAND'))).toEqual(['A5000000001', 'A5000000002', 'A5000000003']);
    expect(ids(ask('/authors', 'search=E. Marchand&per_page=1'))).toEqual(['A5000000001']);
    expect(ids(ask('/authors', 'search=Curie'))).toEqual([]);
    expect(ids(ask('/authors', 'filter=orcid:https://orcid.org/0000-0001-5109-3700'))).toEqual(['A5000000003']);
  });

  it('answers one author by id or by ORCID, projected on select, and 404 for an unknown one', () => {
    expect(ask('/authors/a5000000002', 'select=id,works_count')).toEqual({ status: 200, body: { id: 'https://openalex.org/A5000000002', works_count: 2 } });
    expect(ask('/authors/orcid:0000-0002-1825-0097')).toMatchObject({ status: 200, body: { display_name: 'Élodie Marchand' } });
    expect(ask('/authors/A42')).toEqual({ status: 404 });
    expect(ask('/authors/orcid:0000-0003-1415-9269')).toEqual({ status: 404 });
  });

  it('answers the API’s 400 for an unknown select field, a bad per_page or filter, and ignores other paths', () => {
    expect(ask('/authors', 'select=id,doi')).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^doi is not a valid select field/) } });
    expect(ask('/authors', 'per_page=201')).toMatchObject({ status: 400, body: { message: 'per-page parameter must be between 1 and 200.' } });
    expect(ask('/authors', 'filter=display_name:x')).toMatchObject({ status: 400 });
    expect(ask('/works', 'select=doi')).toBeNull();
  });
});
