import { describe, expect, it } from 'vitest';
import { authorsFromCitation } from './citation-authors.ts';

describe('authorsFromCitation', () => {
  it('pairs family names with their initials', () => {
    expect(authorsFromCitation('Nwosu, A., Bello, K. (2021). "Tone sandhi." Journal.')).toEqual(['Nwosu, A.', 'Bello, K.']);
    expect(authorsFromCitation('Okafor, A. B. & Eze, C.-D. (2019a). Title.')).toEqual(['Okafor, A. B.', 'Eze, C.-D.']);
  });

  it('keeps whole names as written, separated by commas, "and" or semicolons', () => {
    expect(authorsFromCitation('Anna Vesely, Livio Finos and Jelle J. Goeman (2023). "Permutation tests."')).toEqual(['Anna Vesely', 'Livio Finos', 'Jelle J. Goeman']);
    expect(authorsFromCitation('Amara Nwosu; Kemi Bello (2023). x')).toEqual(['Amara Nwosu', 'Kemi Bello']);
  });

  it('gives none when the citation has no (year) to end the authors', () => {
    expect(authorsFromCitation('Tone sandhi in Igbo. Journal, 2021.')).toEqual([]);
    expect(authorsFromCitation('')).toEqual([]);
  });
});
