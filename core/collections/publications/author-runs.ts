import type { AuthorRun } from '../../cv/cv-section.ts';

/**
 * An author line ("A, B, Owner, C" and a `tail` such as " et al." or " +4 more") as the fewest runs of one style
 * each: plain names and their separators share one run; only the owner's name is a run of its own. The CV's
 * PDF draws the owner's run bold; a page has one text node per run instead of one per name and comma (1,000
 * works on the publications page).
 */
export function authorRuns(authors: readonly { name: string; isOwner: boolean }[], tail = ''): AuthorRun[] {
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
  add(tail, false);
  return runs.filter((run) => run.text !== '');
}
