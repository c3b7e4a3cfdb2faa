import { describe, expect, it } from 'vitest';
import { copyrightYear, edition } from './edition.ts';

describe('copyrightYear', () => {
  it('is the year of the import date', () => {
    expect(copyrightYear('2026-11-16T06:00:00.000Z')).toBe(2026);
  });

  it('keeps the year written in the date even where the local time zone is already in the next year', () => {
    expect(copyrightYear('2025-12-31T23:30:00.000-05:00')).toBe(2025);
  });

  it('is null for a value that is not an ISO date', () => {
    expect(copyrightYear('last week')).toBeNull();
    expect(copyrightYear('')).toBeNull();
  });

  it('is what the edition data file carries', () => {
    expect(edition('2026-11-16T06:00:00.000Z')).toEqual({ year: 2026 });
  });
});
