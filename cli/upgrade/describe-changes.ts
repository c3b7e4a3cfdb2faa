import { lineHunks } from './line-diff.ts';
import type { FileChange } from './plan-upgrade.ts';

/** Lines shown per changed file; the rest is counted. */
const shownLinesPerFile = 12;

function lineCount(text: string): number {
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

function changedLines(before: string, after: string): string[] {
  const hunks = lineHunks(before, after);
  const lines = hunks.flatMap((hunk) => [
    ...hunk.removed.map((line, index) => `  ${String(hunk.oldLine + index).padStart(5)} - ${line.trim()}`),
    ...hunk.added.map((line, index) => `  ${String(hunk.newLine + index).padStart(5)} + ${line.trim()}`),
  ]);
  const added = hunks.reduce((sum, hunk) => sum + hunk.added.length, 0);
  const removed = hunks.reduce((sum, hunk) => sum + hunk.removed.length, 0);
  const hidden = lines.length - shownLinesPerFile;
  return [
    `changed (+${added} -${removed} lines)`,
    ...lines.slice(0, shownLinesPerFile),
    ...(hidden > 0 ? [`  … ${hidden} more changed lines`] : []),
  ];
}

/** What an upgrade does, file by file, as short diff-like lines (paths under `directory`, as the owner types them). */
export function describeChanges(directory: string, changes: readonly FileChange[]): string[] {
  const shown = (path: string) => `${directory.replace(/\/$/, '')}/${path}`;
  return changes.flatMap((change) => {
    if (change.kind === 'move') return [`${shown(change.from)} → ${shown(change.to)}  moved`];
    if (change.kind === 'remove') return [`${shown(change.path)}  removed`];
    if (change.before === undefined) return [`${shown(change.path)}  new (${lineCount(change.text)} lines)`];
    const [summary = '', ...lines] = changedLines(change.before, change.text);
    return [`${shown(change.path)}  ${summary}`, ...lines];
  });
}
