import { describe, expect, it } from 'vitest';
import { formatTable } from './format-table.ts';

describe('formatTable', () => {
  it('pads every column to its widest cell, numbers to the right', () => {
    const lines = formatTable(
      [
        { title: 'Page', align: 'left' },
        { title: 'Perf', align: 'right' },
      ],
      [
        ['/', '100'],
        ['/fr/projects/', '97'],
      ],
    );
    expect(lines).toEqual(['Page           Perf', '-------------  ----', '/               100', '/fr/projects/    97']);
  });

  it('widens a column to its title and trims the trailing spaces of a line', () => {
    expect(formatTable([{ title: 'Form factor', align: 'left' }], [['mobile']])).toEqual([
      'Form factor',
      '-----------',
      'mobile',
    ]);
  });

  it('refuses a row with the wrong number of cells, naming the row', () => {
    expect(() => formatTable([{ title: 'A', align: 'left' }], [['1'], ['2', '3']])).toThrow(
      'table row 2 has 2 cells for 1 columns',
    );
  });
});
