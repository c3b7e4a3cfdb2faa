import type { PublicationReference } from './find-references.ts';
import type { KeptManuscript } from './content-references.ts';
import { danglingMessage, referencePlace, type Rewrite } from './follow-references.ts';

/** What an import does to the content's references to publications, for its summary. */
export interface ReferenceReport {
  /** References to a merged work's former key, and what they become. */
  rewrites: readonly Rewrite[];
  /** References to works no longer in the import, merged nowhere, and not kept by hand. */
  dangling: readonly PublicationReference[];
  /** Whether the rewrites were made (not on a dry run, a refusal, or an import written elsewhere with --out). */
  written: boolean;
  /** Manuscripts of a former key left as they were: the work they were merged into has one. */
  keptManuscripts: readonly KeptManuscript[];
}

/** The warning that heads the summary (and the pull request) when references name works that are gone. */
export function danglingWarning(dangling: readonly PublicationReference[]): string | null {
  if (dangling.length === 0) return null;
  const count = dangling.length === 1 ? '1 reference names a work' : `${dangling.length} references name works`;
  return `THE SITE WILL NOT BUILD until they are fixed: ${count} that OpenAlex no longer has (listed under "References to removed works"). Remove each reference, or add the work to publications.manual.json to keep it.`;
}

function code(text: string): string {
  return `\`${text.replace(/`/g, "'")}\``;
}

function rewriteLine({ reference, to }: Rewrite): string {
  const place = code(referencePlace(reference));
  return to === null ? `${place} ${code(reference.written)} removed: the list names the work it was merged into already` : `${place} ${code(reference.written)} → ${code(to)}`;
}

/** The summary's sections on references: the rewrites made (or to make), and the references to removed works. */
export function referenceSummaryLines(report: ReferenceReport): string[] {
  const lines: string[] = [];
  if (report.rewrites.length > 0) {
    const title = report.written ? 'References to merged works, rewritten' : 'References to merged works, to rewrite (nothing was written)';
    lines.push('', `### ${title} (${report.rewrites.length})`, '');
    for (const rewrite of report.rewrites) lines.push(`- ${rewriteLine(rewrite)}`);
    for (const { reference, existing } of report.keptManuscripts) {
      lines.push(`- ${code(reference.file)} kept: ${code(existing)} exists already; remove the one you do not want`);
    }
  }
  if (report.dangling.length > 0) {
    lines.push('', `### References to removed works (${report.dangling.length})`, '');
    for (const reference of report.dangling) lines.push(`- ${code(referencePlace(reference))}: ${danglingMessage(reference)}`);
  }
  return lines;
}
