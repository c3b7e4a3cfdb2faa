import { countBySeverity } from '../shared/problems.ts';
import type { Problem } from '../shared/problems.ts';

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** The last line of `portfolio validate`: "✔ content is valid (2 warnings)" or "✖ 3 errors, 1 warning". */
export function summaryLine(problems: readonly Problem[]): string {
  const { errors, warnings } = countBySeverity(problems);
  if (errors > 0) return `✖ ${plural(errors, 'error')}${warnings > 0 ? `, ${plural(warnings, 'warning')}` : ''}`;
  return `✔ content is valid${warnings > 0 ? ` (${plural(warnings, 'warning')})` : ''}`;
}
