import type { Publication } from '../../schemas/types.generated.ts';
import type { PreviousFile } from './content-files.ts';
import type { SourceKind } from './merge-sources.ts';
import type { SkippedWork } from './source-works.ts';
import type { ManualMerged, Merge } from './merge.ts';
import { referenceSummaryLines, type ReferenceReport } from './references/reference-report.ts';

type Named = { id: string; title: string };

export interface Changes {
  added: Array<Named & { year: number | null }>;
  removed: Named[];
  citations: Array<Named & { before: number; after: number }>;
}

/** What the new publications change against the previous file, matched by id. */
export function diffPublications(previous: PreviousFile['items'], next: readonly Publication[]): Changes {
  const before = new Map(previous.map((item) => [item.id, item]));
  const nextIds = new Set(next.map((publication) => publication.id));
  const changes: Changes = { added: [], removed: [], citations: [] };
  for (const publication of next) {
    const old = before.get(publication.id);
    if (old === undefined) changes.added.push({ id: publication.id, title: publication.title, year: publication.year });
    else if (old.citedByCount !== publication.citedByCount) {
      changes.citations.push({ id: publication.id, title: publication.title, before: old.citedByCount, after: publication.citedByCount });
    }
  }
  for (const item of previous) if (!nextIds.has(item.id)) changes.removed.push({ id: item.id, title: item.title });
  changes.citations.sort((a, b) => Math.abs(b.after - b.before) - Math.abs(a.after - a.before) || a.title.localeCompare(b.title, 'en'));
  return changes;
}

/** How many of the previous file's imported publications the new file drops, of how many. */
export interface ImportedShrink {
  removed: number;
  imported: number;
}

/**
 * What the shrink guard judges: hand-kept works are not counted, as they survive every import and would let
 * one that lost every OpenAlex work pass. The previous file does not mark its hand-kept works, so this run's
 * (`handKeptIds`) stand for them.
 */
export function importedShrink(previous: PreviousFile | null, changes: Changes, handKeptIds: ReadonlySet<string>): ImportedShrink {
  if (previous === null) return { removed: 0, imported: 0 };
  // A removed work is not in the new file, so it is never one of this run's hand-kept works.
  return { removed: changes.removed.length, imported: previous.items.filter((item) => !handKeptIds.has(item.id)).length };
}

/** True when the new file would drop more than half of the previous file's imported publications. */
export function dropsMoreThanHalf(shrink: ImportedShrink): boolean {
  return shrink.removed > shrink.imported / 2;
}

/** What one source gave, for the summary. */
export interface SourceSummary {
  label: string;
  kind: SourceKind;
  /** The OpenAlex filters, the file, the ORCID iD: shown as code. */
  detail: string;
  received: number;
  /** Works that are the source's own in the result (not merged into another copy). */
  kept: number;
  /** Its works folded into another copy, of its own or of another source. */
  merged: number;
  skipped: readonly SkippedWork[];
  /** Kept works with something to check (no year, a file where an address was expected), `file:line key: what`. */
  notes: readonly string[];
}

export interface ImportReport {
  requestsMade: number;
  sources: readonly SourceSummary[];
  publications: readonly Publication[];
  merges: readonly Merge[];
  /** Ids the .bib marks as selected (al-folio): the owner may list them in publications.featured. */
  selected: readonly string[];
  manual: Pick<ManualMerged, 'overrides' | 'additions'>;
  previous: PreviousFile | null;
  changes: Changes;
  /** The file written (or that would be), as shown to the user. */
  outFile: string;
  warnings: readonly string[];
  /** Why nothing was written, when the import refused to. */
  refusal: string | null;
  dryRun: boolean;
  /** The content's references to merged and to removed works. */
  references: ReferenceReport;
}

const sourceNames: Readonly<Record<SourceKind, string>> = { openalex: 'OpenAlex', bibtex: 'BibTeX', orcid: 'ORCID' };

/** Lists longer than this are cut, so the pull-request text stays readable (and under GitHub's size limit). */
export const maxListed = 100;

/** The run's summary as Markdown: printed, and the weekly refresh's pull-request text. */
export function summaryMarkdown(report: ImportReport): string {
  const lines: string[] = ['## Publications import', ''];
  for (const warning of report.warnings) lines.push(`> [!WARNING]`, `> ${warning}`, '');
  if (report.refusal !== null) lines.push(`**Refused: nothing was written.** ${report.refusal}`, '');
  else if (report.dryRun) lines.push(`_Dry run: ${report.outFile} was not written._`, '');
  else lines.push(`Wrote ${code(report.outFile)}.`, '');

  const total = report.publications.reduce((sum, publication) => sum + publication.citedByCount, 0);
  const skipped = report.sources.flatMap((source) => source.skipped.map((work) => ({ ...work, source: source.label })));
  const notes = report.sources.flatMap((source) => source.notes);
  lines.push(`- Requests made: ${report.requestsMade}`, '- Sources:');
  for (const source of report.sources) {
    lines.push(`  - ${sourceNames[source.kind]} ${source.detail}: ${source.received} works received, ${source.merged} merged, ${source.skipped.length} left out`);
  }
  lines.push(
    `- Merged: ${report.merges.length}`,
    `- Left out: ${skipped.length}`,
    `- Hand-kept: ${report.manual.additions.length} added, ${report.manual.overrides.length} overriding OpenAlex`,
    `- Publications: ${report.publications.length}, cited ${total} times in all`,
  );
  lines.push(...referenceSummaryLines(report.references));

  section(lines, 'Merged', report.merges, (merge) => `${named(merge.dropped)} into ${named(merge.kept)}: ${escapeMarkdown(merge.reason)}`);
  const multiple = report.sources.length > 1;
  section(lines, 'Left out', skipped, (work) => `${multiple ? `${escapeMarkdown(work.source)}: ` : ''}${work.id === null ? 'no id' : code(work.id)} ${work.title === null ? '(no title)' : `*${escapeMarkdown(work.title)}*`}: ${escapeMarkdown(work.reason)}`);
  section(lines, 'To check', notes, escapeMarkdown);
  if (report.selected.length > 0) {
    lines.push('', `### Marked selected (${report.selected.length})`, '', `List them in publications.featured of site.json to show them first on the home page: ${report.selected.map(code).join(', ')}`);
  }
  section(lines, 'Hand-kept works added', report.manual.additions, named);
  section(lines, 'Hand-kept corrections', report.manual.overrides, named);

  lines.push('', report.previous === null ? '### Changes: first import (no previous file)' : `### Changes since the previous import${report.previous.updatedAt === null ? '' : ` (${report.previous.updatedAt})`}`);
  const { added, removed, citations } = report.changes;
  if (report.previous !== null && added.length + removed.length + citations.length === 0) lines.push('', 'No change.');
  subsection(lines, 'Added', added, (item) => `${named(item)}${item.year === null ? '' : ` (${item.year})`}`);
  subsection(lines, 'Removed', removed, named);
  const before = report.previous?.items.reduce((sum, item) => sum + item.citedByCount, 0) ?? 0;
  subsection(lines, `Citation changes (total ${before} → ${total})`, citations, (item) => `${named(item)}: ${item.before} → ${item.after} (${signed(item.after - item.before)})`);
  return `${lines.join('\n')}\n`;
}

function section<T>(lines: string[], title: string, items: readonly T[], line: (item: T) => string): void {
  if (items.length === 0) return;
  lines.push('', `### ${title} (${items.length})`, '');
  listed(lines, items, line);
}

function subsection<T>(lines: string[], title: string, items: readonly T[], line: (item: T) => string): void {
  if (items.length === 0) return;
  lines.push('', `#### ${title}: ${items.length}`, '');
  listed(lines, items, line);
}

function listed<T>(lines: string[], items: readonly T[], line: (item: T) => string): void {
  for (const item of items.slice(0, maxListed)) lines.push(`- ${line(item)}`);
  if (items.length > maxListed) lines.push(`- … and ${items.length - maxListed} more`);
}

function named(item: Named): string {
  return `*${escapeMarkdown(item.title)}* (${code(item.id)})`;
}

function signed(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}

function code(text: string): string {
  return `\`${text.replace(/`/g, "'")}\``;
}

/** Titles come from OpenAlex: shown as text, never as Markdown or HTML. */
export function escapeMarkdown(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/[\\`*_{}[\]()<>#+!|~&]/g, '\\$&');
}
