import type { Publication, PublicationsFile } from '../../../schemas/types.generated.ts';

/** A complete publication for tests; each test overrides what it is about. */
export function makePublication(overrides: Partial<Publication> = {}): Publication {
  return {
    id: 'W4412260478',
    title: 'Shoreline response of macrotidal pocket beaches to storm clusters',
    url: 'https://doi.org/10.5555/ecsd.2026.104812',
    year: 2026,
    date: '2026-03-10',
    venue: 'Estuarine, Coastal and Shelf Dynamics',
    authors: [
      { name: 'Élodie Marchand', orcid: '0000-0002-1825-0097', isOwner: true },
      { name: 'Hélène Quéméneur', orcid: null, isOwner: false },
      { name: 'Yann Le Gall', orcid: '0000-0001-6240-3188', isOwner: false },
    ],
    abstract:
      'Storm clusters, rather than single extreme events, drive most of the erosion observed on pocket beaches.',
    abstractTeaser: 'Storm clusters, rather than single extreme events, drive most…',
    category: 'article',
    isOpenAccess: true,
    oaUrl: 'https://hal.example.org/hal-04412260/document',
    citedByCount: 4,
    doi: '10.5555/ecsd.2026.104812',
    volume: '41',
    issue: null,
    firstPage: '104812',
    lastPage: null,
    pdfUrl: null,
    language: 'en',
    keywords: ['Pocket beaches', 'Storm clusters'],
    ...overrides,
  };
}

export function makePublicationsFile(items: Publication[]): PublicationsFile {
  return { updated_at: '2026-11-16T06:00:00.000Z', items };
}
