import { describe, expect, it } from 'vitest';
import { bareDoi, bareOrcid, shortAuthorId, shortWorkId } from './identifiers.ts';
import { authorFilters } from './import-sources.ts';

describe('identifiers', () => {
  it.each([
    [shortWorkId, 'https://openalex.org/W2741809807', 'W2741809807'],
    [shortWorkId, 'w12', 'W12'],
    [shortWorkId, 'https://openalex.org/A1', null],
    [shortAuthorId, 'https://openalex.org/A5023888391', 'A5023888391'],
    [shortAuthorId, ' A1 ', 'A1'],
    [shortAuthorId, 'B1', null],
    [shortAuthorId, null, null],
    [bareOrcid, 'https://orcid.org/0000-0002-1825-009x', '0000-0002-1825-009X'],
    [bareOrcid, '0000-0002-1825-0097', '0000-0002-1825-0097'],
    [bareOrcid, '0000-0002-1825', null],
    [bareDoi, 'https://doi.org/10.7717/PeerJ.4375', '10.7717/peerj.4375'],
    [bareDoi, 'http://dx.doi.org/10.1/X', '10.1/x'],
    [bareDoi, 'doi:10.1/abc', '10.1/abc'],
    [bareDoi, 'https://example.org/paper', null],
    [bareDoi, '', null],
  ] as const)('%o(%j) → %j', (normalise, value, expected) => {
    expect(normalise(value)).toBe(expected);
  });
});

describe('authorFilters', () => {
  it('makes one filter per kind of identifier', () => {
    expect(authorFilters({ authorIds: ['A1', 'A2'], orcid: null })).toEqual(['author.id:A1|A2']);
    expect(authorFilters({ authorIds: [], orcid: '0000-0002-1825-0097' })).toEqual(['authorships.author.orcid:0000-0002-1825-0097']);
    expect(authorFilters({ authorIds: ['A1'], orcid: '0000-0002-1825-0097' })).toEqual(['author.id:A1', 'authorships.author.orcid:0000-0002-1825-0097']);
    expect(authorFilters({ authorIds: [], orcid: null })).toEqual([]);
  });
});
