import { describe, expect, it } from 'vitest';
import { makePublication } from '../../shared/publications/publication.fixture.ts';
import { highwireTags, isDirectPdf } from './highwire-tags.ts';

const pageUrl = 'https://example.org/publications/w4412260478/';

describe('highwireTags', () => {
  it('writes the title, one citation_author per author, the date, the journal and the DOI', () => {
    const tags = highwireTags(makePublication(), pageUrl);
    expect(tags).toEqual([
      { name: 'citation_title', content: 'Shoreline response of macrotidal pocket beaches to storm clusters' },
      { name: 'citation_author', content: 'Élodie Marchand' },
      { name: 'citation_author', content: 'Hélène Quéméneur' },
      { name: 'citation_author', content: 'Yann Le Gall' },
      { name: 'citation_publication_date', content: '2026/03/10' },
      { name: 'citation_journal_title', content: 'Estuarine, Coastal and Shelf Dynamics' },
      { name: 'citation_volume', content: '41' },
      { name: 'citation_firstpage', content: '104812' },
      { name: 'citation_doi', content: '10.5555/ecsd.2026.104812' },
      { name: 'citation_abstract_html_url', content: pageUrl },
      { name: 'citation_language', content: 'en' },
    ]);
  });

  it('adds volume, issue, pages, a direct PDF and the language when known, and never an empty value', () => {
    const tags = highwireTags(
      {
        ...makePublication({ category: 'conference', venue: 'Coastal Dynamics 2025', date: null, year: 2025 }),
        volume: '12',
        issue: ' ',
        firstPage: '101',
        lastPage: '118',
        pdfUrl: 'https://hal.example.org/files/paper.PDF',
        language: 'en',
      },
      pageUrl,
    );
    const byName = Object.fromEntries(tags.map((tag) => [tag.name, tag.content]));
    expect(byName).toMatchObject({
      citation_conference_title: 'Coastal Dynamics 2025',
      citation_publication_date: '2025',
      citation_volume: '12',
      citation_firstpage: '101',
      citation_lastpage: '118',
      citation_pdf_url: 'https://hal.example.org/files/paper.PDF',
      citation_language: 'en',
    });
    expect(byName).not.toHaveProperty('citation_issue');
    expect(byName).not.toHaveProperty('citation_journal_title');
    for (const tag of tags) expect(tag.content.trim()).not.toBe('');
  });

  it('leaves out a PDF link that is a landing page, and the venue of a preprint', () => {
    const tags = highwireTags(
      {
        ...makePublication({ category: 'preprint', doi: null, year: null, date: null }),
        volume: null,
        firstPage: null,
        language: null,
        pdfUrl: 'https://hal.example.org/hal-1',
      },
      pageUrl,
    );
    expect(tags.map((tag) => tag.name)).toEqual([
      'citation_title',
      'citation_author',
      'citation_author',
      'citation_author',
      'citation_abstract_html_url',
    ]);
  });

  it('names a thesis venue as the dissertation institution', () => {
    const tags = highwireTags(makePublication({ category: 'thesis', venue: 'Université de Bretagne' }), pageUrl);
    expect(tags).toContainEqual({ name: 'citation_dissertation_institution', content: 'Université de Bretagne' });
  });
});

describe('isDirectPdf', () => {
  it('accepts a URL whose path ends in .pdf only', () => {
    expect(isDirectPdf('https://a.org/x/paper.pdf')).toBe(true);
    expect(isDirectPdf('https://a.org/x/paper.pdf?download=1')).toBe(true);
    expect(isDirectPdf('https://a.org/x/document')).toBe(false);
    expect(isDirectPdf('not a url')).toBe(false);
  });
});
