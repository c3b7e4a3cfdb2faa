import { describe, expect, it } from 'vitest';
import { readDate, readPostFileName } from './jekyll-dates.ts';

describe('Jekyll dates', () => {
  it('reads a post file name, and refuses a day that does not exist', () => {
    expect(readPostFileName('2023-05-01-tidal-waves.md')).toEqual({ ok: true, date: '2023-05-01', slug: 'tidal-waves' });
    expect(readPostFileName('2024-2-29-leap.markdown')).toEqual({ ok: true, date: '2024-02-29', slug: 'leap' });
    expect(readPostFileName('2023-02-29-no-leap.md')).toEqual({ ok: false, problem: 'the date 2023-02-29 does not exist: write a real day as YYYY-MM-DD' });
    expect(readPostFileName('notes.md')).toBeNull();
  });

  it('reads front matter dates as Jekyll writes them', () => {
    expect(readDate('2015-10-22 15:59:00-0400')).toEqual({ ok: true, date: '2015-10-22' });
    expect(readDate('2021-10-01T08:00:00Z')).toEqual({ ok: true, date: '2021-10-01' });
    expect(readDate(2023)).toEqual({ ok: true, date: '2023-01-01' });
    expect(readDate(new Date(Date.UTC(2020, 5, 3)))).toEqual({ ok: true, date: '2020-06-03' });
    expect(readDate('2023-13-01')).toEqual({ ok: false, problem: 'the date 2023-13-01 does not exist: write a real day as YYYY-MM-DD' });
    expect(readDate('spring')).toEqual({ ok: false, problem: '"spring" is not a date: write it as YYYY-MM-DD' });
  });
});
