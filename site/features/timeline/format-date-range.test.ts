import { describe, expect, it } from 'vitest';
import { formatDateRange, formatMonth } from './format-date-range.ts';

describe('formatMonth', () => {
  it('names the month in English', () => {
    expect(formatMonth('2022-11', 'en-GB')).toBe('Nov 2022');
    expect(formatMonth('2019-01', 'en-GB')).toBe('Jan 2019');
  });

  it('names the month in French', () => {
    expect(formatMonth('2022-11', 'fr-FR')).toBe('nov. 2022');
    expect(formatMonth('2021-06', 'fr-FR')).toBe('juin 2021');
  });

  it('keeps January and December in their own year whatever the local time zone', () => {
    expect(formatMonth('2020-01', 'en-GB')).toBe('Jan 2020');
    expect(formatMonth('2020-12', 'en-GB')).toBe('Dec 2020');
  });

  it('rejects a value that is not YYYY-MM', () => {
    expect(() => formatMonth('2022-1', 'en-GB')).toThrow('"2022-1" is not a YYYY-MM month');
  });
});

describe('formatDateRange', () => {
  it('writes an ongoing entry with the present label', () => {
    expect(formatDateRange('2022-11', null, 'en-GB', 'Present')).toBe('Nov 2022 – Present');
    expect(formatDateRange('2022-11', null, 'fr-FR', 'présent')).toBe('nov. 2022 – présent');
  });

  it('writes a finished entry with both months', () => {
    expect(formatDateRange('2019-09', '2022-10', 'en-GB', 'Present')).toBe('Sept 2019 – Oct 2022');
    expect(formatDateRange('2019-09', '2022-10', 'fr-FR', 'présent')).toBe('sept. 2019 – oct. 2022');
  });
});
