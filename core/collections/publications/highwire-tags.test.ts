import { describe, expect, it } from 'vitest';
import type { PublicationDetails } from './publication-data.ts';
import { makePublication } from './publication.fixture.ts';
import { highwireTags } from './highwire-tags.ts';

const pageUrl = 'https://example.org/publications/w4412260478/';

/** The tags a reference manager types the item by (Zotero's Embedded Metadata translator). */
const typeTagNames = [
  'citation_journal_title',
  'citation_conference_title',
  'citation_dissertation_institution',
  'citation_inbook_title',
  'citation_book_title',
  'citation_technical_report_institution',
  'citation_technical_report_number',
  'citation_publisher',
  'DC.type',
];

function typeTagsOf(publication: PublicationDetails): [string, string][] {
  return highwireTags(publication, pageUrl)
    .filter((tag) => typeTagNames.includes(tag.name))
    .map((tag) => [tag.name, tag.content]);
}

describe('highwireTags', () => {
  it('writes an article: authors as "Family, Given", date, journal, numbers, DOI, full abstract, keywords, language', () => {
    const abstract = `${'Storm clusters, rather than single extreme events, drive most of the erosion. '.repeat(4)}The end.`;
    const tags = highwireTags(makePublication({ abstract }), pageUrl);
    expect(tags).toEqual([
      { name: 'citation_title', content: 'Shoreline response of macrotidal pocket beaches to storm clusters' },
      { name: 'citation_author', content: 'Marchand, Élodie' },
      { name: 'citation_author', content: 'Quéméneur, Hélène' },
      { name: 'citation_author', content: 'Le Gall, Yann' },
      { name: 'citation_publication_date', content: '2026/03/10' },
      { name: 'citation_journal_title', content: 'Estuarine, Coastal and Shelf Dynamics' },
      { name: 'citation_volume', content: '41' },
      { name: 'citation_firstpage', content: '104812' },
      { name: 'citation_doi', content: '10.5555/ecsd.2026.104812' },
      { name: 'citation_abstract_html_url', content: pageUrl },
      { name: 'citation_abstract', content: abstract.trim() },
      { name: 'citation_keywords', content: 'Pocket beaches' },
      { name: 'citation_keywords', content: 'Storm clusters' },
      { name: 'citation_language', content: 'en' },
    ]);
    expect(abstract.length).toBeGreaterThan(155);
  });

  it('puts the family name first whatever its particles, and keeps the parts the owner gave', () => {
    const authors = highwireTags(
      makePublication({
        authors: [
          { name: 'Jan van der Berg', orcid: null, isOwner: false },
          { name: 'María José de la Fuente', orcid: null, isOwner: false },
          { name: 'Zoë Ó Briain', orcid: null, isOwner: false },
          { name: 'Ana Sofía García Márquez', family: 'García Márquez', given: 'Ana Sofía', orcid: null, isOwner: true },
          { name: 'Plato', orcid: null, isOwner: false },
        ],
      }),
      pageUrl,
    ).filter((tag) => tag.name === 'citation_author');
    expect(authors.map((tag) => tag.content)).toEqual([
      'van der Berg, Jan',
      'de la Fuente, María José',
      'Ó Briain, Zoë',
      'García Márquez, Ana Sofía',
      'Plato',
    ]);
  });

  it('names each kind of work the way Scholar and Zotero type it', () => {
    const base = makePublication({ venue: 'Some Venue' });
    expect(typeTagsOf({ ...base, category: 'conference' })).toEqual([['citation_conference_title', 'Some Venue']]);
    expect(typeTagsOf({ ...base, category: 'thesis', venue: 'Université de Bretagne' })).toEqual([
      ['citation_dissertation_institution', 'Université de Bretagne'],
    ]);
    expect(typeTagsOf({ ...base, category: 'thesis', institution: 'Université de Nantes' })).toEqual([
      ['citation_dissertation_institution', 'Université de Nantes'],
    ]);
    expect(typeTagsOf({ ...base, category: 'book', firstPage: '45', venue: 'Coastal Hazards' })).toEqual([
      ['citation_inbook_title', 'Coastal Hazards'],
    ]);
    expect(typeTagsOf({ ...base, category: 'book', firstPage: null })).toEqual([['DC.type', 'book'], ['citation_publisher', 'Some Venue']]);
    expect(typeTagsOf({ ...base, category: 'other', institution: 'Cerema', number: 'TR-2024-07' })).toEqual([
      ['citation_technical_report_institution', 'Cerema'],
      ['citation_technical_report_number', 'TR-2024-07'],
    ]);
  });

  it('falls back to the venue for a report’s institution, and leaves out what is unknown', () => {
    const base = makePublication({ category: 'other', venue: 'BRGM' });
    expect(typeTagsOf(base)).toEqual([['citation_technical_report_institution', 'BRGM']]);
    expect(typeTagsOf({ ...base, venue: null, institution: null, number: null })).toEqual([]);
  });

  it('marks a preprint with DC.type and its server as publisher: no journal, conference, thesis, book or report tag', () => {
    const preprint = makePublication({ category: 'preprint', venue: 'EarthArXiv' });
    expect(typeTagsOf(preprint)).toEqual([['DC.type', 'preprint'], ['citation_publisher', 'EarthArXiv']]);
    expect(typeTagsOf({ ...preprint, venue: 'Unknown Venue' })).toEqual([['DC.type', 'preprint']]);
  });

  it('gives OpenAlex’s direct PDF whatever its path ends with, and the owner’s copy ahead of it', () => {
    const publication = { ...makePublication(), pdfUrl: 'https://hal.example.org/hal-04412260/document' };
    const pdfOf = (manuscriptUrl?: string) =>
      highwireTags(publication, pageUrl, manuscriptUrl).filter((tag) => tag.name === 'citation_pdf_url');
    expect(pdfOf()).toEqual([{ name: 'citation_pdf_url', content: 'https://hal.example.org/hal-04412260/document' }]);
    const own = 'https://example.org/publications/w4412260478/w4412260478.pdf';
    expect(pdfOf(own)).toEqual([{ name: 'citation_pdf_url', content: own }]);
  });

  it('never writes a PDF link that is not an absolute web address, nor an empty value', () => {
    const tags = highwireTags(
      {
        ...makePublication({ category: 'preprint', doi: null, year: null, date: null, abstract: ' ' }),
        volume: null,
        issue: ' ',
        firstPage: null,
        language: null,
        keywords: [],
        pdfUrl: 'hal-1.pdf',
      },
      pageUrl,
    );
    expect(tags.map((tag) => tag.name)).toEqual([
      'citation_title',
      'citation_author',
      'citation_author',
      'citation_author',
      'DC.type',
      'citation_publisher',
      'citation_abstract_html_url',
    ]);
  });
});
