import type { CvAuthor } from '../../site/shared/cv/cv-model.ts';

/** A stretch of a work's author line drawn in one style: the owner's name bold, everything else plain. */
export interface AuthorRun {
  text: string;
  owner: boolean;
}

/**
 * A work's author line ("A, B, Owner, C et al.") as the fewest runs of one style each. react-pdf re-lays out
 * every node left after each page break, so a node per name (up to 200 names a work) made the CV's layout grow
 * with works × authors × pages: 1,000 works of 20–200 authors did not finish in ten minutes. Plain names and
 * their separators share one run; only the owner's name is a run of its own.
 */
export function authorRuns(authors: readonly CvAuthor[], truncated: boolean, etAl: string): AuthorRun[] {
  const runs: AuthorRun[] = [];
  const add = (text: string, owner: boolean) => {
    const last = runs.at(-1);
    if (last !== undefined && last.owner === owner) last.text += text;
    else runs.push({ text, owner });
  };
  authors.forEach((author, index) => {
    add(author.name, author.isOwner);
    if (index < authors.length - 1) add(', ', false);
  });
  if (truncated) add(` ${etAl}`, false);
  return runs.filter((run) => run.text !== '');
}
