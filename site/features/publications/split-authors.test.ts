import { describe, expect, it } from 'vitest';
import type { PublicationAuthor } from '../../../schemas/types.generated.ts';
import { collapsedAuthorCount, splitAuthors } from './split-authors.ts';

const authors = (count: number): PublicationAuthor[] =>
  Array.from({ length: count }, (_, index) => ({ name: `Author ${index + 1}`, orcid: null, isOwner: index === 0 }));
const names = (list: readonly PublicationAuthor[]) => list.map((author) => author.name);

describe('splitAuthors', () => {
  it('keeps the first 3 authors in view and the others behind the toggle, in order', () => {
    expect(collapsedAuthorCount).toBe(3);
    const { first, rest } = splitAuthors(authors(7));
    expect(names(first)).toEqual(['Author 1', 'Author 2', 'Author 3']);
    expect(names(rest)).toEqual(['Author 4', 'Author 5', 'Author 6', 'Author 7']);
  });

  it('has nothing to hide with 3 authors or fewer', () => {
    expect(splitAuthors(authors(3))).toEqual({ first: authors(3), rest: [] });
    expect(splitAuthors([])).toEqual({ first: [], rest: [] });
  });
});
