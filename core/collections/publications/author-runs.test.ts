import { describe, expect, it } from 'vitest';
import { authorRuns, authorRunsWithOrcids } from './author-runs.ts';

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

  it('starts the line with its head (", " after the names shown before a toggle)', () => {
    expect(authorRuns([author('A B'), author('C D')], ' et al.', ', ')).toEqual([{ text: ', A B, C D et al.', owner: false }]);
    expect(authorRuns([author('Élodie Marchand', true)], '', ', ')).toEqual([
      { text: ', ', owner: false },
      { text: 'Élodie Marchand', owner: true },
    ]);
  });

  it('draws 200 authors in at most three runs', () => {
    const authors = Array.from({ length: 200 }, (_, index) => author(`Author ${index}`, index === 117));
    const runs = authorRuns(authors);
    expect(runs).toHaveLength(3);
    expect(runs.map((run) => run.text).join('')).toBe(authors.map((entry) => entry.name).join(', '));
  });

  it("puts each ORCID link after its author's name, the names between the links in one run", () => {
    const withOrcid = (name: string, orcid: string, isOwner = false) => ({ name, isOwner, orcid });
    expect(authorRunsWithOrcids([author('A B'), withOrcid('C D', '0000-0001'), author('E F'), author('G H')], ', et al.')).toEqual([
      { text: 'A B, C D ', owner: false },
      { orcid: '0000-0001', name: 'C D' },
      { text: ', E F, G H, et al.', owner: false },
    ]);
    expect(authorRunsWithOrcids([withOrcid('Élodie Marchand', '0000-0002', true), withOrcid('C D', '0000-0003')])).toEqual([
      { text: 'Élodie Marchand', owner: true },
      { text: ' ', owner: false },
      { orcid: '0000-0002', name: 'Élodie Marchand' },
      { text: ', C D ', owner: false },
      { orcid: '0000-0003', name: 'C D' },
    ]);
    expect(authorRunsWithOrcids([author('A B'), author('C D')])).toEqual(authorRuns([author('A B'), author('C D')]));
  });
});
