export type Severity = 'error' | 'warning';

/** One thing wrong with the content, located precisely enough for an editor to jump to it. */
export interface Problem {
  severity: Severity;
  /** Path relative to the working directory, e.g. content/site.json. */
  file: string;
  /** 1-based; 0 when the problem concerns the whole file. */
  line: number;
  /** 1-based; 0 when the problem concerns the whole file. */
  column: number;
  /** JSON pointer of the offending value ('' for the whole document or for non-JSON files). */
  pointer: string;
  /** What is wrong and how to fix it. */
  message: string;
}

/** A problem with a file as a whole (it cannot be read, it is missing, its name is wrong): no line, no pointer. */
export function wholeFileProblem(file: string, message: string, severity: Severity = 'error'): Problem {
  return { severity, file, line: 0, column: 0, pointer: '', message };
}

export function formatProblem(problem: Problem): string {
  const place = `${problem.file}:${problem.line}:${problem.column}`;
  const label = problem.severity === 'warning' ? 'warning' : 'error';
  return `${place}  ${problem.pointer || '/'}  ${label}: ${problem.message}`;
}

export function countBySeverity(problems: readonly Problem[]): { errors: number; warnings: number } {
  let errors = 0;
  let warnings = 0;
  for (const problem of problems) {
    if (problem.severity === 'error') errors += 1;
    else warnings += 1;
  }
  return { errors, warnings };
}
