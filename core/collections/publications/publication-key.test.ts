import { describe, expect, it } from 'vitest';
import { formerPublicationKeys, isUrlSafeKey, keyFromName, publicationKey, publicationRedirects } from './publication-key.ts';

describe('publicationKey', () => {
  it('lower-cases an OpenAlex id and a hand-kept id', () => {
    expect(publicationKey({ id: 'W4415582013' })).toBe('w4415582013');
    expect(publicationKey({ id: 'Manual-SurgeScape-2024' })).toBe('manual-surgescape-2024');
  });

  it('accepts only URL-safe keys', () => {
    expect(['w4415582013', 'report-2024', '2024-report'].every(isUrlSafeKey)).toBe(true);
    expect(['-report', 'report 2024', 'rapport-été', 'a/b', 'a_b', ''].some(isUrlSafeKey)).toBe(false);
  });
});

describe('former keys and redirects', () => {
  it('lists merged ids as keys, without the own key or duplicates, sorted', () => {
    expect(formerPublicationKeys({ id: 'W2', mergedIds: ['W9', 'w2', 'my-Draft', 'W9'] })).toEqual(['my-draft', 'w9']);
    expect(formerPublicationKeys({ id: 'W2' })).toEqual([]);
  });

  it('maps each former key to its holder; a live page is never redirected', () => {
    const redirects = publicationRedirects([
      { id: 'W1', mergedIds: ['W5', 'W3'] },
      { id: 'W3' },
      { id: 'W4', mergedIds: ['W5'] },
    ]);
    expect([...redirects]).toEqual([['w5', 'w1']]);
  });
});

describe('keyFromName', () => {
  it('makes a citation key or a slug a page key', () => {
    expect(keyFromName('Smith2020:Waves')).toBe('smith2020-waves');
    expect(keyFromName('müller_étude--2019')).toBe('muller-etude-2019');
    expect(keyFromName('2019-paper-title-number-1')).toBe('2019-paper-title-number-1');
    expect(isUrlSafeKey(keyFromName('  Ünïcode / Key  '))).toBe(true);
  });
});
