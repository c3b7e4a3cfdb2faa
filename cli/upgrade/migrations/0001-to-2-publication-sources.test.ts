import { describe, expect, it } from 'vitest';
import type { ContentSnapshot, MigrationOutcome } from '../migration.ts';
import { publicationSources } from './0001-to-2-publication-sources.ts';

function contentWith(site: string): ContentSnapshot {
  return { texts: new Map([['site.json', site], ['news.json', '{ "items": [] }\n']]), others: new Set(['images/me.jpg']) };
}

function writtenSite(outcome: MigrationOutcome): string {
  if ('problems' in outcome) throw new Error(outcome.problems.map((problem) => problem.message).join('\n'));
  expect(outcome.changes.map((change) => change.kind === 'write' && change.path)).toEqual(['site.json']);
  const [change] = outcome.changes;
  if (change?.kind !== 'write') throw new Error('no write');
  return change.text;
}

const formatOne = `{
  "$schema": "../schemas/site.schema.json",
  // the owner's own note, kept
  "siteUrl":   "https://example.org",
  "publications": {
    "openalexAuthorIds": [
      "A5000000001", // main profile
      "https://openalex.org/A5000000002"
    ],
    "orcid": "0000-0002-1825-0097",
    "exclude": ["W1", "W2"],
    "featured": ["W3"]
  }
}
`;

describe('migration 1 → 2: publications.openalexAuthorIds becomes publications.sources', () => {
  it('moves the ids into an openalex source, keeping every other byte, comments and the exclude list included', () => {
    expect(writtenSite(publicationSources.migrate(contentWith(formatOne)))).toBe(`{
  "$schema": "../schemas/site.schema.json",
  // the owner's own note, kept
  "siteUrl":   "https://example.org",
  "publications": {
    "sources": [{ "openalex": { "authors": [
      "A5000000001", // main profile
      "https://openalex.org/A5000000002"
    ] } }],
    "orcid": "0000-0002-1825-0097",
    "exclude": ["W1", "W2"],
    "featured": ["W3"]
  }
}
`);
  });

  it('keeps a one-line file on one line, and CRLF line ends', () => {
    const site = '{ "publications": { "openalexAuthorIds": ["A1"], "exclude": [] } }\r\n';
    expect(writtenSite(publicationSources.migrate(contentWith(site)))).toBe(
      '{ "publications": { "sources": [{ "openalex": { "authors": ["A1"] } }], "exclude": [] } }\r\n',
    );
  });

  it('makes an empty list of ids no source at all (an openalex source names at least one author)', () => {
    const site = '{\n  "publications": { "openalexAuthorIds": [], "orcid": "0000-0002-1825-0097", "exclude": [] }\n}\n';
    expect(writtenSite(publicationSources.migrate(contentWith(site)))).toBe(
      '{\n  "publications": { "sources": [], "orcid": "0000-0002-1825-0097", "exclude": [] }\n}\n',
    );
  });

  it('changes nothing the second time, nor on content without the field', () => {
    const once = writtenSite(publicationSources.migrate(contentWith(formatOne)));
    expect(publicationSources.migrate(contentWith(once))).toEqual({ changes: [] });
    expect(publicationSources.migrate(contentWith('{ "siteUrl": "https://example.org" }'))).toEqual({ changes: [] });
    expect(publicationSources.migrate({ texts: new Map(), others: new Set() })).toEqual({ changes: [] });
  });

  it('refuses, at its place, a publications section with both fields, and a file that is not JSON', () => {
    const both = '{\n  "publications": {\n    "sources": [],\n    "openalexAuthorIds": ["A1"]\n  }\n}\n';
    expect(publicationSources.migrate(contentWith(both))).toEqual({
      problems: [
        expect.objectContaining({ file: 'site.json', line: 4, column: 5, message: expect.stringMatching(/both openalexAuthorIds and sources: move the ids into sources/) }),
      ],
    });
    expect(publicationSources.migrate(contentWith('{\n  "publications": {\n'))).toEqual({
      problems: [expect.objectContaining({ file: 'site.json', line: 3, message: expect.stringMatching(/^cannot be migrated: it is not valid JSON/) })],
    });
  });
});
