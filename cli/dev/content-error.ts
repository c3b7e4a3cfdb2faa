import { countBySeverity, formatProblem, type Problem } from '../shared/problems.ts';
import { summaryLine } from '../content/summary.ts';

/** What Vite's error overlay shows (its ErrorPayload's `err`): the page says what `portfolio validate` would. */
export interface ContentErrorOverlay {
  message: string;
  stack: string;
  plugin: string;
  id?: string;
  loc?: { file: string; line: number; column: number };
}

/**
 * The content's errors as the overlay over the open page: each problem as `portfolio validate` prints it (file,
 * line, column, pointer, what to do), then what the dev server does meanwhile. Warnings are left to the terminal.
 */
export function contentErrorOverlay(problems: readonly Problem[]): ContentErrorOverlay {
  const errors = problems.filter((problem) => problem.severity === 'error');
  const first = errors[0];
  const { errors: count } = countBySeverity(problems);
  const message = [
    ...errors.map(formatProblem),
    '',
    `${summaryLine(problems)}: the pages keep showing the last good content, and this page recovers by itself once ${count === 1 ? 'it is' : 'they are'} fixed.`,
  ].join('\n');
  return {
    message,
    stack: '',
    plugin: 'portfolio validate',
    ...(first === undefined ? {} : { id: first.file, loc: { file: first.file, line: first.line, column: first.column } }),
  };
}
