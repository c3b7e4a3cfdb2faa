import { describe, expect, it } from 'vitest';
import { parseJsonDocument } from '../content/json-document.ts';
import { formatProblem } from '../shared/problems.ts';
import { orcidChecksumProblem } from './identifiers.ts';
import { publicationSourceChecks } from './source-problems.ts';

describe('orcidChecksumProblem', () => {
  it('accepts an iD whose ISO 7064 MOD 11-2 check character is right, X included, as a URL too', () => {
    expect(orcidChecksumProblem('0000-0002-1825-0097')).toBeNull();
    expect(orcidChecksumProblem('0000-0002-1694-233X')).toBeNull();
    expect(orcidChecksumProblem('https://orcid.org/0000-0001-5109-3700')).toBeNull();
  });

  it('catches two swapped digits, the commonest typing slip', () => {
    expect(orcidChecksumProblem('0000-0002-8125-0097')).toContain('is not a valid ORCID iD');
    expect(orcidChecksumProblem('https://orcid.org/0000-0002-1825-0079')).toContain('0000-0002-1825-0079 is not a valid ORCID iD');
  });

  it('names the check character a mistyped iD should have, and the shape of one that is no iD', () => {
    expect(orcidChecksumProblem('0000-0002-1825-0098')).toBe(
      '0000-0002-1825-0098 is not a valid ORCID iD (its last character should be 7 for these digits): copy it again from your ORCID record on https://orcid.org',
    );
    expect(orcidChecksumProblem('1234')).toBe('"1234" is not an ORCID iD: it looks like 0000-0002-1825-0097 (or https://orcid.org/0000-0002-1825-0097)');
  });
});

describe('publicationSourceChecks', () => {
  const text = [
    '{',
    '  "publications": {',
    '    "sources": [',
    '      { "bibtex": "publications.bib" },',
    '      { "bibtex": "../outside.bib" },',
    '      { "orcid": "0000-0002-1825-0098" },',
    '      { "orcid": "0000-0002-1825-0097" }',
    '    ],',
    '    "orcid": "0000-0002-1694-2338",',
    '    "exclude": []',
    '  }',
    '}',
  ].join('\n');
  const { document } = parseJsonDocument('content/site.json', text);

  it('lists each .bib file to look for, and every bad path and ORCID checksum at its line', () => {
    if (document === undefined) throw new Error('the test JSON does not parse');
    const { references, problems } = publicationSourceChecks('content', document);
    expect(references.map((reference) => [reference.path, formatProblem(reference.ifMissing)])).toEqual([
      ['publications.bib', 'content/site.json:4:19  /publications/sources/0/bibtex  error: file not found: content/publications.bib: add the .bib file or correct the path'],
    ]);
    expect(problems.map(formatProblem)).toEqual([
      'content/site.json:5:19  /publications/sources/1/bibtex  error: "../outside.bib" leaves the content folder: put the .bib file inside it, e.g. publications.bib',
      'content/site.json:6:18  /publications/sources/2/orcid  error: 0000-0002-1825-0098 is not a valid ORCID iD (its last character should be 7 for these digits): copy it again from your ORCID record on https://orcid.org',
      'content/site.json:9:14  /publications/orcid  error: 0000-0002-1694-2338 is not a valid ORCID iD (its last character should be X for these digits): copy it again from your ORCID record on https://orcid.org',
    ]);
  });
});
