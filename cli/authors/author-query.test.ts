import { describe, expect, it } from 'vitest';
import { hasValidOrcidChecksum } from '../publications/identifiers.ts';
import { parseAuthorQuery } from './author-query.ts';

describe('parseAuthorQuery', () => {
  it.each([
    ['0000-0002-1825-0097', { kind: 'orcid', orcid: '0000-0002-1825-0097' }],
    ['https://orcid.org/0000-0002-1825-0097', { kind: 'orcid', orcid: '0000-0002-1825-0097' }],
    ['orcid.org/0000-0002-1694-233x/', { kind: 'orcid', orcid: '0000-0002-1694-233X' }],
    ['0000000218250097', { kind: 'orcid', orcid: '0000-0002-1825-0097' }],
    ['A5023888391', { kind: 'openalex', id: 'A5023888391' }],
    ['a5023888391', { kind: 'openalex', id: 'A5023888391' }],
    ['https://openalex.org/A5023888391', { kind: 'openalex', id: 'A5023888391' }],
    ['https://api.openalex.org/authors/A5023888391', { kind: 'openalex', id: 'A5023888391' }],
    ['  Élodie   Marchand ', { kind: 'name', name: 'Élodie Marchand' }],
    ['Ada', { kind: 'name', name: 'Ada' }],
  ])('reads %s', (raw, query) => {
    expect(parseAuthorQuery(raw)).toEqual({ ok: true, query });
  });

  it.each([
    ['', /the query is empty/],
    ['   ', /the query is empty/],
    ['0000-0002-1825-0098', /0000-0002-1825-0098 is not a valid ORCID iD: .*checksum/],
    ['https://orcid.org/0000-0002-1825', /is not an ORCID iD: one is 16 characters/],
    ['https://openalex.org/W2741809807', /is not an OpenAlex author address/],
    ['12345', /has no letters/],
  ])('refuses %j', (raw, message) => {
    const parsed = parseAuthorQuery(raw);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? '' : parsed.message).toMatch(message);
  });
});

describe('hasValidOrcidChecksum (ISO 7064 MOD 11-2)', () => {
  it('accepts ORCID’s own examples, X included, and refuses one changed digit', () => {
    expect(hasValidOrcidChecksum('0000-0002-1825-0097')).toBe(true);
    expect(hasValidOrcidChecksum('0000-0001-5109-3700')).toBe(true);
    expect(hasValidOrcidChecksum('0000-0002-1694-233X')).toBe(true);
    expect(hasValidOrcidChecksum('0000-0002-1825-0079')).toBe(false);
    expect(hasValidOrcidChecksum('0000-0002-1694-2330')).toBe(false);
  });
});
