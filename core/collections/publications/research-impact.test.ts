import { describe, expect, it } from 'vitest';
import { makePublication } from './publication.fixture.ts';
import { researchImpact } from './research-impact.ts';

describe('researchImpact', () => {
  it('counts publications, citations, open-access works and categories', () => {
    const impact = researchImpact([
      makePublication({ category: 'preprint', citedByCount: 1, isOpenAccess: true }),
      makePublication({ category: 'article', citedByCount: 12, isOpenAccess: false }),
      makePublication({ category: 'other', citedByCount: 0, isOpenAccess: false }),
      makePublication({ category: 'article', citedByCount: 30, isOpenAccess: true }),
    ]);
    expect(impact).toEqual({
      publicationCount: 4,
      totalCitations: 43,
      openAccessCount: 2,
      categoryCount: 3,
      perCategory: [
        { category: 'article', count: 2 },
        { category: 'preprint', count: 1 },
        { category: 'other', count: 1 },
      ],
    });
  });

  it('is all zeros for no publications', () => {
    expect(researchImpact([])).toEqual({
      publicationCount: 0,
      totalCitations: 0,
      openAccessCount: 0,
      categoryCount: 0,
      perCategory: [],
    });
  });
});
