import type { AuthorRun } from '../../cv/cv-section.ts';
import { authorRuns } from './author-runs.ts';

/** Up to this many authors a CV lists them all; a longer list is shortened (docs/decisions/cv-long-author-lists.md). */
export const cvAuthorsInFull = 10;
const leadingAuthors = 3;
const gap = { name: '…', isOwner: false };

export interface CvAuthorLineWords {
  etAl: string;
  /** "(156 authors)": how many wrote the work, said after a shortened list. */
  authorCount: (count: number) => string;
}

/**
 * A work's author line on the CV, as runs of one style (the owner's name bold). A list longer than
 * `cvAuthorsInFull` keeps its first three names and the owner's, with "…" where names are left out, then
 * "et al." when names follow the last one shown, and how many authors there are; a list OpenAlex cut short
 * (`truncated`) ends with "et al." as it always did, its length being unknown.
 */
export function cvAuthorLine(authors: readonly { name: string; isOwner: boolean }[], truncated: boolean, words: CvAuthorLineWords): AuthorRun[] {
  const etAl = ` ${words.etAl}`;
  if (authors.length <= cvAuthorsInFull) return authorRuns(authors, truncated ? etAl : '');
  const shown: { name: string; isOwner: boolean }[] = authors.slice(0, leadingAuthors);
  let lastShown = leadingAuthors - 1;
  const ownerIndex = authors.findIndex((author) => author.isOwner);
  if (ownerIndex > lastShown) {
    if (ownerIndex > lastShown + 1) shown.push(gap);
    shown.push(authors[ownerIndex]!);
    lastShown = ownerIndex;
  }
  const namesFollow = truncated || lastShown < authors.length - 1;
  const tail = `${namesFollow ? etAl : ''}${truncated ? '' : ` ${words.authorCount(authors.length)}`}`;
  return authorRuns(shown, tail);
}
