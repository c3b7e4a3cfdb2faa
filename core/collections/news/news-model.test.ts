import { describe, expect, it } from 'vitest';
import { byYear, newestFirst } from './news-model.ts';

describe('news order', () => {
  it('puts the newest first, and items of one day in the file order', () => {
    const items = [
      { id: 'a', date: '2024-03-01' },
      { id: 'b', date: '2025-01-10' },
      { id: 'c', date: '2024-03-01' },
      { id: 'd', date: '2025-12-31' },
    ];
    expect(newestFirst(items).map((item) => item.id)).toEqual(['d', 'b', 'a', 'c']);
  });

  it('groups items that are newest first under their year', () => {
    const groups = byYear([
      { id: 'd', date: '2025-12-31' },
      { id: 'b', date: '2025-01-10' },
      { id: 'a', date: '2024-03-01' },
    ]);
    expect(groups.map(({ year, items }) => [year, items.map((item) => item.id)])).toEqual([
      ['2025', ['d', 'b']],
      ['2024', ['a']],
    ]);
  });
});
