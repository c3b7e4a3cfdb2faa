import { describe, expect, it } from 'vitest';
import { cvAuthorLine, cvAuthorsInFull } from './cv-author-line.ts';

const words = { etAl: 'et al.', authorCount: (count: number) => `(${count} authors)` };
const team = (size: number, ownerAt: number | null) =>
  Array.from({ length: size }, (_, index) => ({ name: `Author ${index + 1}`, isOwner: index === ownerAt }));
const line = (runs: { text: string }[]) => runs.map((run) => run.text).join('');

describe('cvAuthorLine', () => {
  it(`lists up to ${cvAuthorsInFull} authors in full, the owner a run of its own`, () => {
    const runs = cvAuthorLine(team(cvAuthorsInFull, 4), false, words);
    expect(line(runs)).toBe(team(cvAuthorsInFull, null).map((author) => author.name).join(', '));
    expect(runs.filter((run) => run.owner).map((run) => run.text)).toEqual(['Author 5']);
  });

  it('keeps "et al." on a full list OpenAlex cut short', () => {
    expect(line(cvAuthorLine(team(3, 0), true, words))).toBe('Author 1, Author 2, Author 3 et al.');
  });

  it("shortens a long list to the first three and the owner's place, with the number of authors", () => {
    const runs = cvAuthorLine(team(156, 41), false, words);
    expect(line(runs)).toBe('Author 1, Author 2, Author 3, …, Author 42 et al. (156 authors)');
    expect(runs.filter((run) => run.owner).map((run) => run.text)).toEqual(['Author 42']);
  });

  it('says no "et al." after an owner who is the last author, and no gap before the fourth', () => {
    expect(line(cvAuthorLine(team(40, 39), false, words))).toBe('Author 1, Author 2, Author 3, …, Author 40 (40 authors)');
    expect(line(cvAuthorLine(team(40, 3), false, words))).toBe('Author 1, Author 2, Author 3, Author 4 et al. (40 authors)');
  });

  it('shows the first three when the owner is among them or not an author', () => {
    expect(line(cvAuthorLine(team(20, 1), false, words))).toBe('Author 1, Author 2, Author 3 et al. (20 authors)');
    expect(line(cvAuthorLine(team(20, null), false, words))).toBe('Author 1, Author 2, Author 3 et al. (20 authors)');
  });

  it('gives no count for a long list OpenAlex cut short, whose length is unknown', () => {
    expect(line(cvAuthorLine(team(100, 60), true, words))).toBe('Author 1, Author 2, Author 3, …, Author 61 et al.');
  });
});
