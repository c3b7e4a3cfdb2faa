import type { AuthorRun } from '../../cv/cv-section.ts';

/**
 * An author line ("A, B, Owner, C" and a `tail` such as " et al." or " +4 more", after a `head` such as ", ") as
 * the fewest runs of one style each: plain names and their separators share one run; only the owner's name is a
 * run of its own. The CV's PDF draws the owner's run bold; a page has one text node per run instead of one per name
 * and comma, each pair of them parted by React's `<!-- -->` marker (1,000 works on the publications page).
 */
export function authorRuns(authors: readonly { name: string; isOwner: boolean }[], tail = '', head = ''): AuthorRun[] {
  const runs: AuthorRun[] = [];
  const add = (text: string, owner: boolean) => {
    const last = runs.at(-1);
    if (last !== undefined && last.owner === owner) last.text += text;
    else runs.push({ text, owner });
  };
  add(head, false);
  authors.forEach((author, index) => {
    add(author.name, author.isOwner);
    if (index < authors.length - 1) add(', ', false);
  });
  add(tail, false);
  return runs.filter((run) => run.text !== '');
}

/** A part of an author line that links an author's ORCID record. */
export interface OrcidPart {
  orcid: string;
  name: string;
}

/**
 * `authorRuns` with a link to each author's ORCID record after their name (a paper's page): the runs between the
 * links stay one text node each.
 */
export function authorRunsWithOrcids(authors: readonly { name: string; isOwner: boolean; orcid?: string | null }[], tail = ''): Array<AuthorRun | OrcidPart> {
  const parts: Array<AuthorRun | OrcidPart> = [];
  let start = 0;
  authors.forEach((author, index) => {
    if (!author.orcid) return;
    parts.push(...authorRuns(authors.slice(start, index + 1), ' ', start === 0 ? '' : ', '));
    parts.push({ orcid: author.orcid, name: author.name });
    start = index + 1;
  });
  parts.push(...authorRuns(authors.slice(start), tail, start === 0 || start === authors.length ? '' : ', '));
  return parts;
}
