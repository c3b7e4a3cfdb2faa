import { describe, expect, it } from 'vitest';
import type { Publication } from '../../schemas/types.generated.ts';
import { doiUrl, mapWork } from './map-work.ts';
import type { MappedWork, Owner } from './map-work.ts';
import type { OpenAlexWork } from './openalex-types.ts';
import { recordedWorkSets } from './testing/recorded-works.ts';

const nobody: Owner = { authorIds: new Set(), orcid: null };

function publicationOf(mapped: MappedWork): Publication {
  if (mapped.kind !== 'publication') throw new Error(`left out: ${mapped.leftOut.reason}`);
  return mapped.publication;
}

describe.each(recordedWorkSets())('mapping real works ($label)', (recorded) => {
  it('maps a journal article field by field (W2997591727)', () => {
    const publication = publicationOf(mapWork(recorded.byId('W2997591727'), nobody, new Set()));
    expect(publication).toMatchObject({
      id: 'W2997591727',
      title: 'Scikit-learn: Machine Learning in Python',
      url: 'https://doi.org/10.5555/1953048.2078195',
      year: 2011,
      doi: '10.5555/1953048.2078195',
      category: 'article',
    });
    expect(publication.venue).toEqual(expect.any(String));
    expect(publication.authors.map((author) => author.name)).toContain('VaroquauxGaël');
  });

  it('keeps authors OpenAlex has not resolved (author.id null), by name, never as the owner (W2101234009)', () => {
    const work = recorded.byId('W2101234009');
    const unresolved = (work.authorships ?? []).filter((authorship) => authorship.author?.id === null);
    expect(unresolved.length).toBeGreaterThan(0);
    const publication = publicationOf(mapWork(work, { authorIds: new Set(['A5000000001']), orcid: null }, new Set()));
    expect(publication.authors).toHaveLength((work.authorships ?? []).length);
    expect(publication.authors).toContainEqual({ name: 'Müller, Andreas', orcid: null, isOwner: false });
    expect(publication.authors.every((author) => !author.isOwner)).toBe(true);
  });

  it('marks the owner by OpenAlex author id, in author order, with NFC names (W2402144811, Martı́n Abadi)', () => {
    const work = recorded.byId('W2402144811');
    const abadi = (work.authorships ?? []).find((authorship) => authorship.author?.display_name?.includes('Abadi'));
    const abadiId = abadi?.author?.id?.replace('https://openalex.org/', '') ?? '';
    const publication = publicationOf(mapWork(work, { authorIds: new Set([abadiId]), orcid: null }, new Set()));
    const owners = publication.authors.filter((author) => author.isOwner);
    // "Martı́n" is a dotless ı plus a combining acute accent; no precomposed letter exists, so NFC keeps it as it is.
    expect(owners.map((author) => author.name)).toEqual(['Mart\u0131\u0301n Abadi']);
    expect(publication.authors.map((author) => author.name)).toEqual(
      (work.authorships ?? []).map((authorship) => authorship.author?.display_name?.normalize('NFC')),
    );
    expect(publication.authors.every((author) => author.name === author.name.normalize('NFC'))).toBe(true);
  });

  it('composes decomposed names to NFC (a real name written decomposed, as some sources send it)', () => {
    const work = recorded.byId('W2101234009');
    const decomposed: OpenAlexWork = {
      ...work,
      authorships: (work.authorships ?? []).map((authorship) => ({
        ...authorship,
        author: { ...authorship.author, display_name: authorship.author?.display_name?.normalize('NFD') ?? null },
      })),
    };
    const names = publicationOf(mapWork(decomposed, nobody, new Set())).authors.map((author) => author.name);
    expect(names).toContain('Gaël Varoquaux');
    expect(names.every((name) => name === name.normalize('NFC'))).toBe(true);
  });

  it('gives null doi, venue and an empty abstract when OpenAlex has none, and falls back to the OpenAlex page (W3197265335)', () => {
    const work = recorded.byId('W3197265335');
    expect([work.doi, work.primary_location?.source, work.abstract_inverted_index]).toEqual([null, null, null]);
    const publication = publicationOf(mapWork(work, nobody, new Set()));
    expect(publication).toMatchObject({ doi: null, venue: null, abstract: '', abstractTeaser: '' });
    expect(publication.url).toBe(work.primary_location?.landing_page_url ?? 'https://openalex.org/W3197265335');
  });

  it('uses the landing page when there is no DOI, else the OpenAlex page', () => {
    const work = recorded.byId('W3197265335');
    const withLanding = { ...work, primary_location: { ...work.primary_location, landing_page_url: 'https://example.org/landing' } };
    expect(publicationOf(mapWork(withLanding, nobody, new Set())).url).toBe('https://example.org/landing');
    const without = { ...work, primary_location: null };
    expect(publicationOf(mapWork(without, nobody, new Set())).url).toBe('https://openalex.org/W3197265335');
  });

  it('leaves out a peer review, naming it by id and title (W4367333911)', () => {
    expect(mapWork(recorded.byId('W4367333911'), nobody, new Set())).toEqual({
      kind: 'left-out',
      leftOut: {
        id: 'W4367333911',
        title: expect.stringMatching(/^Decision letter: Rapid geographical source attribution/),
        reason: 'a peer review, not a publication',
      },
    });
  });

  it('leaves out a work listed in site.json exclude', () => {
    const mapped = mapWork(recorded.byId('W2997591727'), nobody, new Set(['W2997591727']));
    expect(mapped).toMatchObject({ kind: 'left-out', leftOut: { id: 'W2997591727', reason: 'listed in publications.exclude of site.json' } });
  });

  it('keeps volume, issue and pages from biblio, language, and the 5 best keywords (W1663973292)', () => {
    const publication = publicationOf(mapWork(recorded.byId('W1663973292'), nobody, new Set()));
    expect(publication).toMatchObject({ volume: '16', issue: '4', firstPage: '049901', lastPage: '049901', language: 'en', pdfUrl: null });
    expect(publication.keywords).toEqual(['Computer science', 'Imaging science', 'Cover (algebra)', 'Data science', 'Artificial intelligence']);
  });

  it('keeps pages of a conference paper with no volume (W2402144811) and nulls when biblio is all null (W2997591727)', () => {
    expect(publicationOf(mapWork(recorded.byId('W2402144811'), nobody, new Set()))).toMatchObject({
      volume: null,
      issue: null,
      firstPage: '265',
      lastPage: '283',
    });
    expect(publicationOf(mapWork(recorded.byId('W2997591727'), nobody, new Set()))).toMatchObject({
      volume: null,
      issue: null,
      firstPage: null,
      lastPage: null,
      pdfUrl: null,
    });
  });

  it('takes the free PDF from best_oa_location.pdf_url only (W2101234009, W4317212455)', () => {
    expect(publicationOf(mapWork(recorded.byId('W2101234009'), nobody, new Set())).pdfUrl).toBe('https://arxiv.org/pdf/1201.0490');
    expect(publicationOf(mapWork(recorded.byId('W4317212455'), nobody, new Set())).pdfUrl).toMatch(/^https:\/\/cronfa\.swan\.ac\.uk\/.+\.pdf$/);
  });

  it('keeps at most 5 keywords, highest score first, out of 10 (W2101234009)', () => {
    const work = recorded.byId('W2101234009');
    expect(work.keywords).toHaveLength(10);
    const reversed = { ...work, keywords: [...(work.keywords ?? [])].reverse() };
    const expected = ['Python (programming language)', 'Documentation', 'Computer science', 'MIT License', 'Artificial intelligence'];
    expect(publicationOf(mapWork(work, nobody, new Set())).keywords).toEqual(expected);
    expect(publicationOf(mapWork(reversed, nobody, new Set())).keywords).toEqual(expected);
  });

  it('maps a dissertation to a thesis with its repository landing data (W4317212455)', () => {
    const publication = publicationOf(mapWork(recorded.byId('W4317212455'), nobody, new Set()));
    expect(publication).toMatchObject({ category: 'thesis', doi: '10.23889/suthesis.62363', url: 'https://doi.org/10.23889/suthesis.62363' });
  });
});

describe('mapWork', () => {
  const base: OpenAlexWork = { id: 'https://openalex.org/W1', title: 'A title', type: 'article' };

  it.each([
    [{ is_paratext: true }, 'paratext (front matter, cover, table of contents)'],
    [{ type: 'paratext' }, 'paratext (front matter, cover, table of contents)'],
    [{ is_retracted: true }, 'retracted'],
    [{ type: 'erratum' }, 'an erratum'],
    [{ type: 'retraction' }, 'a retraction notice'],
    [{ title: null }, 'it has no title'],
    [{ title: '  ' }, 'it has no title'],
    [{ id: null }, 'it has no OpenAlex work id'],
  ] as const)('leaves out %j: %s', (change, reason) => {
    expect(mapWork({ ...base, ...change }, nobody, new Set())).toMatchObject({ kind: 'left-out', leftOut: { reason } });
  });

  it('marks the owner by ORCID, never by a matching name', () => {
    const work: OpenAlexWork = {
      ...base,
      authorships: [
        { author: { id: 'https://openalex.org/A9', display_name: 'Élodie Marchand', orcid: null } },
        { author: { id: null, display_name: 'E. Marchand', orcid: 'https://orcid.org/0000-0002-1825-009x' } },
        { author: null, raw_author_name: 'Raw Name Only' },
        { author: { id: null, display_name: null } },
      ],
    };
    const publication = publicationOf(mapWork(work, { authorIds: new Set(['A1']), orcid: '0000-0002-1825-009X' }, new Set()));
    expect(publication.authors).toEqual([
      { name: 'Élodie Marchand', orcid: null, isOwner: false },
      { name: 'E. Marchand', orcid: '0000-0002-1825-009X', isOwner: true },
      { name: 'Raw Name Only', orcid: null, isOwner: false },
    ]);
  });

  it('keeps the 100 authors of a truncated list and says so, without asking for more', () => {
    const authorships = Array.from({ length: 100 }, (_, index) => ({ author: { id: `https://openalex.org/A${index}`, display_name: `Author ${index}` } }));
    const publication = publicationOf(mapWork({ ...base, authorships, is_authors_truncated: true }, nobody, new Set()));
    expect(publication.authors).toHaveLength(100);
    expect(publication.authorsTruncated).toBe(true);
    expect('authorsTruncated' in publicationOf(mapWork(base, nobody, new Set()))).toBe(false);
  });

  it('lower-cases the DOI, never invents a venue and defaults what is absent', () => {
    const publication = publicationOf(
      mapWork({ ...base, doi: 'https://doi.org/10.1002/ABC.123', primary_location: { source: { display_name: '  ' } } }, nobody, new Set()),
    );
    expect(publication).toEqual({
      id: 'W1',
      title: 'A title',
      url: 'https://doi.org/10.1002/abc.123',
      year: null,
      date: null,
      venue: null,
      authors: [],
      abstract: '',
      abstractTeaser: '',
      category: 'article',
      isOpenAccess: false,
      oaUrl: null,
      citedByCount: 0,
      doi: '10.1002/abc.123',
      volume: null,
      issue: null,
      firstPage: null,
      lastPage: null,
      pdfUrl: null,
      language: null,
      keywords: [],
    });
  });

  it('takes open access, its URL and the citation count as given, dropping a non-http URL', () => {
    const open = mapWork({ ...base, open_access: { is_oa: true, oa_url: 'https://example.org/a.pdf' }, cited_by_count: 12 }, nobody, new Set());
    expect(publicationOf(open)).toMatchObject({ isOpenAccess: true, oaUrl: 'https://example.org/a.pdf', citedByCount: 12 });
    const odd = mapWork({ ...base, open_access: { is_oa: true, oa_url: 'ftp://example.org/a.pdf' }, cited_by_count: -1 }, nobody, new Set());
    expect(publicationOf(odd)).toMatchObject({ oaUrl: null, citedByCount: 0 });
  });

  it('cleans bibliographic details: blanks and a non-http PDF become null, an odd language code null, duplicate or nameless keywords go', () => {
    const publication = publicationOf(
      mapWork(
        {
          ...base,
          biblio: { volume: ' 12 ', issue: '', first_page: null },
          best_oa_location: { pdf_url: 'ftp://example.org/a.pdf' },
          language: 'English',
          keywords: [{ display_name: 'Waves', score: 0.2 }, null, { display_name: ' ', score: 0.9 }, { display_name: 'Waves', score: 0.1 }, { display_name: 'Tides' }],
        },
        nobody,
        new Set(),
      ),
    );
    expect(publication).toMatchObject({ volume: '12', issue: null, firstPage: null, lastPage: null, pdfUrl: null, language: null, keywords: ['Waves', 'Tides'] });
    expect(publicationOf(mapWork({ ...base, language: 'FR' }, nobody, new Set())).language).toBe('fr');
  });

  it('escapes URL-significant characters of a DOI in its resolver URL', () => {
    expect(doiUrl('10.1002/(sici)1097-0258(19960315)15:5<456::aid-sim167>3.0.co;2-#')).toBe(
      'https://doi.org/10.1002/(sici)1097-0258(19960315)15:5%3C456::aid-sim167%3E3.0.co;2-%23',
    );
  });
});
