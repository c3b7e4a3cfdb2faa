import { describe, expect, it } from 'vitest';
import { authorRuns } from './author-runs.ts';

const author = (name: string, isOwner = false) => ({ name, isOwner });

describe('authorRuns', () => {
  it('keeps plain names with their commas in one run and the owner in a bold one', () => {
    expect(authorRuns([author('A B'), author('C D'), author('Élodie Marchand', true), author('E F')])).toEqual([
      { text: 'A B, C D, ', owner: false },
      { text: 'Élodie Marchand', owner: true },
      { text: ', E F', owner: false },
    ]);
  });

  it('ends the line with its tail (" et al.", " +4 more"), and gives nothing for no authors', () => {
    expect(authorRuns([author('Élodie Marchand', true)], ' et al.')).toEqual([
      { text: 'Élodie Marchand', owner: true },
      { text: ' et al.', owner: false },
    ]);
    expect(authorRuns([])).toEqual([]);
  });

  it('draws 200 authors in at most three runs', () => {
    const authors = Array.from({ length: 200 }, (_, index) => author(`Author ${index}`, index === 117));
    const runs = authorRuns(authors);
    expect(runs).toHaveLength(3);
    expect(runs.map((run) => run.text).join('')).toBe(authors.map((entry) => entry.name).join(', '));
  });
});
