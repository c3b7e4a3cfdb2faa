import { describe, expect, it } from 'vitest';
import type { Publication } from '../../schemas/types.generated.ts';
import { citationData } from './citation-data.ts';
import { toCsl } from './csl.ts';
import { authorsShown, bibtex, ris } from './formats.ts';

function publication(overrides: Partial<Publication>): Publication {
  return {
    id: 'W1', title: 'A title', url: 'https://doi.org/10.5555/a', year: 2024, date: '2024-03-15', venue: null,
    authors: [
      { name: 'Élodie Marchand', orcid: '0000-0002-1825-0097', isOwner: true },
      { name: 'Yann Le Gall', orcid: null, isOwner: false },
    ],
    abstract: '', abstractTeaser: '', category: 'article', isOpenAccess: false, oaUrl: null, citedByCount: 0, doi: '10.5555/a',
    volume: null, issue: null, firstPage: null, lastPage: null, pdfUrl: null, language: 'en', keywords: [], ...overrides,
  };
}

const article = publication({
  id: 'W4412260478', title: 'Shoreline response of pocket beaches to storm clusters', venue: 'Coastal Engineering',
  volume: '284', issue: '3', firstPage: '101', lastPage: '120', doi: '10.5555/ce.2026.1', url: 'https://doi.org/10.5555/ce.2026.1',
  keywords: ['Pocket beach', 'Storm clusters'], abstract: 'Storm clusters drive\nerosion.',
});
const conference = publication({
  id: 'W4408114520', title: 'Wave run-up on a restored dune', category: 'conference', venue: 'Proceedings of the Coastal Structures Symposium 2025',
  date: null, year: 2025, firstPage: '142', lastPage: '153', doi: '10.5555/cs.2025.142', url: 'https://doi.org/10.5555/cs.2025.142',
});
const thesis = publication({
  id: 'W3047125968', title: 'Wave run-up on gravel beaches', category: 'thesis', venue: 'Zeeland Institute of Technology', doi: null,
  date: null, year: 2020, url: 'https://repository.example.org/thesis', authors: [{ name: 'Élodie Marchand', orcid: null, isOwner: true }],
});
const undated = publication({ id: 'Report-X', title: 'Hazard atlas', category: 'book', venue: 'Book of atlases', year: null, date: null, doi: null, url: 'https://example.org/atlas', firstPage: '5', lastPage: '9' });

describe('toCsl', () => {
  it('maps a journal article with its volume, issue, pages, DOI, keywords and the key as id', () => {
    expect(toCsl(article)).toEqual({
      id: 'w4412260478', 'citation-key': 'w4412260478', type: 'article-journal', title: article.title, URL: article.url,
      author: [{ family: 'Marchand', given: 'Élodie' }, { family: 'Le Gall', given: 'Yann' }],
      issued: { 'date-parts': [[2024, 3, 15]] }, 'container-title': 'Coastal Engineering', volume: '284', issue: '3', page: '101-120',
      DOI: '10.5555/ce.2026.1', abstract: 'Storm clusters drive\nerosion.', keyword: 'Pocket beach,Storm clusters', language: 'en',
    });
    expect(toCsl(thesis)).toMatchObject({ type: 'thesis', publisher: 'Zeeland Institute of Technology', issued: { 'date-parts': [[2020]] } });
    expect(toCsl(thesis)).not.toHaveProperty('container-title');
    expect(toCsl(undated)).toMatchObject({ id: 'report-x', type: 'chapter', 'container-title': 'Book of atlases' });
    expect(toCsl(undated)).not.toHaveProperty('issued');
  });

});

describe('citationData', () => {
  const data = citationData([article, conference, thesis, undated], ['en', 'fr']);

  it('writes the whole bibliography and one entry per paper, at the paths the pages link', () => {
    expect(Object.keys(data.files).sort()).toEqual([
      'publications/publications.bib', 'publications/publications.json', 'publications/publications.ris',
      'publications/report-x/report-x.bib', 'publications/report-x/report-x.ris',
      'publications/w3047125968/w3047125968.bib', 'publications/w3047125968/w3047125968.ris',
      'publications/w4408114520/w4408114520.bib', 'publications/w4408114520/w4408114520.ris',
      'publications/w4412260478/w4412260478.bib', 'publications/w4412260478/w4412260478.ris',
    ]);
    expect(JSON.parse(data.files['publications/publications.json'] ?? '')).toHaveLength(4);
  });

  it('gives BibTeX entries of the right type, keyed by the page key', () => {
    const bib = data.files['publications/publications.bib'] ?? '';
    expect(bib.match(/^@\w+\{[^,]+,/gm)).toEqual(['@article{w4412260478,', '@inproceedings{w4408114520,', '@phdthesis{w3047125968,', '@incollection{report-x,']);
    const one = data.files['publications/w4412260478/w4412260478.bib'] ?? '';
    expect(one).toContain('journal = {Coastal Engineering}');
    expect(one).toContain('volume = {284}');
    expect(one).toContain('number = {3}');
    expect(one).toContain('pages = {101--120}');
    expect(one).toContain('doi = {10.5555/ce.2026.1}');
    expect(one).toMatch(/author = \{Marchand, .+ and Le Gall, Yann\}/);
    expect(data.files['publications/w4408114520/w4408114520.bib']).toContain('booktitle = {Proceedings of the');
    expect(data.files['publications/w3047125968/w3047125968.bib']).toContain('school = {Zeeland Institute of Technology}');
  });

  it('gives RIS records of the right type, one tag per line, never cut inside a value', () => {
    const article = data.files['publications/w4412260478/w4412260478.ris'] ?? '';
    expect(article.split('\n')).toEqual(expect.arrayContaining([
      'TY  - JOUR', 'AU  - Marchand, Élodie', 'AU  - Le Gall, Yann', 'T2  - Coastal Engineering', 'VL  - 284', 'IS  - 3',
      'SP  - 101', 'EP  - 120', 'DO  - 10.5555/ce.2026.1', 'KW  - Pocket beach', 'TI  - Shoreline response of pocket beaches to storm clusters', 'AB  - Storm clusters drive erosion.',
    ]));
    expect(article.split('\n').filter((line) => line !== '' && !/^[A-Z][A-Z0-9]  - /.test(line))).toEqual([]);
    expect(data.files['publications/w4408114520/w4408114520.ris']).toMatch(/^TY {2}- CPAPER$/m);
    expect(data.files['publications/w3047125968/w3047125968.ris']).toMatch(/^TY {2}- THES$/m);
  });

  it('formats APA 7 references in English and in French with French terms', () => {
    expect(data.references.en?.w4412260478).toBe(
      'Marchand, É., & Le Gall, Y. (2024). Shoreline response of pocket beaches to storm clusters. Coastal Engineering, 284(3), 101–120. https://doi.org/10.5555/ce.2026.1',
    );
    expect(data.references.en?.w3047125968).toBe('Marchand, É. (2020). Wave run-up on gravel beaches [Doctoral thesis, Zeeland Institute of Technology]. https://repository.example.org/thesis');
    expect(data.references.fr?.w3047125968).toBe('Marchand, É. (2020). Wave run-up on gravel beaches [Thèse de doctorat, Zeeland Institute of Technology]. https://repository.example.org/thesis');
    expect(data.references.en?.w4408114520).toContain('Proceedings of the Coastal Structures Symposium 2025, 142–153.');
    expect(data.references.en?.['report-x']).toMatch(/\(n\.d\.\)\. Hazard atlas\. In Book of atlases \(pp\.\s5–9\)/);
    expect(data.references.fr?.['report-x']).toMatch(/\(s\.\sd\.\)\. Hazard atlas\. In Book of atlases \(p\.\s5\D9\)/);
  });

  it("joins the works' entries into the whole bibliography as formatting them together does", () => {
    const items = [article, conference, thesis, undated].map(toCsl);
    expect(data.files['publications/publications.bib']).toBe(bibtex(items));
    expect(data.files['publications/publications.ris']).toBe(ris(items));
  });

  it('is deterministic: the same publications give the same bytes', () => {
    expect(citationData([article, conference, thesis, undated], ['en', 'fr'])).toEqual(data);
  });
});

describe('a long author list', () => {
  const authors = Array.from({ length: 30 }, (_, index) => ({ name: `Ann Surname${index + 1}`, orcid: null, isOwner: index === 0 }));

  it('is given to citeproc as far as APA shows it: the first authors up to et-al-min, then the last', () => {
    const names = authors.map((author) => author.name);
    expect(authorsShown(names, 21)).toEqual([...names.slice(0, 20), 'Ann Surname30']);
    expect(authorsShown(authors.slice(0, 21), 21)).toHaveLength(21);
  });

  it('is written as APA 7 writes it: the first 19 authors, an ellipsis and the last', () => {
    const reference = citationData([publication({ id: 'W20', authors })], ['en']).references.en?.w20 ?? '';
    expect(reference).toMatch(/^Surname1, A\., Surname2, A\., .*Surname19, A\., … Surname30, A\. \(2024\)/);
    expect(reference).not.toContain('Surname20,');
  });
});

describe('references on their own', () => {
  it('never tells works of one author and year apart with 2024a / 2024b: each reference stands alone on its page', () => {
    const one = publication({ id: 'W10', title: 'First paper', authors: [{ name: 'Élodie Marchand', orcid: null, isOwner: true }] });
    const two = publication({ id: 'W11', title: 'Second paper', authors: [{ name: 'Élodie Marchand', orcid: null, isOwner: true }] });
    const { references } = citationData([one, two], ['en']);
    expect(references.en?.w10).toMatch(/^Marchand, É\. \(2024\)\. First paper\./);
    expect(references.en?.w11).toMatch(/^Marchand, É\. \(2024\)\. Second paper\./);
  });

  it('gives every work, formatted with all the others, the reference it has when formatted alone', () => {
    // Works that APA would tell apart in a list: same first author and year, same surname with other initials.
    const works = [
      article,
      conference,
      thesis,
      publication({ id: 'W12', title: 'Third paper', authors: [{ name: 'Élodie Marchand', orcid: null, isOwner: true }] }),
      publication({ id: 'W13', title: 'Fourth paper', authors: [{ name: 'Élodie Marchand', orcid: null, isOwner: true }] }),
      publication({ id: 'W14', title: 'Fifth paper', authors: [{ name: 'Eric Marchand', orcid: null, isOwner: false }] }),
    ];
    for (const language of ['en', 'fr']) {
      const together = citationData(works, [language]).references[language] ?? {};
      for (const work of works) {
        const alone = citationData([work], [language]).references[language] ?? {};
        const key = toCsl(work).id;
        expect(together[key], `${language} ${key}`).toBe(alone[key]);
      }
    }
  });
});
