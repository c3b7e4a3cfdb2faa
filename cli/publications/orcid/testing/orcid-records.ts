import { readFileSync, readdirSync } from 'node:fs';
import type { OrcidWork, OrcidWorksResponse } from '../orcid-types.ts';
import type { OrcidStandInRecord } from './orcid-stand-in.ts';

/** The iD of the recorded record in ../fixtures (ORCID's own test iD, Josiah Carberry's). */
export const recordedOrcid = '0000-0002-1825-0097';

const fixtures = new URL('../fixtures/', import.meta.url);

/** ../fixtures/works.json as `/works`, and ../fixtures/work/<put-code>.json as the full works. */
export function recordedRecord(): OrcidStandInRecord {
  const list = JSON.parse(readFileSync(new URL('works.json', fixtures), 'utf8')) as OrcidWorksResponse;
  const folder = new URL('work/', fixtures);
  const works = readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(new URL(name, folder), 'utf8')) as OrcidWork);
  return { list, works };
}

/** A record of `count` works, one per group, in the v3.0 shape: for paging the bulk read. */
export function generatedRecord(orcid: string, count: number): OrcidStandInRecord {
  const works = Array.from({ length: count }, (_, index): OrcidWork => {
    const putCode = 90_000_001 + index;
    const doi = `10.5555/orcid.${index + 1}`;
    return {
      'put-code': putCode,
      path: `/${orcid}/work/${putCode}`,
      title: { title: { value: `Generated work ${index + 1}` }, subtitle: null, 'translated-title': null },
      'journal-title': { value: 'Coastal Engineering' },
      'short-description': null,
      citation: null,
      type: 'journal-article',
      'publication-date': { year: { value: String(2000 + (index % 25)) }, month: null, day: null },
      'external-ids': {
        'external-id': [
          {
            'external-id-type': 'doi',
            'external-id-value': doi,
            'external-id-normalized': { value: doi, transient: true },
            'external-id-url': { value: `https://doi.org/${doi}` },
            'external-id-relationship': 'self',
          },
        ],
      },
      url: null,
      contributors: null,
      'language-code': null,
      visibility: 'public',
    };
  });
  const list: OrcidWorksResponse = {
    group: works.map((work) => ({
      'external-ids': work['external-ids'] ?? null,
      'work-summary': [
        {
          'put-code': work['put-code'] ?? null,
          title: work.title ?? null,
          'external-ids': work['external-ids'] ?? null,
          type: work.type ?? null,
          'publication-date': work['publication-date'] ?? null,
          'journal-title': work['journal-title'] ?? null,
          'display-index': '0',
        },
      ],
    })),
    path: `/${orcid}/works`,
  };
  return { list, works };
}
