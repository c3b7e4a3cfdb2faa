import { describe, expect, it } from 'vitest';
import type { PublicationAuthor } from '../../../schemas/types.generated.ts';
import { collapsedAuthorCount, visibleAuthors } from './visible-authors.ts';

const authors = (count: number): PublicationAuthor[] =>
  Array.from({ length: count }, (_, index) => ({ name: `Author ${index + 1}`, orcid: null, isOwner: index === 0 }));
const names = (list: readonly PublicationAuthor[]) => list.map((author) => author.name);

describe('visibleAuthors', () => {
  it('collapses to the first 3 authors', () => {
    expect(collapsedAuthorCount).toBe(3);
    const { shown, hiddenCount } = visibleAuthors(authors(7), false);
    expect(names(shown)).toEqual(['Author 1', 'Author 2', 'Author 3']);
    expect(hiddenCount).toBe(4);
  });

  it('shows every author when expanded', () => {
    expect(visibleAuthors(authors(7), true)).toEqual({ shown: authors(7), hiddenCount: 0 });
  });

  it('has nothing to hide with 3 authors or fewer', () => {
    expect(visibleAuthors(authors(3), false)).toEqual({ shown: authors(3), hiddenCount: 0 });
    expect(visibleAuthors([], false)).toEqual({ shown: [], hiddenCount: 0 });
  });
});
