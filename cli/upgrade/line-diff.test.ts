import { describe, expect, it } from 'vitest';
import { lineHunks } from './line-diff.ts';

describe('lineHunks', () => {
  it('gives each changed run of lines apart, with its line numbers before and after', () => {
    const before = ['{', '  "a": 1,', '  "b": 2,', '  "c": 3,', '  "d": 4', '}'].join('\n');
    const after = ['{', '  "a": 1,', '  "format": 2,', '  "b": 2,', '  "c": 30,', '  "d": 4', '}'].join('\n');
    expect(lineHunks(before, after)).toEqual([
      { oldLine: 3, newLine: 3, removed: [], added: ['  "format": 2,'] },
      { oldLine: 4, newLine: 5, removed: ['  "c": 3,'], added: ['  "c": 30,'] },
    ]);
  });

  it('is empty for the same text, and one hunk for a new or emptied file', () => {
    expect(lineHunks('a\nb\n', 'a\nb\n')).toEqual([]);
    expect(lineHunks('', 'a\nb')).toEqual([{ oldLine: 1, newLine: 1, removed: [''], added: ['a', 'b'] }]);
  });
});
