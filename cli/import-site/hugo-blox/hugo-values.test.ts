import { describe, expect, it } from 'vitest';
import { hugoDate, readHugoPage, readToml, strings, text } from './hugo-values.ts';

describe('hugoDate', () => {
  it('reads the forms Hugo accepts as the day written', () => {
    expect(hugoDate('2023-05-01')).toEqual({ ok: true, date: '2023-05-01' });
    expect(hugoDate('2023-05-01T00:00:00Z')).toEqual({ ok: true, date: '2023-05-01' });
    expect(hugoDate('2023-05-01T23:30:00-07:00')).toEqual({ ok: true, date: '2023-05-01' });
    expect(hugoDate('2023-05-01 10:00')).toEqual({ ok: true, date: '2023-05-01' });
  });

  it('names a day that does not exist and text that is no date', () => {
    expect(hugoDate('2023-02-30')).toEqual({ ok: false, problem: '2023-02-30 does not exist: check the day and month' });
    expect(hugoDate('May 2023')).toMatchObject({ ok: false, problem: expect.stringContaining('write it 2023-05-01') });
  });
});

describe('readToml', () => {
  it('gives dates as text', () => {
    expect(readToml('date = 2021-03-04\nstart = 2021-03-04T10:00:00Z')).toEqual({ ok: true, data: { date: '2021-03-04', start: '2021-03-04T10:00:00.000Z' } });
  });

  it('refuses a date that does not exist, at its line, instead of rolling it over', () => {
    expect(readToml('title = "x"\ndate = 2021-02-30', 2)).toEqual({ ok: false, line: 3, message: '2021-02-30 does not exist: check the day and month' });
  });

  it('gives a syntax error its line', () => {
    expect(readToml('a = 1\nb = = 2', 2)).toMatchObject({ ok: false, line: 3 });
  });
});

describe('readHugoPage', () => {
  it('reads TOML and YAML front matter', () => {
    expect(readHugoPage('+++\ntitle = "Waves"\ntags = ["a"]\n+++\nBody')).toEqual({ ok: true, page: { data: { title: 'Waves', tags: ['a'] }, body: 'Body' } });
    expect(readHugoPage('---\ntitle: Waves\n---\nBody')).toEqual({ ok: true, page: { data: { title: 'Waves' }, body: 'Body' } });
  });

  it('gives the line in the file of a YAML error', () => {
    expect(readHugoPage('---\ntitle: Waves\nsummary: a: b\n---\n')).toMatchObject({ ok: false, line: 3 });
  });
});

describe('accessors', () => {
  it('read text and lists as Hugo does', () => {
    expect(text({ year: 2012 }, 'year')).toBe('2012');
    expect(text({ title: '  ' }, 'title')).toBeNull();
    expect(strings({ tags: 'one' }, 'tags')).toEqual(['one']);
    expect(strings({ tags: ['a', 3, null] }, 'tags')).toEqual(['a', '3']);
  });
});
