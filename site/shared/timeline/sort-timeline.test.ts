import { describe, expect, it } from 'vitest';
import type { TimelineItem } from '../../../schemas/types.generated.ts';
import { sortNewestFirst } from './sort-timeline.ts';

function item(id: string, start_date: string): TimelineItem {
  return {
    id,
    category: 'research',
    start_date,
    end_date: null,
    title: { en: id, fr: id },
    organization: 'Organisation',
    summary: { en: 'Summary', fr: 'Résumé' },
  };
}

const ids = (items: TimelineItem[]) => items.map((entry) => entry.id);

describe('sortNewestFirst', () => {
  it('puts the latest start date first', () => {
    const sorted = sortNewestFirst([item('a', '2015-09'), item('b', '2022-11'), item('c', '2019-01'), item('d', '2019-10')]);
    expect(ids(sorted)).toEqual(['b', 'd', 'c', 'a']);
  });

  it('keeps file order for entries starting the same month', () => {
    const sorted = sortNewestFirst([
      item('first', '2020-09'),
      item('older', '2018-01'),
      item('second', '2020-09'),
      item('newer', '2021-03'),
      item('third', '2020-09'),
    ]);
    expect(ids(sorted)).toEqual(['newer', 'first', 'second', 'third', 'older']);
  });

  it('returns a new list and leaves the given one alone', () => {
    const items = [item('a', '2010-01'), item('b', '2020-01')];
    const sorted = sortNewestFirst(items);
    expect(sorted).not.toBe(items);
    expect(ids(items)).toEqual(['a', 'b']);
  });

  it('handles an empty timeline', () => {
    expect(sortNewestFirst([])).toEqual([]);
  });
});
