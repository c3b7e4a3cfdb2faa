import type { AuthorCandidate } from './author-candidate.ts';

const headers = ['OpenAlex id', 'Name', 'Last known institution(s)', 'Works', 'Citations', 'ORCID', 'Top topics'] as const;
/** Columns that hold counts are right-aligned. */
const numeric = new Set([3, 4]);
/** Long institution and topic lists are cut so a row fits a terminal; --json has them whole. */
const maxCellLength = 48;
const none = '—';

/** Characters as a terminal shows them (NFC, one per code point). */
function width(text: string): number {
  return [...text.normalize('NFC')].length;
}

function cut(text: string): string {
  const characters = [...text.normalize('NFC')];
  return characters.length <= maxCellLength ? text : `${characters.slice(0, maxCellLength - 1).join('')}…`;
}

function cells(candidate: AuthorCandidate): string[] {
  return [
    candidate.id,
    candidate.name,
    cut(candidate.institutions.join('; ') || none),
    candidate.worksCount.toLocaleString('en-US'),
    candidate.citations.toLocaleString('en-US'),
    candidate.orcid ?? none,
    cut(candidate.topics.join('; ') || none),
  ];
}

/** A plain-text table, one candidate a row, columns padded to their widest cell. */
export function formatAuthorTable(candidates: readonly AuthorCandidate[]): string {
  const rows = [headers.map(String), ...candidates.map(cells)];
  const widths = headers.map((_, column) => Math.max(...rows.map((row) => width(row[column] ?? ''))));
  const line = (row: readonly string[]) =>
    row
      .map((cell, column) => {
        const padding = ' '.repeat((widths[column] ?? 0) - width(cell));
        return numeric.has(column) ? padding + cell : cell + padding;
      })
      .join('  ')
      .trimEnd();
  const rule = widths.map((columnWidth) => '-'.repeat(columnWidth)).join('  ');
  return [line(rows[0] ?? []), rule, ...rows.slice(1).map(line)].join('\n') + '\n';
}

/** The hint under the table: how to pass every id that is the owner to `init`. */
export function nextStepHint(candidates: readonly AuthorCandidate[]): string {
  const first = candidates[0];
  if (first === undefined) return '';
  const orcid = candidates.find((candidate) => candidate.orcid !== null)?.orcid;
  const example = `portfolio init my-site --author ${first.id}${orcid ? ` --orcid ${orcid}` : ''}`;
  return (
    `${candidates.length} candidate${candidates.length === 1 ? '' : 's'}. OpenAlex often splits one person into several ids: ` +
    `pass every id that is you, e.g.\n  ${example}\n`
  );
}
