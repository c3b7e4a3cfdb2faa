import { describe, expect, it } from 'vitest';
import { selfIds, workArxivId, workAuthors, workDate, workDoi, workTitle } from './orcid-fields.ts';
import type { OrcidExternalId } from './orcid-types.ts';

const id = (type: string, value: string, relationship: string | null = 'self'): OrcidExternalId => ({
  'external-id-type': type,
  'external-id-value': value,
  'external-id-relationship': relationship,
});

describe('workTitle', () => {
  it('joins a subtitle once, and never repeats one the title already ends with', () => {
    expect(workTitle({ title: { value: 'Beaches:' }, subtitle: { value: 'a review' } })).toBe('Beaches: a review');
    expect(workTitle({ title: { value: 'Beaches: a review' }, subtitle: { value: 'a review' } })).toBe('Beaches: a review');
  });

  it('collapses the line breaks records keep in titles, and is null for a blank one', () => {
    expect(workTitle({ title: { value: '  Wave\n  run-up ' } })).toBe('Wave run-up');
    expect(workTitle({ title: { value: '   ' }, 'translated-title': null })).toBeNull();
    expect(workTitle(null)).toBeNull();
  });
});

describe('workDate', () => {
  it.each([
    [{ year: { value: '2021' }, month: { value: '09' }, day: { value: '01' } }, { year: 2021, date: '2021-09-01' }],
    [{ year: { value: '2024' }, month: { value: '2' }, day: { value: '29' } }, { year: 2024, date: '2024-02-29' }],
    [{ year: { value: '2023' }, month: { value: '02' }, day: { value: '29' } }, { year: 2023, date: null }],
    [{ year: { value: '2019' }, month: { value: '06' }, day: null }, { year: 2019, date: null }],
    [{ year: { value: '2019' }, month: null, day: { value: '12' } }, { year: 2019, date: null }],
    [{ year: null, month: { value: '06' }, day: { value: '12' } }, { year: null, date: null }],
    [{ year: { value: 'in press' } }, { year: null, date: null }],
    [null, { year: null, date: null }],
  ])('reads %j as %j', (fuzzy, expected) => {
    expect(workDate(fuzzy)).toEqual(expected);
  });
});

describe('identifiers', () => {
  it("keeps the work's own ids: self, or no relationship at all, in any case", () => {
    const ids = [id('doi', '10.1/book', 'part-of'), id('doi', '10.1/other-version', 'version-of'), id('doi', '10.1/a', 'SELF'), id('eid', 'x', null)];
    expect(selfIds(ids).map((entry) => entry['external-id-value'])).toEqual(['10.1/a', 'x']);
  });

  it('takes the first DOI that is one: bare, lower-case, from the value or the normalised value', () => {
    expect(workDoi([id('doi', 'not a doi'), id('doi', 'doi:10.1000/ABC')])).toBe('10.1000/abc');
    expect(workDoi([{ ...id('doi', 'see publisher'), 'external-id-normalized': { value: '10.1000/xyz' } }])).toBe('10.1000/xyz');
    expect(workDoi([id('isbn', '9783030123456')])).toBeNull();
  });

  it('reads new and old arXiv identifiers without their version', () => {
    expect(workArxivId([id('arxiv', 'arXiv:2403.01234v2')])).toBe('2403.01234');
    expect(workArxivId([id('arxiv', '2403.01234')])).toBe('2403.01234');
    expect(workArxivId([id('arxiv', 'hep-th/9901001v1')])).toBe('hep-th/9901001');
    expect(workArxivId([id('arxiv', 'see the paper')])).toBeNull();
  });
});

describe('workAuthors', () => {
  const record = '0000-0002-1825-0097';

  it('turns "Last, First" into "First Last" but leaves names with a suffix as written', () => {
    const authors = workAuthors(
      [{ 'credit-name': { value: 'Carberry, Josiah' } }, { 'credit-name': { value: 'King, Jr., Martin' } }, { 'credit-name': { value: 'INSPIRE Collaboration' } }],
      record,
    );
    expect(authors.map((author) => author.name)).toEqual(['Josiah Carberry', 'King, Jr., Martin', 'INSPIRE Collaboration']);
  });

  it('knows the owner by ORCID iD only, from its path or its URI', () => {
    const authors = workAuthors(
      [
        { 'credit-name': { value: 'J. Carberry' }, 'contributor-orcid': { uri: `http://orcid.org/${record}`, path: null } },
        { 'credit-name': { value: 'Josiah Carberry' } },
      ],
      record,
    );
    expect(authors).toEqual([
      { name: 'J. Carberry', orcid: record, isOwner: true },
      { name: 'Josiah Carberry', orcid: null, isOwner: false },
    ]);
  });

  it('drops contributors without a name', () => {
    expect(workAuthors([{ 'credit-name': null }, { 'credit-name': { value: ' ' } }], record)).toEqual([]);
  });
});
