import type { Problem } from '../shared/problems.ts';

/** A content folder as migrations see it. Paths are relative to the folder, with `/`. */
export interface ContentSnapshot {
  /** Every text file (JSON, Markdown, BibTeX, CSS, SVG…) by path. */
  texts: ReadonlyMap<string, string>;
  /** Every other file (images, PDFs): a migration may move or remove them, not read them. */
  others: ReadonlySet<string>;
}

/** What a migration does to one file; a folder moves as its files do. */
export type ContentChange =
  | { kind: 'write'; path: string; text: string }
  | { kind: 'remove'; path: string }
  | { kind: 'move'; from: string; to: string };

/** A migration's problems name files by their path in the content folder (`file: 'site.json'`). */
export type MigrationOutcome = { changes: ContentChange[] } | { problems: Problem[] };

/**
 * One step from a content format to the next: a pure function of the content. It need not write `"format"`
 * (the upgrade sets it after each step), and run on content it already migrated it changes nothing.
 */
export interface Migration {
  /** The format it reads; it makes format `from + 1`. */
  from: number;
  /** What it changes, in a line the owner reads in `portfolio upgrade`'s output. */
  summary: string;
  migrate(content: ContentSnapshot): MigrationOutcome;
}
