import { parse as parseBibtex } from '@retorquere/bibtex-parser';
import { describe, expect, it } from 'vitest';
import type { SoftwareFile } from '../../../schemas/types.generated.ts';
import { zoteroBibtexImport, zoteroRisImport } from '../../testing/zotero-import.ts';
import { softwareCitations } from './software-citations.ts';

const items: SoftwareFile['items'] = [
  {
    id: 'shorehybrid',
    name: 'ShoreHybrid',
    kind: 'software',
    description: { en: 'Shoreline model: 50% & more_than {expected}.', fr: 'Modèle.' },
    date: '2026-03-02',
    version: '1.2.0',
    doi: '10.5555/zenodo.14820113',
    repository: 'https://git.example.org/emarchand/shorehybrid',
    license: 'MIT',
    language: 'Python',
    authors: ['Élodie Marchand', { name: 'Yann Le Gall', family: 'Le Gall', given: 'Yann' }, 'ACME'],
  },
  {
    id: 'porsmilin',
    name: { en: 'Porsmilin shorelines, 2013–2021', fr: 'Traits de côte de Porsmilin, 2013–2021' },
    kind: 'dataset',
    description: { en: 'Daily shorelines.', fr: 'Traits de côte journaliers.' },
    date: '2025-10-20',
    version: '2.0',
    doi: '10.5555/zenodo.14820087',
    url: 'https://data.example.org/porsmilin',
    license: 'CC-BY-4.0',
    authors: ['Élodie Marchand'],
  },
];

const { bibtex, ris, csl } = softwareCitations(items, 'en');

describe('the .bib of /software/', () => {
  it('reads back with biblatex fields: @software and @dataset, title, version, date, DOI, URL, authors, repository and licence', () => {
    const library = parseBibtex(bibtex, { sentenceCase: false, verbatimFields: ['url', 'doi'] });
    expect(library.errors).toEqual([]);
    const [program, data] = library.entries;
    expect(program).toMatchObject({
      type: 'software',
      key: 'shorehybrid',
      fields: {
        title: 'ShoreHybrid',
        version: '1.2.0',
        date: '2026-03-02',
        doi: '10.5555/zenodo.14820113',
        url: 'https://git.example.org/emarchand/shorehybrid',
        repository: 'https://git.example.org/emarchand/shorehybrid',
        license: 'MIT',
        abstract: 'Shoreline model: 50% & more_than {expected}.',
      },
    });
    expect(program?.fields.author).toEqual([{ lastName: 'Marchand', firstName: 'Élodie' }, { lastName: 'Le Gall', firstName: 'Yann' }, { name: 'ACME' }]);
    expect(data).toMatchObject({ type: 'dataset', key: 'porsmilin', fields: { title: 'Porsmilin shorelines, 2013–2021', version: '2.0', url: 'https://data.example.org/porsmilin' } });
  });

  it("is what Zotero's BibTeX import makes a program of (it leaves biblatex's @dataset out: the .ris carries it)", () => {
    expect(zoteroBibtexImport(bibtex)).toEqual([
      {
        key: 'shorehybrid',
        itemType: 'computerProgram',
        title: 'ShoreHybrid',
        abstractNote: 'Shoreline model: 50% & more_than {expected}.',
        tags: [],
        repository: '',
        versionNumber: '1.2.0',
        DOI: '10.5555/zenodo.14820113',
        url: 'https://git.example.org/emarchand/shorehybrid',
        creators: ['Marchand, Élodie', 'Le Gall, Yann', 'ACME'],
        date: '2026-03-02',
      },
    ]);
  });
});

describe('the .ris of /software/', () => {
  it("is what Zotero's RIS import makes a program and a data set of: title, version, DOI, URL, authors, date", () => {
    expect(zoteroRisImport(ris)).toEqual([
      {
        key: 'shorehybrid',
        itemType: 'computerProgram',
        title: 'ShoreHybrid',
        abstractNote: 'Shoreline model: 50% & more_than {expected}.',
        tags: [],
        repository: '',
        versionNumber: '1.2.0',
        DOI: '10.5555/zenodo.14820113',
        url: 'https://git.example.org/emarchand/shorehybrid',
        creators: ['Marchand, Élodie', 'Le Gall, Yann', 'ACME'],
        date: '2026-03-02',
      },
      {
        key: 'porsmilin',
        itemType: 'dataset',
        title: 'Porsmilin shorelines, 2013–2021',
        abstractNote: 'Daily shorelines.',
        tags: [],
        repository: '',
        versionNumber: '2.0',
        DOI: '10.5555/zenodo.14820087',
        url: 'https://data.example.org/porsmilin',
        creators: ['Marchand, Élodie'],
        date: '2025-10-20',
      },
    ]);
    expect(ris).toContain('LA  - Python\n');
  });
});

describe('the CSL-JSON of /software/', () => {
  it('gives CSL 1.0.2 software and dataset items with version, DOI, URL, authors and date', () => {
    expect(JSON.parse(csl)).toEqual([
      {
        id: 'shorehybrid',
        'citation-key': 'shorehybrid',
        type: 'software',
        title: 'ShoreHybrid',
        author: [{ family: 'Marchand', given: 'Élodie' }, { family: 'Le Gall', given: 'Yann' }, { literal: 'ACME' }],
        issued: { 'date-parts': [[2026, 3, 2]] },
        version: '1.2.0',
        DOI: '10.5555/zenodo.14820113',
        URL: 'https://git.example.org/emarchand/shorehybrid',
        abstract: 'Shoreline model: 50% & more_than {expected}.',
      },
      expect.objectContaining({ id: 'porsmilin', type: 'dataset', title: 'Porsmilin shorelines, 2013–2021', version: '2.0', URL: 'https://data.example.org/porsmilin' }),
    ]);
  });
});
