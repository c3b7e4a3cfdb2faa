import { describe, expect, it } from 'vitest';
import type { Publication } from '../../../schemas/types.generated.ts';
import { makePublication } from './publication.fixture.ts';
import { workJsonLd } from './work-json-ld.ts';

/** The values the assertions below name; the rest of the work comes from the shared fixture. */
function publication(overrides: Partial<Publication>): Publication {
  return makePublication({
    title: 'Wave run-up on macrotidal beaches',
    url: 'https://doi.org/10.5555/example.1',
    year: 2024,
    date: '2024-05-02',
    venue: 'Coastal Engineering',
    authors: [
      { name: 'Élodie Marchand', orcid: '0000-0002-1825-0097', isOwner: true },
      { name: 'Yann Le Gall', orcid: null, isOwner: false },
    ],
    doi: '10.5555/example.1',
    firstPage: null,
    ...overrides,
  });
}

describe('workJsonLd', () => {
  it('gives title, authors with their family and given names, date, URL (the DOI, said once) and the journal', () => {
    expect(workJsonLd(publication({}))).toEqual({
      '@type': 'ScholarlyArticle',
      name: 'Wave run-up on macrotidal beaches',
      url: 'https://doi.org/10.5555/example.1',
      author: [
        { '@type': 'Person', name: 'Élodie Marchand', familyName: 'Marchand', givenName: 'Élodie', sameAs: 'https://orcid.org/0000-0002-1825-0097' },
        { '@type': 'Person', name: 'Yann Le Gall', familyName: 'Le Gall', givenName: 'Yann' },
      ],
      datePublished: '2024-05-02',
      isPartOf: { '@type': 'Periodical', name: 'Coastal Engineering' },
    });
  });

  it("gives the DOI as sameAs and the abstract when the URL is the work's page on the site", () => {
    const article = workJsonLd(publication({ abstract: 'Run-up grows with the tide.' }), 'https://elodie.example.org/publications/w1/');
    expect(article).toMatchObject({ '@id': 'https://elodie.example.org/publications/w1/', url: 'https://elodie.example.org/publications/w1/' });
    expect(article.sameAs).toBe('https://doi.org/10.5555/example.1');
    expect(article.abstract).toBe('Run-up grows with the tide.');
  });

  it('leaves out what the work does not have instead of inventing it', () => {
    const thesis = workJsonLd(publication({ year: null, date: null, doi: null, venue: null, category: 'thesis' }));
    expect(Object.keys(thesis).sort()).toEqual(['@type', 'author', 'name', 'url']);
  });

  it("names no venue for OpenAlex's 'Unknown Venue' placeholder, as the card does not", () => {
    expect(workJsonLd(publication({ venue: 'Unknown Venue' }))).not.toHaveProperty('isPartOf');
    expect(workJsonLd(publication({ venue: '  ' }))).not.toHaveProperty('isPartOf');
  });

  it.each([
    [{ category: 'conference', venue: 'Coastal Dynamics 2025' }, { '@type': 'ScholarlyArticle', isPartOf: { '@type': 'CreativeWork', name: 'Coastal Dynamics 2025' } }],
    [{ category: 'preprint', venue: 'EarthArXiv' }, { '@type': 'ScholarlyArticle', creativeWorkStatus: 'Preprint', publisher: { '@type': 'Organization', name: 'EarthArXiv' } }],
    [{ category: 'thesis', venue: 'Université de Bretagne Occidentale' }, { '@type': 'Thesis', publisher: { '@type': 'Organization', name: 'Université de Bretagne Occidentale' } }],
    [{ category: 'book', venue: 'Coastal Hazards', firstPage: '45' }, { '@type': 'Chapter', isPartOf: { '@type': 'Book', name: 'Coastal Hazards' } }],
    [{ category: 'book', venue: 'Presses des Ponts' }, { '@type': 'Book', publisher: { '@type': 'Organization', name: 'Presses des Ponts' } }],
    [
      { category: 'other', venue: 'LHC', institution: "Laboratoire d'Hydraulique Côtière", number: 'LHC-TR-2024-03' },
      { '@type': 'Report', publisher: { '@type': 'Organization', name: "Laboratoire d'Hydraulique Côtière" }, reportNumber: 'LHC-TR-2024-03' },
    ],
  ] as [Partial<Publication>, Record<string, unknown>][])('types a %o work as reference managers and search engines expect', (overrides, expected) => {
    const node = workJsonLd(publication(overrides));
    expect(node).toMatchObject(expected);
    if (expected['@type'] !== 'ScholarlyArticle' || overrides.category === 'preprint') expect(node).not.toHaveProperty('isPartOf.@type', 'Periodical');
  });
});
