import { describe, expect, it } from 'vitest';
import type { Publication } from '../../schemas/types.generated.ts';
import { mergeDuplicates } from './merge.ts';
import { recordMergedIds } from './merged-ids.ts';

function publication(id: string, overrides: Partial<Publication> = {}): Publication {
  return {
    id, title: `Paper ${id}`, url: `https://example.org/${id}`, year: 2020, date: null, venue: null, authors: [], abstract: '', abstractTeaser: '',
    category: 'article', isOpenAccess: false, oaUrl: null, citedByCount: 0, doi: null, volume: null, issue: null, firstPage: null,
    lastPage: null, pdfUrl: null, language: null, keywords: [], ...overrides,
  };
}

describe('recordMergedIds', () => {
  it('records every work folded into a kept one (same DOI and its preprint), sorted', () => {
    const works = [
      publication('W3', { title: 'Same', category: 'preprint' }),
      publication('W1', { title: 'Same', doi: '10.1/a', citedByCount: 4 }),
      publication('W2', { title: 'Same', doi: '10.1/a', citedByCount: 1 }),
      publication('W4'),
    ];
    const merged = mergeDuplicates(works);
    const recorded = recordMergedIds(merged.publications, merged.mergedInto, new Map());
    expect(recorded.map((item) => [item.id, item.mergedIds])).toEqual([['W1', ['W2', 'W3']], ['W4', undefined]]);
    expect(recorded[1]).not.toHaveProperty('mergedIds');
  });

  it('keeps the redirects of the previous import, drops ids that are live works again, and is stable', () => {
    const works = [publication('W1', { mergedIds: ['my-draft'] }), publication('W5')];
    const previous = new Map([['W1', ['W9', 'W5']]]);
    const once = recordMergedIds(works, new Map([['W7', 'W1']]), previous);
    expect(once[0]?.mergedIds).toEqual(['W7', 'W9', 'my-draft']);
    expect(recordMergedIds(once, new Map([['W7', 'W1']]), previous)).toEqual(once);
  });
});
