import { describe, expect, it } from 'vitest';
import { citationDetails, noCitationDetails } from './orcid-citation.ts';

describe('citationDetails', () => {
  it('reads volume, issue, page range, abstract, keywords and authors from a BibTeX citation, LaTeX decoded', () => {
    const value = String.raw`@article{k, author = {M{\"u}ller, Hans and van der Berg, Jan}, volume = {12}, number = {3}, pages = {101--115},
      abstract = {Waves {\&} sediment.}, keywords = {waves, sediment}}`;
    expect(citationDetails({ 'citation-type': 'bibtex', 'citation-value': value })).toEqual({
      volume: '12',
      issue: '3',
      firstPage: '101',
      lastPage: '115',
      abstract: 'Waves & sediment.',
      keywords: ['waves', 'sediment'],
      authors: ['Hans Müller', 'Jan van der Berg'],
    });
  });

  it('takes an article number as the first page alone, and reads the API v2.0 citation type', () => {
    const details = citationDetails({ 'citation-type': 'BIBTEX', 'citation-value': '@article{k, pages = {e1002}}' });
    expect([details.firstPage, details.lastPage]).toEqual(['e1002', null]);
  });

  it('adds nothing for another kind of citation, an unreadable one, or none', () => {
    expect(citationDetails({ 'citation-type': 'formatted-apa', 'citation-value': 'Carberry, J. (2021). Waves.' })).toBe(noCitationDetails);
    expect(citationDetails({ 'citation-type': 'bibtex', 'citation-value': 'not bibtex at all' })).toEqual(noCitationDetails);
    expect(citationDetails(null)).toBe(noCitationDetails);
  });
});
