import { describe, expect, it } from 'vitest';
import type { Problem } from '../shared/problems.ts';
import { summaryLine } from './summary.ts';

const problem = (severity: Problem['severity']): Problem => ({ severity, file: 'f', line: 1, column: 1, pointer: '', message: 'm' });

describe('summaryLine', () => {
  it.each<[Problem['severity'][], string]>([
    [[], '✔ content is valid'],
    [['warning'], '✔ content is valid (1 warning)'],
    [['warning', 'warning'], '✔ content is valid (2 warnings)'],
    [['error'], '✖ 1 error'],
    [['error', 'error', 'error', 'warning'], '✖ 3 errors, 1 warning'],
  ])('%j → %s', (severities, expected) => {
    expect(summaryLine(severities.map(problem))).toBe(expected);
  });
});
